// Declarations of the SwiftUI symbols of iOS 18's sidebar-adaptable tab views (`Tab`,
// `TabSection`, `TabViewCustomization`) that the VIPERUIKit glue uses, with the signatures
// of Apple's documentation (swiftui/tabcontent, swiftui/tabcontentbuilder, swiftui/tab,
// swiftui/tabsection, swiftui/tabviewcustomization); never linked, never run. Opaque
// results (`some TabContent<TabValue>`) are declared as the concrete type passed through.

/// Tabs and sections of a tab view (SwiftUI: `TabContent`, iOS 18).
@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the tab view's selection.
    associatedtype TabValue: Hashable
}

/// Builds the tabs of a tab view with a selection (SwiftUI: `TabContentBuilder`, iOS 18).
@available(iOS 18.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// The tab view's content as a view (SwiftUI: `TabContentBuilder.Content`).
    public struct Content<C: TabContent>: View {
        /// Drawn by SwiftUI.
        public var body: Never { fatalError("a primitive view has no body") }
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
    /// - Returns: The conditional content.
    public static func buildEither<T: TabContent, F: TabContent>(first: T)
        -> ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue { ConditionalTabContent() }

    /// The content of the `else` of an `if`.
    ///
    /// - Parameter second: The content.
    /// - Returns: The conditional content.
    public static func buildEither<T: TabContent, F: TabContent>(second: F)
        -> ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue { ConditionalTabContent() }
}

/// One of two pieces of tab content (SwiftUI: `_ConditionalContent`, iOS 18 for tabs).
@available(iOS 18.0, *)
public struct ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>:
    TabContent
where TrueContent.TabValue == FalseContent.TabValue {
    /// The selection's type.
    public typealias TabValue = TrueContent.TabValue
}

/// A tab with a selection value (SwiftUI: `Tab`, iOS 18).
@available(iOS 18.0, *)
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    /// The selection's type.
    public typealias TabValue = Value

    /// Creates a tab selected when the tab view's selection is `value`.
    ///
    /// - Parameters:
    ///   - value: The tab's selection value.
    ///   - content: The tab's view.
    ///   - label: The tab's label in the tab bar and the sidebar.
    public init(
        value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
}

/// A section of tabs: a group in the sidebar (SwiftUI: `TabSection`, iOS 18).
@available(iOS 18.0, *)
public struct TabSection<
    Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable
>: TabContent where Content.TabValue == SelectionValue {
    /// The selection's type.
    public typealias TabValue = SelectionValue
}

@available(iOS 18.0, *)
extension TabSection where Footer == EmptyView {
    /// Creates a section of tabs with a header.
    ///
    /// - Parameters:
    ///   - content: The section's tabs.
    ///   - header: The section's header.
    public init(
        @TabContentBuilder<SelectionValue> content: () -> Content,
        @ViewBuilder header: () -> Header
    ) {}
}

@available(iOS 18.0, *)
extension ForEach: TabContent where Content: TabContent {
    /// The selection's type.
    public typealias TabValue = Content.TabValue

    /// Creates tabs from a collection, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - content: Makes the tab content of an element.
    public init<V: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TabValue {}
}

@available(iOS 18.0, *)
extension TabContent {
    /// Sets the identifier a tab or section is customised and persisted under; needed by
    /// every tab and section a `TabViewCustomization` customises.
    ///
    /// - Parameter id: The identifier, stable across app versions.
    /// - Returns: The tab content.
    nonisolated public func customizationID(_ id: String) -> Self { self }
}

@available(iOS 18.0, *)
extension TabView {
    /// Creates a tab view of `Tab`s and `TabSection`s whose selected tab is the one whose
    /// value equals the binding's; SwiftUI sets the binding when the user picks another.
    ///
    /// - Parameters:
    ///   - selection: The selected tab's value.
    ///   - content: The tabs.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>,
        @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {}
}

/// How a tab view shows its tabs (SwiftUI: `TabViewStyle`, iOS 14).
public protocol TabViewStyle {}

/// A tab bar that becomes a sidebar where there is room, the user switching between them
/// (SwiftUI: `SidebarAdaptableTabViewStyle`, iOS 18).
@available(iOS 18.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

@available(iOS 18.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that can show as a sidebar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        SidebarAdaptableTabViewStyle()
    }
}

/// The user's customisation of a sidebar-adaptable tab view: hidden tabs and each
/// section's order (SwiftUI: `TabViewCustomization`, iOS 18).
@available(iOS 18.0, *)
public struct TabViewCustomization: Equatable, Codable, Sendable {
    /// Creates a customisation without changes.
    public init() {}

    /// The sidebar visibility of the tab with the customisation ID `id`; `.automatic` when
    /// it is not customised.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { .automatic }
        set {}
    }

    /// The customisation IDs of the tabs of the section `id`, in the order the user gave
    /// them; `nil` when the section is not customised.
    public subscript(sectionID id: String) -> [String]? { nil }
}

extension View {
    /// Sets the style of the tab views in this view (iOS 14).
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }

    /// Lets the user customise the sidebar-adaptable tab view, reading and writing the
    /// customisation through the binding (iOS 18).
    ///
    /// - Parameter customization: The customisation.
    /// - Returns: The view.
    @available(iOS 18.0, *)
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?)
        -> some View
    { self }
}
