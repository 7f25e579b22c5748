import Foundation
import VIPER

/// The app's route table: which module each route builds, and which routes a deep link
/// stands for.
///
/// Every screen the app reaches by route is built here, so every such stack can be
/// saved with `Navigator.restorationData(_:)` and rebuilt with `Navigator.restore(from:using:)`.
///
/// Deep links:
/// - `articles://list` — the list;
/// - `articles://articles/<id>` — the list with that article's detail on top;
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

    /// The table; it holds this object weakly, so keep the object while screens live.
    public var table: RouteTable<AppRoute> {
        RouteTable { [weak self] route in
            guard let self else { throw RoutesReleased() }
            return self.destination(for: route)
        } deepLinks: { url in
            try AppRoutes.routeState(for: url)
        }
    }

    private func destination(for route: AppRoute) -> Destination {
        let table = self.table
        switch route {
        case .articles:
            return .screen(
                ArticleListScreen.self,
                input: ArticleListInput(
                    fetchArticles: environment.fetchArticles(),
                    sortPreference: environment.sortPreference,
                    display: environment.display,
                    routes: table))
        case .article(let id):
            return .screen(
                ArticleDetailScreen.self,
                input: ArticleDetailInput(
                    articleID: id, fetchArticle: environment.fetchArticle(),
                    display: environment.display, routes: table))
        }
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
            return RouteState(root: [.articles])
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
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw DeepLinkError("\"\(id)\" is not an article id (letters and digits)")
        }
        return RouteState(root: [.articles, .article(id: id)])
    }
}

/// The route table outlived the ``AppRoutes`` that built it.
struct RoutesReleased: Error, CustomStringConvertible {
    var description: String { "the app's routes were released" }
}
