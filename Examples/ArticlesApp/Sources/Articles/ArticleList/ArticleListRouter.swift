import VIPER

/// Moves from the list to an article or the sort picker, through the list's handle.
///
/// It pushes and presents with the ordinary typed calls; the screens are
/// `RestorableScreen`s, so every entry records its route and the stack can be saved.
@MainActor
public final class ArticleListRouter {
    private let navigation: NavigationHandle<Never>
    private let articles: ArticleOpener

    /// Creates the router.
    ///
    /// - Parameters:
    ///   - navigation: The list screen's handle.
    ///   - detailInput: Makes the detail module's input for an article.
    public init(
        navigation: NavigationHandle<Never>,
        detailInput: @escaping @MainActor (_ articleID: String) -> ArticleDetailInput
    ) {
        self.navigation = navigation
        articles = ArticleOpener(navigation: navigation, detailInput: detailInput)
    }

    /// Pushes an article's detail, as the bookmarks do (``ArticleOpener``).
    ///
    /// - Parameter id: The article's identity.
    /// - Throws: `NavigationError` when the list is not the visible screen.
    public func showArticle(id: String) throws(NavigationError) {
        try articles.showArticle(id: id)
    }

    /// Presents the sort picker as a sheet.
    ///
    /// The picked order (or `nil` when the sheet is closed without a pick) goes to the
    /// receiver the list registered for the picker, also when the picker was restored
    /// from a saved session.
    ///
    /// - Parameter current: The order to mark as current.
    /// - Throws: `NavigationError` when the list is not the visible screen.
    public func showSortPicker(current: ArticleSortOrder) throws(NavigationError) {
        // NB: a terminal shows one screen at a time: the picker covers the list, which is
        // told it disappeared and, when the picker goes, that it appeared.
        try navigation.present(
            .screen(SortPickerScreen.self, input: current), style: .fullScreenCover)
    }

    /// Asks whether to load again after a failure: an alert with Retry and Cancel.
    ///
    /// - Parameters:
    ///   - message: Why loading failed.
    ///   - onAnswer: Called once: `true` for Retry, `false` for Cancel or when the alert
    ///     goes away without a choice (the user switched tabs, a deep link).
    /// - Throws: `NavigationError` when the list is not the visible screen.
    public func askToRetry(
        message: String, onAnswer: @escaping @MainActor (_ retry: Bool) -> Void
    ) throws(NavigationError) {
        let alert = NavigationAlert(
            title: "Could not load the articles", message: message,
            buttons: [
                AlertButton("Retry", action: true),
                AlertButton("Cancel", role: .cancel, action: false),
            ])
        try navigation.showAlert(alert) { retry in onAnswer(retry ?? false) }
    }
}
