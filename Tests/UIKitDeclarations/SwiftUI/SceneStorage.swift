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
