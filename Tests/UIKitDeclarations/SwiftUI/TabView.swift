// Declarations of the SwiftUI symbols of tab views that the VIPERUIKit glue and its
// examples use, with the signatures and isolation of the iOS 15 SDK; never linked, never
// run.

/// A view that switches between child views with a tab bar (SwiftUI: `TabView`, iOS 13).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Creates a tab view whose selected tab is the child whose `tag(_:)` equals the
    /// binding's value; SwiftUI sets the binding when the user taps another tab (iOS 13).
    ///
    /// - Parameters:
    ///   - selection: The selected tab's tag, or `nil` for a tab view that keeps its own.
    ///   - content: The tabs.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}

    /// A tab view is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A type-erased view (SwiftUI: `AnyView`, iOS 13).
public struct AnyView: View {
    /// Erases a view's type.
    ///
    /// - Parameter view: The view.
    public init<V: View>(_ view: V) {}

    /// A type-erased view is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view that shows nothing (SwiftUI: `EmptyView`, iOS 13).
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// An empty view is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view that shows an image (SwiftUI: `Image`, iOS 13).
public struct Image: View {
    /// Creates an image of a system symbol (iOS 13).
    ///
    /// - Parameter systemName: The SF Symbol's name.
    public init(systemName: String) {}

    /// An image is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A title with an icon, the usual tab item (SwiftUI: `Label`, iOS 14).
public struct Label<Title: View, Icon: View>: View {
    /// A label is a primitive view here.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a title and a system symbol (iOS 14).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - name: The SF Symbol's name.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

extension View {
    /// Sets the tab bar item of the view when it is a tab of a `TabView` (iOS 13).
    ///
    /// - Parameter label: The item: a `Label`, or a `Text` and an `Image`.
    /// - Returns: The view with its tab item.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

    /// Sets the value a `TabView`'s selection has while this view is its selected tab
    /// (iOS 13).
    ///
    /// - Parameter tag: The value.
    /// - Returns: The tagged view.
    public func tag<V: Hashable>(_ tag: V) -> some View { self }

    /// Extends the view out of the safe area, under the bars (iOS 14).
    ///
    /// - Parameters:
    ///   - regions: Which safe areas to ignore.
    ///   - edges: Which edges.
    /// - Returns: The view.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> some View
    { self }
}

/// Kinds of safe area (SwiftUI: `SafeAreaRegions`, iOS 14).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates regions from their raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Every region.
    public static let all = SafeAreaRegions(rawValue: 0b11)
}

/// An edge of a rectangle (SwiftUI: `Edge`, iOS 13).
public enum Edge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges (SwiftUI: `Edge.Set`).
    public struct Set: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Every edge.
        public static let all = Set(rawValue: 0b1111)
    }
}
