/// A value that names a screen and its parameters, for deep links and restoration.
///
/// An app declares one route type, usually an enum, and a ``RouteTable`` that maps each
/// route to the screen it shows. Routes are encoded with the route type's own `Codable`
/// conformance: an enum's case names (or explicit `CodingKeys`) are the stable tags in
/// restoration data, never Swift's mangled type names. Renaming a case is a schema
/// change: give the old spelling an explicit coding key instead.
///
/// ```swift
/// enum AppRoute: NavigationRoute {
///     case list
///     case detail(id: Int)
///     case colorPicker
/// }
/// ```
///
/// When a release changes the routes so that data an older release wrote no longer
/// decodes, raise ``restorationVersion`` and keep the old type to read that data with a
/// ``RouteMigration``.
public protocol NavigationRoute: Hashable, Codable, Sendable {
    /// The version of this route type's encoding, written into restoration data.
    ///
    /// Restoration data of another version is not decoded with this type: an older one is
    /// migrated by ``RouteMigration`` steps, a newer one is refused. The default is 1.
    static var restorationVersion: Int { get }
}

extension NavigationRoute {
    /// Version 1, the version of a route type that never changed its encoding.
    public static var restorationVersion: Int { 1 }
}
