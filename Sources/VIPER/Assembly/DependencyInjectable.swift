/// A type that is built only through a factory that receives everything it needs.
///
/// Conforming screens, interactors and routers declare one `Dependency` (a single value,
/// or a struct of several) and are created only by ``make(withDependency:)``. The
/// dependency can stay `private` in the conforming type, and a screen cannot be built
/// without what it needs: forgetting it is a compile error, not a crash at run time.
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
/// A `@MainActor` screen conforms with an isolated conformance,
/// `extension MyScreen: @MainActor DependencyInjectable`, and is then made on the main
/// actor, which is where a ``Navigator`` makes it.
public protocol DependencyInjectable {
    /// What the type needs to be built: `Void` when it needs nothing.
    associatedtype Dependency

    /// Creates an instance from everything it depends on.
    ///
    /// - Parameter dependency: The values and services the new instance needs.
    /// - Returns: A fully configured instance.
    static func make(withDependency dependency: Dependency) -> Self
}

extension DependencyInjectable where Dependency == Void {
    /// Creates an instance of a type that needs no dependency.
    ///
    /// - Returns: A fully configured instance.
    @inlinable
    public static func make() -> Self {
        make(withDependency: ())
    }
}
