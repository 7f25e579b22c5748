// Declarations of the SwiftUI symbols of alerts and confirmation dialogs that the
// VIPERUIKit glue uses, with the signatures and isolation of the iOS 15 SDK; never
// linked, never run.

/// A way to read and write a value that something else owns (SwiftUI: `Binding`).
@propertyWrapper
public struct Binding<Value> {
    /// Creates a binding from a getter and a setter; as the current SDK declares it
    /// (iOS 13; Xcode 16 made both closures `@Sendable` and `@isolated(any)`), so the glue
    /// compiles with both that and the iOS 15 SDK's plain closures.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes the value.
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        fatalError("declaration only")
    }

    /// The value.
    public var wrappedValue: Value {
        get { fatalError("declaration only") }
        nonmutating set {}
    }
}

/// What a button means, which decides how it is drawn (SwiftUI: `ButtonRole`, iOS 15).
public struct ButtonRole: Equatable, Sendable {
    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole()
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole()
}

/// A control that runs an action when tapped (SwiftUI: `Button`).
public struct Button<Label: View>: View {
    /// Creates a button with a role and a label (iOS 15).
    ///
    /// - Parameters:
    ///   - role: What the button means, if anything special.
    ///   - action: Runs when the user taps the button.
    ///   - label: The button's label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}

    /// A button is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// Whether a part of a view is shown (SwiftUI: `Visibility`, iOS 15).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the platform decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// Views, or tabs, made from the elements of a collection (SwiftUI: `ForEach`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    /// Creates views from a collection, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - content: Makes the view of an element.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {}

    /// A collection of views is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Optional: View where Wrapped: View {
    /// An optional view is a primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension ViewBuilder {
    /// Passes a view that an `if` without `else` may leave out.
    ///
    /// - Parameter content: The view, or `nil`.
    /// - Returns: The same optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

extension View {
    /// Shows an alert with actions and a message made from data while `isPresented` is
    /// true (iOS 15).
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether the alert is up; SwiftUI sets it to false when it goes.
    ///   - data: The data the actions and the message are made from.
    ///   - actions: Makes the buttons.
    ///   - message: Makes the text under the title.
    /// - Returns: The view with the alert.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { self }

    /// Shows a confirmation dialog with actions and a message made from data while
    /// `isPresented` is true (iOS 15).
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether the dialog is up; SwiftUI sets it to false when it goes.
    ///   - titleVisibility: Whether the title is shown.
    ///   - data: The data the actions and the message are made from.
    ///   - actions: Makes the buttons.
    ///   - message: Makes the text under the title.
    /// - Returns: The view with the dialog.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { self }

    /// Runs an asynchronous action when the view appears, cancelled when it goes
    /// (iOS 15).
    ///
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - action: The work.
    /// - Returns: The view with the task.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
}
