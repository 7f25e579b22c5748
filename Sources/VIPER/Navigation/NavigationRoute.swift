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
public protocol NavigationRoute: Hashable, Codable, Sendable {}
