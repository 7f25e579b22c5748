import VIPER

/// Hands the picked order back to whoever presented the picker, or closes it with none.
@MainActor
public final class SortPickerRouter {
    private let navigation: NavigationHandle<ArticleSortOrder>

    /// Creates the router.
    ///
    /// - Parameter navigation: The picker's handle; its output is the picked order.
    public init(navigation: NavigationHandle<ArticleSortOrder>) {
        self.navigation = navigation
    }

    /// Closes the picker, delivering `order` to its presenter.
    ///
    /// - Parameter order: The picked order.
    /// - Throws: `NavigationError` when the picker is no longer shown.
    public func finish(with order: ArticleSortOrder) throws(NavigationError) {
        try navigation.finish(with: order)
    }

    /// Closes the picker without a result: its presenter receives `nil`.
    ///
    /// - Throws: `NavigationError` when the picker is no longer shown.
    public func cancel() throws(NavigationError) {
        try navigation.close()
    }
}
