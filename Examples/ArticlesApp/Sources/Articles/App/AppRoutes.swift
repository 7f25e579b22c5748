import Foundation
import VIPER

extension NavigationTabTag {
    /// The articles tab: the list, and the articles opened from it.
    public static let articles: Self = "articles"
    /// The bookmarks tab: the kept articles.
    public static let bookmarks: Self = "bookmarks"
    /// The settings tab.
    public static let settings: Self = "settings"
}

/// The app's route table: which module each route builds, and which routes a deep link
/// stands for.
///
/// Restoration (`Navigator.restore(from:using:)`) and deep links build their screens here.
/// The routers push with the ordinary typed calls; the screens are `RestorableScreen`s, so
/// each entry records the route its `route(for:)` names and any stack can be saved with
/// `Navigator.restorationData(_:)`. `AppRoutesTests` checks that the two agree.
///
/// The app is a tab bar: Articles, Bookmarks, Settings, each tab a stack. Deep links
/// build the whole tree:
/// - `articles://list` — the articles tab, on the list;
/// - `articles://articles/<id>` — the articles tab, the list with that article on top;
/// - `articles://bookmarks` — the bookmarks tab;
/// - `articles://bookmarks/<id>` — the bookmarks tab, with that article on top;
/// - `articles://settings` — the settings tab;
/// - `https://qiita.com/<user>/items/<id>` — the same, from an article's web address.
@MainActor
public final class AppRoutes {
    /// What the modules are built from.
    public let environment: ArticlesEnvironment

    /// Creates the routes over an environment.
    ///
    /// - Parameter environment: What the modules are built from.
    public init(environment: ArticlesEnvironment) {
        self.environment = environment
    }

    /// The table.
    public var table: RouteTable<AppRoute> {
        RouteTable { route in
            self.destination(for: route)
        } deepLinks: { url in
            try AppRoutes.routeState(for: url)
        }
    }

    /// The list module's input.
    public var listInput: ArticleListInput {
        let environment = environment
        return ArticleListInput(
            fetchArticles: environment.fetchArticles(),
            sortPreference: environment.sortPreference,
            display: environment.display,
            detailInput: { id in AppRoutes.detailInput(id: id, environment: environment) })
    }

    /// The bookmarks module's input.
    public var bookmarksInput: BookmarkListInput {
        let environment = environment
        return BookmarkListInput(
            store: environment.bookmarks,
            detailInput: { id in AppRoutes.detailInput(id: id, environment: environment) })
    }

    /// The detail module's input for one article.
    ///
    /// - Parameters:
    ///   - id: The article's identity.
    ///   - environment: What the module is built from.
    /// - Returns: The input.
    public static func detailInput(
        id: String, environment: ArticlesEnvironment
    ) -> ArticleDetailInput {
        ArticleDetailInput(
            articleID: id, fetchArticle: environment.fetchArticle(),
            display: environment.display, bookmarks: environment.bookmarks)
    }

    private func destination(for route: AppRoute) -> Destination<Any> {
        switch route {
        case .articles:
            return .screen(ArticleListScreen.self, input: listInput)
        case .article(let id):
            return .screen(
                ArticleDetailScreen.self,
                input: AppRoutes.detailInput(id: id, environment: environment))
        case .sortPicker(let current):
            return .screen(SortPickerScreen.self, input: current)
        case .bookmarks:
            return .screen(BookmarkListScreen.self, input: bookmarksInput)
        case .settings:
            return .screen(
                SettingsScreen.self,
                input: SettingsInput(
                    sortPreference: environment.sortPreference,
                    bookmarks: environment.bookmarks))
        }
    }

    /// The tab bar with each tab's first screen, the articles tab showing `articles` (the
    /// list first) and selected.
    ///
    /// - Parameters:
    ///   - articles: The articles tab's stack; empty for the list alone.
    ///   - selected: The selected tab.
    ///   - bookmarks: The bookmarks tab's stack above its first screen.
    /// - Returns: The route state.
    public static func tabs(
        articles: [AppRoute] = [], selected: NavigationTabTag = .articles,
        bookmarks: [AppRoute] = []
    ) -> RouteState<AppRoute> {
        RouteState(
            rootContent: .tabs(
                [
                    .init(.articles, routes: articles.isEmpty ? [.articles] : articles),
                    .init(.bookmarks, routes: [.bookmarks] + bookmarks),
                    .init(.settings, routes: [.settings]),
                ], selected: selected))
    }

    /// The target a deep link stands for.
    ///
    /// - Parameter url: The link.
    /// - Returns: The routes to show, or `nil` for a link the app does not know.
    /// - Throws: `DeepLinkError` when a known link lacks a valid article identity.
    public static func routeState(for url: URL) throws -> RouteState<AppRoute>? {
        let path = url.path.split(separator: "/").map(String.init)
        switch (url.scheme?.lowercased(), url.host?.lowercased()) {
        case ("articles", "list") where path.isEmpty:
            return tabs()
        case ("articles", "bookmarks") where path.isEmpty:
            return tabs(selected: .bookmarks)
        case ("articles", "bookmarks"):
            guard path.count == 1 else {
                throw DeepLinkError("expected articles://bookmarks/<id>, got \(url.absoluteString)")
            }
            try validate(path[0])
            return tabs(selected: .bookmarks, bookmarks: [.article(id: path[0])])
        case ("articles", "settings") where path.isEmpty:
            return tabs(selected: .settings)
        case ("articles", "articles"):
            guard path.count == 1 else {
                throw DeepLinkError("expected articles://articles/<id>, got \(url.absoluteString)")
            }
            return try detail(path[0])
        case ("https", "qiita.com"), ("http", "qiita.com"):
            guard path.count == 3, path[1] == "items" else { return nil }
            return try detail(path[2])
        default:
            return nil
        }
    }

    private static func detail(_ id: String) throws -> RouteState<AppRoute> {
        try validate(id)
        return tabs(articles: [.articles, .article(id: id)])
    }

    private static func validate(_ id: String) throws {
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw DeepLinkError("\"\(id)\" is not an article id (letters and digits)")
        }
    }
}
