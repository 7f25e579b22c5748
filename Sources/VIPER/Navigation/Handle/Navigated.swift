/// The dependency of a screen that navigates: its input plus a handle to the navigator
/// that shows it.
///
/// A screen declares `Navigated<Input, Output>` as its ``DependencyInjectable/Dependency``;
/// the ``Navigator`` builds it with a ``NavigationHandle`` bound to the new entry, so the
/// router gets the handle through the module's assembly and never before it is set.
/// `Output` is the type of the result the screen hands back (`Never` when none).
public struct Navigated<Input, Output: Sendable> {
    /// The screen's own input.
    public let input: Input

    /// The screen's way to navigate, bound to its own entry.
    public let navigation: NavigationHandle<Output>

    /// Creates the dependency of `input` and `navigation`, as the navigator does, or a
    /// test with its own navigator.
    public init(input: Input, navigation: NavigationHandle<Output>) {
        self.input = input
        self.navigation = navigation
    }
}
