import VIPER

/// Leaves the detail, through its own handle.
@MainActor
public final class ArticleDetailRouter {
    private let navigation: NavigationHandle<Never>

    /// Creates the router.
    ///
    /// - Parameter navigation: The detail screen's handle.
    public init(navigation: NavigationHandle<Never>) {
        self.navigation = navigation
    }

    /// Goes back to the screen below.
    ///
    /// - Throws: `NavigationError` when the detail is no longer shown, or is the first
    ///   screen (a deep link can make it so only if the table allows it; this app's
    ///   does not).
    public func close() throws(NavigationError) {
        try navigation.close()
    }
}
