import Foundation

/// A ``RouteTable`` whose resolver may suspend to load what a screen needs, for the async
/// deep links, replacements and restorations of ``Navigator``.
///
/// A type of its own, so that handing an async resolver to a synchronous call does not
/// compile; ``init(_:)`` wraps a synchronous table.
///
/// ```swift
/// let routes = AsyncRouteTable<AppRoute> { route in
///     switch route {
///     case .list: .screen(ArticleListScreen.self, input: ())
///     case .article(let id): .screen(ArticleScreen.self, input: try await store.article(id))
///     }
/// }
/// ```
@MainActor
public struct AsyncRouteTable<Route: NavigationRoute> {
    private let resolve: @MainActor (Route) async throws -> Destination<Any>
    private let parse: @MainActor (URL) throws -> RouteState<Route>?

    /// Creates a table whose `resolve` may suspend; `resolve` and `deepLinks` work as
    /// ``RouteTable/init(resolve:deepLinks:)``'s do.
    public init(
        resolve: @escaping @MainActor (Route) async throws -> Destination<Any>,
        deepLinks: @escaping @MainActor (URL) throws -> RouteState<Route>? = { _ in nil }
    ) {
        self.resolve = resolve
        self.parse = deepLinks
    }

    /// A table that resolves through the synchronous `table`.
    public init(_ table: RouteTable<Route>) {
        self.resolve = { route in try table.destination(for: route) }
        self.parse = { url in try table.routeState(for: url) }
    }

    /// The screen `route` shows, with the route recorded.
    ///
    /// - Throws: ``NavigationError/Reason/routeUnavailable(_:)`` when the resolver
    ///   refuses it, ``NavigationError/Reason/cancelled`` when it throws
    ///   `CancellationError`.
    public func destination(for route: Route) async throws(NavigationError) -> Destination<Any> {
        do {
            return try await resolve(route).resolved(for: .replace).route(route)
        } catch is CancellationError {
            throw NavigationError(.replace, .cancelled)
        } catch {
            throw RouteTable.refusal(error, resolving: route)
        }
    }

    /// The target state the deep link `url` stands for.
    ///
    /// - Throws: As ``RouteTable/routeState(for:)``.
    public func routeState(for url: URL) throws(NavigationError) -> RouteState<Route> {
        try RouteTable.target(for: url, parsedBy: parse)
    }
}
