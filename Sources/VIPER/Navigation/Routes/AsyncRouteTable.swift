import Foundation

/// A route table whose routes may need data before their screens can be built: the
/// async deep links, replacements and restorations of ``Navigator`` resolve through it.
///
/// ```swift
/// let routes = AsyncRouteTable<AppRoute> { route in
///     switch route {
///     case .list: .screen(ArticleListScreen.self, input: ())
///     case .article(let id): .screen(ArticleScreen.self, input: try await store.article(id))
///     }
/// } deepLinks: { url in
///     guard url.host == "articles", let id = Int(url.lastPathComponent) else { return nil }
///     return RouteState(root: [.list, .article(id: id)])
/// }
///
/// try await navigator.open(URL(string: "myapp://articles/7")!, using: routes)
/// ```
///
/// It is a type of its own so that the synchronous calls cannot be handed an async
/// resolver: that is a compile error, not a run-time one. ``init(_:)`` lets the async
/// calls use a synchronous ``RouteTable``.
@MainActor
public struct AsyncRouteTable<Route: NavigationRoute> {
    private let resolve: @MainActor (Route) async throws -> Destination
    private let parse: @MainActor (URL) throws -> RouteState<Route>?

    /// Creates a table whose resolver may suspend.
    ///
    /// - Parameters:
    ///   - resolve: Returns the screen a route shows, after loading what it needs. Throw
    ///     to refuse a route; the navigation is then refused whole. It runs before the
    ///     navigator changes anything, and only for the routes whose screens are built.
    ///   - deepLinks: Returns the whole target state a URL stands for, `nil` for a URL it
    ///     does not know, or throws when the URL's parameters do not parse.
    public init(
        resolve: @escaping @MainActor (Route) async throws -> Destination,
        deepLinks: @escaping @MainActor (URL) throws -> RouteState<Route>? = { _ in nil }
    ) {
        self.resolve = resolve
        self.parse = deepLinks
    }

    /// A table that resolves through a synchronous one.
    ///
    /// - Parameter table: The synchronous table.
    public init(_ table: RouteTable<Route>) {
        self.resolve = { route in try table.destination(for: route) }
        self.parse = { url in try table.routeState(for: url) }
    }

    /// The screen a route shows, with the route recorded.
    ///
    /// - Parameter route: The route.
    /// - Returns: The destination.
    /// - Throws: ``NavigationError/Reason/routeUnavailable(_:)`` when the resolver
    ///   refuses it, ``NavigationError/Reason/cancelled`` when it throws
    ///   `CancellationError`.
    public func destination(for route: Route) async throws(NavigationError) -> Destination {
        do {
            return try await resolve(route).route(route)
        } catch let error as NavigationError {
            throw error
        } catch is CancellationError {
            throw NavigationError(.replace, .cancelled)
        } catch {
            throw NavigationError(.replace, .routeUnavailable("\(route): \(error)"))
        }
    }

    /// The target state a deep link stands for.
    ///
    /// - Parameter url: The link.
    /// - Returns: The target state.
    /// - Throws: ``NavigationError/Reason/unknownDeepLink`` or
    ///   ``NavigationError/Reason/invalidDeepLink(_:)``.
    public func routeState(for url: URL) throws(NavigationError) -> RouteState<Route> {
        try RouteTable.target(for: url, parsedBy: parse)
    }
}
