// Declarations of the SwiftUI scene-restoration and URL API the Navigation article uses,
// with the iOS 15 SDK's signatures; never linked, never run.
import Foundation

/// A value saved and restored per scene (SwiftUI: `SceneStorage`, iOS 14).
@propertyWrapper
public struct SceneStorage<Value> {
    /// Creates storage for data under a key, with its value when none was saved.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when nothing was saved.
    ///   - key: The key in the scene's storage.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        fatalError("declaration only")
    }

    /// The stored value.
    public var wrappedValue: Value {
        get { fatalError("declaration only") }
        nonmutating set {}
    }
}

extension View {
    /// Runs an action when the view appears (iOS 13).
    ///
    /// - Parameter action: The action.
    /// - Returns: The view.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Handles URLs the scene receives (iOS 14).
    ///
    /// - Parameter action: Receives each URL.
    /// - Returns: The view.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

/// A value a view owns for as long as SwiftUI keeps it (SwiftUI: `State`, iOS 13).
@propertyWrapper
public struct State<Value> {
    /// Creates state with its first value.
    ///
    /// - Parameter wrappedValue: The first value; SwiftUI keeps the first one it made.
    public init(wrappedValue: Value) {
        fatalError("declaration only")
    }

    /// The value.
    public var wrappedValue: Value {
        get { fatalError("declaration only") }
        nonmutating set {}
    }
}

/// The structure and behaviour of an app (SwiftUI: `App`, iOS 14).
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder var body: Self.Body { get }

    /// Creates the app.
    init()
}

extension App {
    /// Runs the app.
    public static func main() {}
}

/// A part of an app's interface the system manages (SwiftUI: `Scene`, iOS 14).
@MainActor @preconcurrency
public protocol Scene {}

/// Builds scenes from closures (SwiftUI: `SceneBuilder`); single scenes only here.
@resultBuilder
public enum SceneBuilder {
    /// Passes a single scene through.
    ///
    /// - Parameter content: The scene.
    /// - Returns: The same scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that shows a group of identically structured windows, one view each (SwiftUI:
/// `WindowGroup`, iOS 14).
public struct WindowGroup<Content: View>: Scene {
    /// Creates a window group.
    ///
    /// - Parameter content: Makes the view of each window.
    public init(@ViewBuilder content: () -> Content) {}
}
