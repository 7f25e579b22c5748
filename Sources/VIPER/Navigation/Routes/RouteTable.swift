import Foundation

/// An app's map from routes to screens, and from deep-link URLs to route states.
///
/// The navigator asks the table to resolve every route of a target before it changes
/// anything, so a deep link or restoration either applies whole or not at all.
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
    private let resolve: @MainActor (Route) throws -> Destination
    private let parse: @MainActor (URL) throws -> RouteState<Route>?

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - resolve: Returns the screen a route shows. Throw to refuse a route (a deleted
    ///     item, a screen this build lacks); the navigation is then refused whole.
    ///   - deepLinks: Returns the whole target state a URL stands for, `nil` for a URL it
    ///     does not know, or throws when the URL's parameters do not parse.
    public init(
        resolve: @escaping @MainActor (Route) throws -> Destination,
        deepLinks: @escaping @MainActor (URL) throws -> RouteState<Route>? = { _ in nil }
    ) {
        self.resolve = resolve
        self.parse = deepLinks
    }

    /// The screen a route shows, with the route recorded.
    ///
    /// - Parameter route: The route.
    /// - Returns: The destination.
    /// - Throws: ``NavigationError/Reason/routeUnavailable(_:)`` when the table refuses it.
    public func destination(for route: Route) throws(NavigationError) -> Destination {
        try unresolvedDestination(for: route).resolved(for: .replace)
    }

    /// The destination `resolve` gives a route, with the route recorded; it may itself be
    /// a route of another table, which ``Destination`` resolves in turn.
    func unresolvedDestination(for route: Route) throws(NavigationError) -> Destination {
        let destination: Destination
        do {
            destination = try resolve(route)
        } catch let error as NavigationError {
            throw error
        } catch {
            throw NavigationError(.replace, .routeUnavailable("\(route): \(error)"))
        }
        // The recorded route stands in for the screen's own, which is then never
        // computed: the navigator asks for it only when no route was recorded.
        return destination.route(route)
    }

    /// The target state a deep link stands for.
    ///
    /// - Parameter url: The link.
    /// - Returns: The target state.
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
