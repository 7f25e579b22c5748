import Foundation

extension RestorationArchive {
    /// Decodes restoration data strictly, migrating routes of an older route version.
    static func decode(_ data: Data, migrations: [RouteMigration]) throws(NavigationError) -> Self {
        do {
            do {
                return try read(data)
            } catch RestorationFailure.routeVersion(let found, _)
                where found < Route.restorationVersion && !migrations.isEmpty
            {
                return try migrate(data, from: found, through: migrations)
            }
        } catch let failure as RestorationFailure {
            throw NavigationError(.restore, failure.reason)
        } catch {
            throw NavigationError(.restore, .corruptRestorationData("\(error)"))
        }
    }

    /// Chains steps from route version `found` to the current one, then decodes with the
    /// first step's source type and maps every route through the chain.
    private static func migrate(
        _ data: Data, from found: Int, through migrations: [RouteMigration]
    ) throws -> Self {
        let unsupported = RestorationFailure.routeVersion(
            found: found, supported: Route.restorationVersion)
        var chain: [any RouteMigrationStep] = []
        var version = found
        while version != Route.restorationVersion {
            guard
                let next = migrations.first(where: { migration in
                    migration.sourceVersion == version && migration.targetVersion > version
                        && migration.targetVersion <= Route.restorationVersion
                        && (chain.last.map { $0.target == migration.step.source } ?? true)
                })
            else { throw unsupported }
            chain.append(next.step)
            version = next.targetVersion
        }
        guard let first = chain.first, chain.last?.target == ObjectIdentifier(Route.self) else {
            throw unsupported
        }
        return try first.decode(data) { route in
            var route = route
            for step in chain { route = try step.migrate(route) }
            guard let current = route as? Route else { throw unsupported }
            return current
        }
    }
}
