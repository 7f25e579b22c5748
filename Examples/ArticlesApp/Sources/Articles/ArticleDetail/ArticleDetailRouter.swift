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

    /// Asks before taking an article out of the bookmarks: an alert with Remove and Keep.
    ///
    /// - Parameters:
    ///   - title: The article's title, for the alert's message.
    ///   - onAnswer: Called once: `true` for Remove, `false` for Keep or when the alert
    ///     goes away without a choice.
    /// - Throws: `NavigationError` when the detail is not the visible screen.
    public func confirmRemoval(
        of title: String, onAnswer: @escaping @MainActor (_ remove: Bool) -> Void
    ) throws(NavigationError) {
        let alert = NavigationAlert(
            title: "Remove this bookmark?", message: title,
            buttons: [
                AlertButton("Remove", role: .destructive, action: true),
                AlertButton("Keep", role: .cancel, action: false),
            ])
        try navigation.showAlert(alert) { remove in onAnswer(remove ?? false) }
    }
}
