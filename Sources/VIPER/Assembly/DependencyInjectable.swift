/// A type that is built only through a factory that receives everything it needs.
///
/// A conforming type declares one `Dependency` (a value, or a struct of several) and is
/// created only by ``make(withDependency:)``: forgetting a dependency is a compile error.
///
/// ```swift
/// final class WebScreen: DependencyInjectable {
///     struct Dependency {
///         let url: URL
///         let customUserAgent: String?
///     }
///
///     private let dependency: Dependency
///     private init(dependency: Dependency) { self.dependency = dependency }
///
///     static func make(withDependency dependency: Dependency) -> WebScreen {
///         WebScreen(dependency: dependency)
///     }
/// }
///
/// let screen = WebScreen.make(withDependency: .init(url: url, customUserAgent: nil))
/// ```
///
/// A `@MainActor` screen conforms with `extension MyScreen: @MainActor DependencyInjectable`.
public protocol DependencyInjectable {
    /// What the type needs to be built: `Void` when it needs nothing.
    associatedtype Dependency

    /// Creates a fully configured instance from `dependency`, the values and services it
    /// needs.
    static func make(withDependency dependency: Dependency) -> Self
}

extension DependencyInjectable where Dependency == Void {
    /// Creates an instance of a type that needs no dependency: see
    /// ``make(withDependency:)``.
    public static func make() -> Self {
        make(withDependency: ())
    }
}
