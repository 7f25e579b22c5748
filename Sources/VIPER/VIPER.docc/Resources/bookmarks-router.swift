import VIPER

/// Moves from the list to a bookmark, through the list's own navigation handle.
@MainActor
final class BookmarkListRouter {
    private let navigation: NavigationHandle<Never>

    init(navigation: NavigationHandle<Never>) {
        self.navigation = navigation
    }

    func showBookmark(_ bookmark: Bookmark) throws(NavigationError) {
        try navigation.push(.screen(BookmarkDetailScreen.self, input: bookmark))
    }
}

/// The screen the router pushes; too small to need a module of its own.
@MainActor
final class BookmarkDetailScreen: @MainActor DependencyInjectable {
    let bookmark: Bookmark

    init(bookmark: Bookmark) {
        self.bookmark = bookmark
    }

    static func make(withDependency dependency: Navigated<Bookmark, Never>) -> BookmarkDetailScreen
    {
        BookmarkDetailScreen(bookmark: dependency.input)
    }
}
