/// A value that names a screen and its parameters, for deep links and restoration.
///
/// An app declares one route type, usually an enum, and a ``RouteTable``. Restoration data
/// holds its own `Codable` encoding, so its case names are stable tags: renaming one is a
/// schema change.
///
/// ```swift
/// enum AppRoute: NavigationRoute {
///     case list
///     case detail(id: Int)
///     case colorPicker
/// }
/// ```
///
/// When older data no longer decodes, raise ``restorationVersion`` and read it with a
/// ``RouteMigration``.
public protocol NavigationRoute: Hashable, Codable, Sendable {
    /// The version of this route type's encoding, 1 by default; restoration data of an
    /// older version is migrated, of a newer one refused.
    static var restorationVersion: Int { get }
}

extension NavigationRoute {
    /// Version 1, the version of a route type that never changed its encoding.
    public static var restorationVersion: Int { 1 }
}
