import Foundation

/// A migration step with its types: it decodes archives of its source type and maps
/// routes to its target type.
protocol RouteMigrationStep: Sendable {
    /// The step's source route type.
    var source: ObjectIdentifier { get }
    /// The step's target route type.
    var target: ObjectIdentifier { get }

    /// Maps one route of the source type.
    func migrate(_ route: any NavigationRoute) throws -> any NavigationRoute

    /// Decodes an archive written with the source type, mapping each route through
    /// `rest` (this step, then the later ones).
    func decode<Route: NavigationRoute>(
        _ data: Data, mapping rest: (any NavigationRoute) throws -> Route
    ) throws -> RestorationArchive<Route>
}

struct TypedRouteMigrationStep<Old: NavigationRoute, New: NavigationRoute>:
    RouteMigrationStep
{
    let migrate: @Sendable (Old) throws -> New

    var source: ObjectIdentifier { ObjectIdentifier(Old.self) }
    var target: ObjectIdentifier { ObjectIdentifier(New.self) }

    func migrate(_ route: any NavigationRoute) throws -> any NavigationRoute {
        guard let old = route as? Old else {
            throw RestorationFailure.corrupt("route \(route) is not a \(Old.self)")
        }
        return try migrate(old)
    }

    func decode<Route: NavigationRoute>(
        _ data: Data, mapping rest: (any NavigationRoute) throws -> Route
    ) throws -> RestorationArchive<Route> {
        let archive = try RestorationArchive<Old>.read(data)
        return try archive.mapRoutes { route, id in
            do {
                return try rest(route)
            } catch {
                throw RestorationFailure.migration(id, "\(error)")
            }
        }
    }
}
