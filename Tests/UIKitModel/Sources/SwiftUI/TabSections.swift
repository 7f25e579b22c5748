// iOS 18's tab content as the model draws it: `Tab`s and `TabSection`s in a tab view with
// a selection, the `.sidebarAdaptable` style and the user's `TabViewCustomization`
// (UIKitFacts.md, "SwiftUI tab sections"). The model draws every section and tab in
// order, as the sidebar lists them; the tab bar's compact form, and what a hidden tab
// looks like, are not modelled (DeviceChecklist.md).
import Foundation
import UIKit

/// Tab content the model draws into the tab view being drawn.
@MainActor
protocol DrawnTabContent {
    func draw(in drawing: Drawing)
}

/// Tabs and sections of a tab view (SwiftUI: `TabContent`).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the tab view's selection.
    associatedtype TabValue: Hashable
}

/// Builds the tabs of a tab view with a selection (SwiftUI: `TabContentBuilder`).
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// The tab view's content as a view.
    public struct Content<C: TabContent>: View, PrimitiveView {
        let content: C

        /// Drawn by the model.
        public var body: Never { fatalError("a primitive view has no body") }

        func draw(in drawing: Drawing) { (content as? any DrawnTabContent)?.draw(in: drawing) }
    }

    /// One piece of tab content.
    ///
    /// - Parameter content: The content.
    /// - Returns: The content.
    public static func buildBlock<C: TabContent>(_ content: C) -> C
    where C.TabValue == TabValue { content }

    /// The content of an `if` that holds.
    ///
    /// - Parameter first: The content.
    /// - Returns: The content.
    @MainActor
    public static func buildEither<T: TabContent, F: TabContent>(first: T)
        -> ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue { ConditionalTabContent(first: first) }

    /// The content of the `else` of an `if`.
    ///
    /// - Parameter second: The content.
    /// - Returns: The content.
    @MainActor
    public static func buildEither<T: TabContent, F: TabContent>(second: F)
        -> ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue { ConditionalTabContent(second: second) }
}

/// One of two pieces of tab content (SwiftUI: `_ConditionalContent`).
public struct ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>:
    TabContent, DrawnTabContent
where TrueContent.TabValue == FalseContent.TabValue {
    /// The selection's type.
    public typealias TabValue = TrueContent.TabValue

    let content: any TabContent

    init(first: TrueContent) { content = first }
    init(second: FalseContent) { content = second }

    func draw(in drawing: Drawing) { (content as? any DrawnTabContent)?.draw(in: drawing) }
}

/// A tab with a selection value (SwiftUI: `Tab`): selected when the tab view's selection
/// equals its value, as a tagged view is.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, DrawnTabContent {
    /// The selection's type.
    public typealias TabValue = Value

    let value: Value
    let content: Content
    let label: Label
    var customizationID: String?

    /// Creates a tab.
    ///
    /// - Parameters:
    ///   - value: The tab's selection value.
    ///   - content: The tab's view.
    ///   - label: The tab's label.
    public init(
        value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    func draw(in drawing: Drawing) {
        guard let tabs = drawing.tabsBeingDrawn else { return }
        let tab = Drawing.Tab(tag: AnyHashable(value))
        tab.label = Drawing.contents(of: label).texts
        tab.section = drawing.currentSection
        tab.customizationID = customizationID
        tabs.tabs.append(tab)
        let outer = drawing.currentTab
        drawing.currentTab = tab
        drawing.draw(content, at: "tab/\(value)")
        drawing.currentTab = outer
    }
}

/// A section of tabs, a group in the sidebar (SwiftUI: `TabSection`).
public struct TabSection<
    Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable
>: TabContent, DrawnTabContent where Content.TabValue == SelectionValue {
    /// The selection's type.
    public typealias TabValue = SelectionValue

    let content: Content
    let header: Header
    var customizationID: String?

    func draw(in drawing: Drawing) {
        let outer = drawing.currentSection
        drawing.currentSection = Drawing.contents(of: header).texts
        if let customizationID { drawing.tabsBeingDrawn?.sectionIDs.append(customizationID) }
        (content as? any DrawnTabContent)?.draw(in: drawing)
        drawing.currentSection = outer
    }
}

extension TabSection where Footer == EmptyView {
    /// Creates a section with a header.
    ///
    /// - Parameters:
    ///   - content: The section's tabs.
    ///   - header: The section's header.
    public init(
        @TabContentBuilder<SelectionValue> content: () -> Content,
        @ViewBuilder header: () -> Header
    ) {
        self.content = content()
        self.header = header()
    }
}

extension ForEach: TabContent, DrawnTabContent where Content: TabContent {
    /// The selection's type.
    public typealias TabValue = Content.TabValue

    /// Creates tab content for each element.
    ///
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path of an element's identity.
    ///   - content: Makes an element's tab content.
    public init<V: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TabValue {
        self.data = data
        self.id = id
        self.content = content
    }

    func draw(in drawing: Drawing) {
        for element in data { (content(element) as? any DrawnTabContent)?.draw(in: drawing) }
    }
}

/// Tab content that can carry a customisation ID.
@MainActor
protocol CustomizableTabContent {
    var customizationID: String? { get set }
}

extension Tab: CustomizableTabContent {}
extension TabSection: CustomizableTabContent {}

extension TabContent {
    /// Sets the identifier a tab or section is customised under.
    ///
    /// - Parameter id: The identifier.
    /// - Returns: The tab content.
    public func customizationID(_ id: String) -> Self {
        guard var customizable = self as? any CustomizableTabContent else { return self }
        customizable.customizationID = id
        return customizable as? Self ?? self
    }
}

extension TabView {
    /// Creates a tab view of tab content.
    ///
    /// - Parameters:
    ///   - selection: The selected tab's value.
    ///   - content: The tabs.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>,
        @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(selection: selection) {
            TabContentBuilder<SelectionValue>.Content(content: content())
        }
    }
}

/// How a tab view shows its tabs (SwiftUI: `TabViewStyle`).
public protocol TabViewStyle {}

/// A tab bar that can show as a sidebar (SwiftUI: `SidebarAdaptableTabViewStyle`).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that can show as a sidebar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        SidebarAdaptableTabViewStyle()
    }
}

/// The user's customisation of a sidebar-adaptable tab view: each tab's sidebar
/// visibility and each section's order, by customisation ID (SwiftUI:
/// `TabViewCustomization`); `.automatic` and `nil` for what is not customised.
public struct TabViewCustomization: Equatable, Sendable {
    var visibility: [String: Visibility] = [:]
    var sectionOrders: [String: [String]] = [:]

    /// Creates a customisation without changes.
    public init() {}

    /// The sidebar visibility of the tab `id`.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { visibility[id] ?? .automatic }
        set { visibility[id] = newValue }
    }

    /// The order the user gave the tabs of the section `id`.
    public subscript(sectionID id: String) -> [String]? { sectionOrders[id] }
}

extension View {
    /// Sets the style of the tab views in this view.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        Modified(
            self, "tabViewStyle",
            after: { drawing in
                drawing.tabViews.last?.isSidebarAdaptable = style is SidebarAdaptableTabViewStyle
            })
    }

    /// Lets the user customise the sidebar-adaptable tab view through the binding.
    ///
    /// - Parameter customization: The customisation.
    /// - Returns: The view.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?)
        -> some View
    {
        Modified(
            self, "tabViewCustomization",
            after: { drawing in drawing.tabViews.last?.customization = customization })
    }
}

extension UIHostingController {
    /// The tabs of the first tab view: tag, section header, customisation ID, and whether
    /// the customisation hides it in the sidebar; with the style and the sections' IDs.
    package var modelTabSections:
        (
            isSidebarAdaptable: Bool, sectionIDs: [String],
            tabs: [(tag: AnyHashable, section: [String]?, id: String?, isHidden: Bool)]
        )?
    {
        guard let tabs = tabViews.first else { return nil }
        let customization = tabs.customization?.get()
        return (
            tabs.isSidebarAdaptable, tabs.sectionIDs,
            tabs.tabs.map { tab in
                let hidden = tab.customizationID.map {
                    customization?[sidebarVisibility: $0] == .hidden
                }
                return (tab.tag, tab.section, tab.customizationID, hidden ?? false)
            }
        )
    }

    /// The user customises the first tab view in its sidebar: hides (or shows) the tab
    /// `id`, or orders the section `section`'s tabs; SwiftUI writes the customisation's
    /// binding and draws again (UIKitFacts.md, "SwiftUI tab sections").
    ///
    /// - Parameters:
    ///   - id: The tab's customisation ID.
    ///   - isHidden: Whether the user hides it.
    /// - Returns: Whether a tab view with a customisation had the tab.
    @discardableResult
    package func modelUserHideTab(_ id: String, _ isHidden: Bool = true) -> Bool {
        guard let tabs = tabViews.first, let binding = tabs.customization,
            tabs.tabs.contains(where: { $0.customizationID == id })
        else { return false }
        var customization = binding.get()
        customization[sidebarVisibility: id] = isHidden ? .hidden : .visible
        binding.set(customization)
        draw()
        return true
    }

    /// The user orders the tabs of the section `section` of the first tab view.
    ///
    /// - Parameters:
    ///   - section: The section's customisation ID.
    ///   - order: The tabs' customisation IDs in the new order.
    /// - Returns: Whether a tab view with a customisation had the section.
    @discardableResult
    package func modelUserOrderSection(_ section: String, _ order: [String]) -> Bool {
        guard let tabs = tabViews.first, let binding = tabs.customization,
            tabs.sectionIDs.contains(section)
        else { return false }
        var customization = binding.get()
        customization.sectionOrders[section] = order
        binding.set(customization)
        draw()
        return true
    }
}
