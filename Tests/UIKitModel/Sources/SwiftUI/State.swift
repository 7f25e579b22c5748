// Bindings, state and the environment (SwiftUI: `Binding`, `State`, `Environment`).
import UIKit

// NB: SwiftUI's current SDK declares the closures `@isolated(any) @Sendable`, which only an
// `await` can call; SwiftUI itself calls them on the main thread, so the model takes plain
// `@Sendable` closures, which every closure the glue passes also is, and calls them at
// once. .ci/typecheck-uikit checks the glue against the SDK's spelling.
/// A reference to a value someone else owns (SwiftUI: `Binding`).
@propertyWrapper
public struct Binding<Value> {
    let get: @Sendable () -> Value
    let set: @Sendable (Value) -> Void

    /// Creates a binding from a getter and a setter.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes the value.
    @preconcurrency
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// The value.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}

/// A binding of a selection, its type erased: what a tab view keeps.
struct AnySelection {
    let get: () -> AnyHashable
    let set: (AnyHashable) -> Void

    init<Value: Hashable>(_ binding: Binding<Value>) {
        get = { AnyHashable(binding.get()) }
        set = { value in
            if let value = value.base as? Value { binding.set(value) }
        }
    }
}

/// A value a view owns; writing it draws the views again on a later turn (SwiftUI: `State`).
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value

        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// Creates the state with its first value.
    ///
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The value.
    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set {
            box.value = newValue
            ViewGraph.invalidate()
        }
    }
}

/// The width class of the screen (SwiftUI: `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Sendable {
    /// Compact: an iPhone in portrait, a narrow iPad window.
    case compact
    /// Regular.
    case regular
}

/// The environment views read (SwiftUI: `EnvironmentValues`).
public struct EnvironmentValues {
    /// The horizontal size class: the window's.
    public var horizontalSizeClass: UserInterfaceSizeClass?

    /// The environment of the view being drawn.
    @MainActor static var current = EnvironmentValues()
}

/// Reads a value of the environment (SwiftUI: `Environment`).
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at a key path.
    ///
    /// - Parameter keyPath: The key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value, as the view being drawn sees it.
    @MainActor public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// The hosting controllers alive, drawn again when a state changes.
@MainActor
enum ViewGraph {
    private struct Entry {
        weak var controller: UIViewController?
        let redraw: @MainActor () -> Void
    }

    private static var entries: [Entry] = []
    private static var isScheduled = false

    static func register(_ controller: UIViewController, redraw: @escaping @MainActor () -> Void) {
        entries.removeAll { $0.controller == nil }
        entries.append(Entry(controller: controller, redraw: redraw))
    }

    /// A state changed: every hosting controller draws again on a later turn, once.
    static func invalidate() {
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor in
            isScheduled = false
            for entry in entries where entry.controller != nil { entry.redraw() }
        }
    }
}
