import Foundation

/// An app's map from routes to screens, and from deep-link URLs to route states; every
/// route of a target resolves before anything changes.
///
/// ```swift
/// let routes = RouteTable<AppRoute> { route in
///     switch route {
///     case .list: .screen(ListScreen.self, input: ())
///     case .detail(let id): .screen(DetailScreen.self, input: id)
///     case .colorPicker: .screen(ColorPicker.self, input: Color.all)
///     }
/// } deepLinks: { url in
///     guard url.host == "items" else { return nil }  // unknown link
///     guard let id = Int(url.lastPathComponent) else {
///         throw DeepLinkError("item id \(url.lastPathComponent) is not a number")
///     }
///     return RouteState(root: [.list, .detail(id: id)])
/// }
/// ```
@MainActor
public struct RouteTable<Route: NavigationRoute> {
    private let resolve: @MainActor (Route) throws -> Destination<Any>
    private let parse: @MainActor (URL) throws -> RouteState<Route>?

    /// Creates a table: `resolve` returns the screen a route shows, `deepLinks` the
    /// target a URL stands for (`nil` for an unknown URL); each throws to refuse.
    public init(
        resolve: @escaping @MainActor (Route) throws -> Destination<Any>,
        deepLinks: @escaping @MainActor (URL) throws -> RouteState<Route>? = { _ in nil }
    ) {
        self.resolve = resolve
        self.parse = deepLinks
    }

    /// The screen `route` shows, with the route recorded.
    ///
    /// - Throws: ``NavigationError/Reason/routeUnavailable(_:)`` when the table refuses it.
    public func destination(for route: Route) throws(NavigationError) -> Destination<Any> {
        try unresolvedDestination(for: route).resolved(for: .replace)
    }

    /// The destination `resolve` gives a route, with the route recorded, unresolved.
    func unresolvedDestination(for route: Route) throws(NavigationError) -> Destination<Any> {
        do {
            return try resolve(route).route(route)
        } catch {
            throw Self.refusal(error, resolving: route)
        }
    }

    /// The refusal a resolver's `error` for `route` stands for.
    static func refusal(_ error: any Error, resolving route: Route) -> NavigationError {
        error as? NavigationError
            ?? NavigationError(.replace, .routeUnavailable("\(route): \(error)"))
    }

    /// The target state the deep link `url` stands for.
    ///
    /// - Throws: ``NavigationError/Reason/unknownDeepLink`` or
    ///   ``NavigationError/Reason/invalidDeepLink(_:)``.
    public func routeState(for url: URL) throws(NavigationError) -> RouteState<Route> {
        try Self.target(for: url, parsedBy: parse)
    }

    /// The target state `parse` gives a deep link, its failures as navigation errors.
    static func target(
        for url: URL, parsedBy parse: @MainActor (URL) throws -> RouteState<Route>?
    ) throws(NavigationError) -> RouteState<Route> {
        let target: RouteState<Route>?
        do {
            target = try parse(url)
        } catch let error as NavigationError {
            throw error
        } catch {
            throw NavigationError(.deepLink(url), .invalidDeepLink("\(error)"))
        }
        guard let target else { throw NavigationError(.deepLink(url), .unknownDeepLink) }
        return target
    }
}
