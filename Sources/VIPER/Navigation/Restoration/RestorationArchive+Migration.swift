import Foundation

// Reading restoration data whose routes an older route version wrote: the steps from its
// version to the current one are chained, the data is decoded with the first step's route
// type, and every route is mapped through the chain (RouteMigrationStep.swift).

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

    /// The same archive with every route mapped, entry by entry; identities are kept.
    func mapRoutes<New: NavigationRoute>(
        _ transform: (Route, NavigationEntryID) throws -> New
    ) throws -> RestorationArchive<New> {
        func map(_ entries: [Entry]) throws -> [RestorationArchive<New>.Entry] {
            try entries.map { entry in
                .init(
                    id: entry.id, route: try transform(entry.route, entry.id),
                    resultTo: entry.resultTo)
            }
        }
        func map(_ stacks: [Stack]) throws -> [RestorationArchive<New>.Stack] {
            try stacks.map { .init(name: $0.name, entries: try map($0.entries)) }
        }
        let layers = try self.layers.map { layer -> RestorationArchive<New>.Layer in
            switch layer.content {
            case .stack(let entries):
                .init(style: layer.style, content: .stack(try map(entries)))
            case .tabs(let stacks, let selected):
                .init(style: layer.style, content: .tabs(try map(stacks), selected: selected))
            case .split(let stacks, let isCollapsed):
                .init(
                    style: layer.style, content: .split(try map(stacks), isCollapsed: isCollapsed))
            }
        }
        var archive = RestorationArchive<New>(nextEntryID: nextEntryID, layers: layers)
        archive.schemaVersion = schemaVersion
        return archive
    }
}
