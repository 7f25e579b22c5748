/// The dependency of a screen that navigates: its input plus a handle to the navigator
/// that shows it.
///
/// A screen declares `Navigated<Input, Output>` as its ``DependencyInjectable/Dependency``;
/// the ``Navigator`` builds it when it pushes or presents the screen, with a
/// ``NavigationHandle`` bound to the new entry. The router gets the handle through the
/// module's assembly, so it can never be used before it is set and the compiler checks
/// that it is passed. `Output` is the type of the result the screen hands back
/// (`Never` when it hands back none).
///
/// ```swift
/// final class ColorPicker: DependencyInjectable {
///     static func make(withDependency dependency: Navigated<[Color], Color>) -> ColorPicker {
///         ColorPicker(colors: dependency.input, navigation: dependency.navigation)
///     }
///     …
/// }
/// try navigator.present(ColorPicker.self, input: palette) { picked in … }
/// ```
public struct Navigated<Input, Output: Sendable> {
    /// The screen's own input.
    public let input: Input

    /// The screen's way to navigate, bound to its own entry.
    public let navigation: NavigationHandle<Output>

    /// Creates the dependency, as the navigator does, or a test with its own navigator.
    ///
    /// - Parameters:
    ///   - input: The screen's own input.
    ///   - navigation: A handle bound to the screen's entry.
    public init(input: Input, navigation: NavigationHandle<Output>) {
        self.input = input
        self.navigation = navigation
    }
}
