import Foundation

/// A step that reads routes an older version of the app wrote and turns them into the
/// routes of a newer version.
///
/// Data of an older ``NavigationRoute/restorationVersion`` is decoded with the step whose
/// source type has that version, and each route is mapped through the chain of steps up
/// to the current version, keeping its identity.
///
/// ```swift
/// enum AppRouteV1: NavigationRoute {        // what version 1 of the app wrote
///     case list
///     case detail(id: Int)
/// }
///
/// enum AppRoute: NavigationRoute {          // today's routes
///     static var restorationVersion: Int { 2 }
///     case list
///     case article(slug: String)
/// }
///
/// let upgrade = RouteMigration(from: AppRouteV1.self) { old -> AppRoute in
///     switch old {
///     case .list: .list
///     case .detail(let id): .article(slug: "item-\(id)")
///     }
/// }
/// try navigator.restore(from: data, using: routes, migrations: [upgrade])
/// ```
///
/// A step that throws refuses the restoration with
/// ``NavigationError/Reason/routeMigrationFailed(_:_:)``; a version without a chain of
/// steps is ``NavigationError/Reason/unsupportedRouteVersion(found:supported:)``.
public struct RouteMigration: Sendable {
    /// The route version the step reads, its source type's.
    public let sourceVersion: Int

    /// The route version the step writes, its target type's.
    public let targetVersion: Int

    /// The step's source and target route types.
    let source: ObjectIdentifier
    let target: ObjectIdentifier
    /// Maps one route of the source type.
    let migrate: @Sendable (any NavigationRoute) throws -> any NavigationRoute
    /// Decodes an archive of the source type.
    let read: @Sendable (Data) throws(NavigationError) -> RestorationArchive<any NavigationRoute>

    /// Creates a step from `old` routes to `new` routes, which `migrate` usually infers.
    ///
    /// `migrate` turns one old route into a new one; it throws to refuse the restoration.
    /// The ``NavigationRoute/restorationVersion`` of `old` must be the version it reads.
    public init<Old: NavigationRoute, New: NavigationRoute>(
        from old: Old.Type, to new: New.Type = New.self,
        _ migrate: @escaping @Sendable (Old) throws -> New
    ) {
        sourceVersion = Old.restorationVersion
        targetVersion = New.restorationVersion
        source = ObjectIdentifier(Old.self)
        target = ObjectIdentifier(New.self)
        self.migrate = { route in
            guard let old = route as? Old else {
                throw NavigationError(
                    .restore, .corruptRestorationData("route \(route) is not a \(Old.self)"))
            }
            return try migrate(old)
        }
        read = { data throws(NavigationError) in
            try RestorationArchive<Old>.decode(data, migrations: []).mapRoutes { route, _ in route }
        }
    }
}

extension RestorationArchive {
    /// The same archive with every route mapped, entry by entry; identities are kept.
    func mapRoutes<New>(
        _ transform: (Route, NavigationEntryID) throws(NavigationError) -> New
    ) throws(NavigationError) -> RestorationArchive<New> {
        RestorationArchive<New>(
            nextEntryID: nextEntryID,
            layers: try layers.map { layer throws(NavigationError) in
                .init(
                    style: layer.style, shape: layer.shape,
                    stacks: try layer.stacks.map { stack throws(NavigationError) in
                        try stack.map { entry throws(NavigationError) in
                            .init(
                                id: entry.id, route: try transform(entry.route, entry.id),
                                resultTo: entry.resultTo)
                        }
                    })
            })
    }
}

extension RestorationArchive where Route: NavigationRoute {
    /// Decodes restoration data strictly, migrating routes of an older route version.
    static func decode(_ data: Data, migrations: [RouteMigration]) throws(NavigationError) -> Self {
        do {
            return try JSONDecoder().decode(Self.self, from: data)
        } catch let error as NavigationError {
            guard case .unsupportedRouteVersion(let found, _) = error.reason,
                found < Route.restorationVersion, !migrations.isEmpty
            else { throw error }
            return try migrate(data, from: found, through: migrations)
        } catch {
            throw NavigationError(.restore, .corruptRestorationData("\(error)"))
        }
    }

    /// Chains steps from route version `found` to the current one and decodes through it.
    private static func migrate(
        _ data: Data, from found: Int, through migrations: [RouteMigration]
    ) throws(NavigationError) -> Self {
        let unsupported = NavigationError(
            .restore, .unsupportedRouteVersion(found: found, supported: Route.restorationVersion))
        var chain: [RouteMigration] = []
        var version = found
        while version != Route.restorationVersion {
            guard
                let next = migrations.first(where: { migration in
                    migration.sourceVersion == version && migration.targetVersion > version
                        && migration.targetVersion <= Route.restorationVersion
                        && (chain.last.map { $0.target == migration.source } ?? true)
                })
            else { throw unsupported }
            chain.append(next)
            version = next.targetVersion
        }
        guard let first = chain.first, chain.last?.target == ObjectIdentifier(Route.self) else {
            throw unsupported
        }
        return try first.read(data).mapRoutes { route, id throws(NavigationError) in
            do {
                var route = route
                for step in chain { route = try step.migrate(route) }
                guard let current = route as? Route else { throw unsupported }
                return current
            } catch {
                throw NavigationError(.restore, .routeMigrationFailed(id, "\(error)"))
            }
        }
    }
}
