// Tab views, split views, modifiers and alerts, as the model draws them.
import Foundation
import UIKit

/// Tabs, one shown at a time (SwiftUI: `TabView`).
///
/// The selected tab is the child whose
/// `tag(_:)` equals the selection's value, and a tap sets the selection (A:
/// swiftui/tabview). Every tab is drawn and its representables kept while another is
/// shown; only the selected one's controllers are in the window (UIKitFacts.md, "Tab
/// contents stay alive", **unverified** for representables).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view.
    ///
    /// - Parameters:
    ///   - selection: The selected tab's tag.
    ///   - content: The tabs.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {
        let tabs = Drawing.Tabs(selection: selection.map { AnySelection($0) })
        drawing.tabViews.append(tabs)
        let outer = drawing.tabsBeingDrawn
        drawing.tabsBeingDrawn = tabs
        drawing.draw(content, at: "tabs")
        drawing.tabsBeingDrawn = outer
    }
}

/// Columns that collapse into one stack in compact width (SwiftUI: `NavigationSplitView`).
///
/// iOS 16. The model draws every column in regular width; it never collapses on its
/// own (the glue shows its own compact stack instead, UIKitFacts.md, "Collapse").
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View,
    PrimitiveView
{
    let columns: [any View]

    /// Creates a three-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: The first column.
    ///   - content: The middle column.
    ///   - detail: The last column.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        columns = [sidebar(), content(), detail()]
    }

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {
        for (index, column) in columns.enumerated() {
            drawing.splitColumns.append([])
            drawing.draw(column, at: "column\(index)")
        }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: The first column.
    ///   - detail: The last column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        columns = [sidebar(), detail()]
    }
}

/// A tab's tag: the tab it starts, in the tab view being drawn.
struct Tagged<Content: View>: View, PrimitiveView {
    let content: Content
    let tag: AnyHashable

    var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {
        let outer = drawing.currentTab
        if let tabs = drawing.tabsBeingDrawn, outer == nil {
            let tab = Drawing.Tab(tag: tag)
            tabs.tabs.append(tab)
            drawing.currentTab = tab
        }
        drawing.draw(content, at: "tag")
        drawing.currentTab = outer
    }
}

/// The safe areas a view can ignore (SwiftUI: `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt

    /// Creates regions from a raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Every region.
    public static let all = SafeAreaRegions(rawValue: 0b11)
}

/// An edge (SwiftUI: `Edge`).
public enum Edge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: Int8

        /// Creates a set from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Every edge.
        public static let all = Set(rawValue: 0b1111)
    }
}

/// Whether something shows (SwiftUI: `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// A bar (SwiftUI: `ToolbarPlacement`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement {
    /// The navigation bar.
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement() }
}

/// The role of a button (SwiftUI: `ButtonRole`).
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// A destructive button.
    public static let destructive = ButtonRole(name: "destructive")
    /// A cancel button.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button (SwiftUI: `Button`).
public struct Button<Label: View>: View, PrimitiveView {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - role: The role.
    ///   - action: What a tap does.
    ///   - label: The label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// Drawn by the model.
    public var body: Never { fatalError("a primitive view has no body") }

    func draw(in drawing: Drawing) {
        let texts = Drawing.contents(of: label).texts
        drawing.buttons.append(Drawing.Button(role: role, label: texts, action: action))
    }
}

extension View {
    /// The item of this tab in a tab view's bar; drawn whenever the tab view is.
    ///
    /// - Parameter label: The item.
    /// - Returns: The view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = label()
        return Modified(self, "tabItem") { drawing in
            drawing.currentTab?.label = Drawing.contents(of: item).texts
        }
    }

    /// The view's tag: a tab's in a tab view.
    ///
    /// - Parameter tag: The tag.
    /// - Returns: The view.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        Tagged(content: self, tag: AnyHashable(tag))
    }

    /// Ignores safe areas; the model lays nothing out.
    ///
    /// - Parameters:
    ///   - regions: The regions.
    ///   - edges: The edges.
    /// - Returns: The view.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> some View
    { Modified(self, "ignoresSafeArea") }

    /// Runs an action when the view appears: after the first drawing that has it.
    ///
    /// - Parameter action: The action.
    /// - Returns: The view.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        Modified(
            self, "onAppear",
            after: { drawing in
                if let action { drawing.appearActions.append((drawing.place, action)) }
            })
    }

    /// Runs an action when a value differs from the last drawing's (iOS 14; not on the
    /// first drawing).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - action: Gets the new value.
    /// - Returns: The view.
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    ) -> some View {
        Modified(
            self, "onChange",
            after: { drawing in
                drawing.changes.append(
                    Drawing.Change(
                        place: drawing.place, value: value, isSame: { ($0 as? V) == value },
                        fire: { action(value) }))
            })
    }

    /// Hides or shows a bar; the model draws no bars.
    ///
    /// - Parameters:
    ///   - visibility: The visibility.
    ///   - bars: The bars.
    /// - Returns: The view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        Modified(self, "toolbar")
    }

    /// Starts an asynchronous action when the view appears, cancelled when it goes.
    ///
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - action: The action.
    /// - Returns: The view.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        Modified(self, "task", after: { drawing in drawing.tasks.append((drawing.place, action)) })
    }

    /// An alert while `isPresented` is true, with buttons made from `data`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is up; SwiftUI sets it to `false` when it goes.
    ///   - data: What the buttons and message show.
    ///   - actions: The buttons.
    ///   - message: The message.
    /// - Returns: The view.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let alert = Drawing.Alert(
            title: title.content, isDialog: false, isPresented: isPresented,
            buttons: data.map { Drawing.contents(of: actions($0)).buttons } ?? [],
            message: data.map { Drawing.contents(of: message($0)).texts } ?? [])
        return Modified(self, "alert", after: { drawing in drawing.alerts.append(alert) })
    }

    /// A confirmation dialog while `isPresented` is true, with buttons made from `data`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is up; SwiftUI sets it to `false` when it goes.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: What the buttons and message show.
    ///   - actions: The buttons.
    ///   - message: The message.
    /// - Returns: The view.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let alert = Drawing.Alert(
            title: title.content, isDialog: true, isPresented: isPresented,
            buttons: data.map { Drawing.contents(of: actions($0)).buttons } ?? [],
            message: data.map { Drawing.contents(of: message($0)).texts } ?? [])
        return Modified(
            self, "confirmationDialog", after: { drawing in drawing.alerts.append(alert) })
    }
}
