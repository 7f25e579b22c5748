/// A type built only by ``make(withDependency:)``, which receives everything it needs as
/// one `Dependency` (a value, or a struct of several): forgetting one is a compile error.
///
/// ```swift
/// final class WebScreen: DependencyInjectable {
///     private let url: URL
///     private init(url: URL) { self.url = url }
///
///     static func make(withDependency url: URL) -> WebScreen { WebScreen(url: url) }
/// }
///
/// let screen = WebScreen.make(withDependency: url)
/// ```
///
/// A `@MainActor` screen conforms with `extension MyScreen: @MainActor DependencyInjectable`.
public protocol DependencyInjectable {
    /// What the type needs to be built: `Void` when it needs nothing.
    associatedtype Dependency

    /// Creates a configured instance from `dependency`, the values and services it needs.
    static func make(withDependency dependency: Dependency) -> Self
}

extension DependencyInjectable where Dependency == Void {
    /// Creates an instance of a type that needs no dependency.
    public static func make() -> Self {
        make(withDependency: ())
    }
}
