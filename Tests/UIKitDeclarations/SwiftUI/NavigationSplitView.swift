// Declarations of the SwiftUI symbols of split views and size classes that the
// VIPERUIKit glue and its examples use, with the signatures and isolation of the iOS 16
// SDK (NavigationSplitView, toolbar(_:for:)) and iOS 13 and 14 (the rest); never linked,
// never run.

/// A view of two or three columns that collapses into one stack in compact width
/// (SwiftUI: `NavigationSplitView`, iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// Creates a three-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: The leading column.
    ///   - content: The middle column.
    ///   - detail: The detail column.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {}

    /// A split view is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: The leading column.
    ///   - detail: The detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
}

/// The width or height class of the interface (SwiftUI: `UserInterfaceSizeClass`,
/// iOS 13).
public enum UserInterfaceSizeClass: Sendable {
    /// A compact size: an iPhone's width in portrait, an iPad app in Slide Over.
    case compact
    /// A regular size.
    case regular
}

/// The environment a view reads (SwiftUI: `EnvironmentValues`, iOS 13).
public struct EnvironmentValues {
    /// The horizontal size class, `nil` where the platform has none (iOS 13).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError("declaration only") }
        set {}
    }
}

/// A property wrapper that reads a value of the view's environment (SwiftUI:
/// `Environment`, iOS 13).
@propertyWrapper
public struct Environment<Value> {
    /// Creates a reader of an environment value.
    ///
    /// - Parameter keyPath: The value's key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// The value.
    public var wrappedValue: Value { fatalError("declaration only") }
}

/// A place of a toolbar (SwiftUI: `ToolbarPlacement`, iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement {
    /// The navigation bar (iOS 16).
    public static var navigationBar: ToolbarPlacement { fatalError("declaration only") }
}

/// Views that are one view to their container (SwiftUI: `Group`, iOS 13).
public struct Group<Content> {}

extension Group: View where Content: View {
    /// Creates a group.
    ///
    /// - Parameter content: The views.
    public init(@ViewBuilder content: () -> Content) {}

    /// A group is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// One of two views, as an `if`/`else` in a view builder makes it (SwiftUI:
/// `_ConditionalContent`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// A conditional view is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension ViewBuilder {
    /// Passes the view of an `if` branch.
    ///
    /// - Parameter first: The view.
    /// - Returns: The conditional view.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError("declaration only") }

    /// Passes the view of an `else` branch.
    ///
    /// - Parameter second: The view.
    /// - Returns: The conditional view.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError("declaration only") }
}

extension View {
    /// Runs an action when a value changes, with the new value (iOS 14).
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - action: Gets the new value.
    /// - Returns: The view.
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    ) -> some View { self }

    /// Shows or hides bars, such as a split view column's navigation bar (iOS 16).
    ///
    /// - Parameters:
    ///   - visibility: Shown, hidden or automatic.
    ///   - bars: The bars.
    /// - Returns: The view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }
}
