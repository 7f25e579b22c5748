/// A step that reads routes an older version of the app wrote and turns them into the
/// routes of a newer version.
///
/// Restoration data records the ``NavigationRoute/restorationVersion`` of the route type
/// that wrote it. When it is older than the current route type's, ``Navigator`` decodes
/// the routes with the step whose source type has that version, maps each through it,
/// and chains further steps until it reaches the current version. Identities are kept.
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
/// A step that throws refuses the whole restoration with
/// ``NavigationError/Reason/routeMigrationFailed(_:_:)`` naming the entry; a version with
/// no step is ``NavigationError/Reason/unsupportedRouteVersion(found:supported:)``; a
/// tag the source type does not know stays
/// ``NavigationError/Reason/unknownRestorationTag(_:)``.
public struct RouteMigration: Sendable {
    /// The route version the step reads: its source type's ``NavigationRoute/restorationVersion``.
    public let sourceVersion: Int

    /// The route version the step writes: its target type's ``NavigationRoute/restorationVersion``.
    public let targetVersion: Int

    let step: any RouteMigrationStep

    /// Creates a step from `Old` routes to `New` routes.
    ///
    /// - Parameters:
    ///   - old: The route type an older version wrote; its ``NavigationRoute/restorationVersion``
    ///     must be the version it reads.
    ///   - new: The route type it produces, usually inferred from `migrate`.
    ///   - migrate: Turns one old route into a new one; throw to refuse the restoration.
    public init<Old: NavigationRoute, New: NavigationRoute>(
        from old: Old.Type, to new: New.Type = New.self,
        _ migrate: @escaping @Sendable (Old) throws -> New
    ) {
        sourceVersion = Old.restorationVersion
        targetVersion = New.restorationVersion
        step = TypedRouteMigrationStep(migrate: migrate)
    }
}
