/// Why strict decoding of restoration data failed, before it becomes a
/// ``NavigationError``.
enum RestorationFailure: Error {
    case schemaVersion(Int)
    case routeVersion(found: Int, supported: Int)
    case migration(NavigationEntryID, String)
    case unknownTag(String)
    case unknownRoute([any CodingKey], String)
    case corrupt(String)

    var reason: NavigationError.Reason {
        switch self {
        case .schemaVersion(let found):
            .unsupportedSchemaVersion(found: found, supported: restorationSchemaVersion)
        case .routeVersion(let found, let supported):
            .unsupportedRouteVersion(found: found, supported: supported)
        case .migration(let id, let detail):
            .routeMigrationFailed(id, detail)
        case .unknownTag(let detail):
            .unknownRestorationTag(detail)
        case .unknownRoute(let path, let detail):
            .unknownRestorationTag(
                "route at \"\(path.map(\.stringValue).joined(separator: "."))\": \(detail)")
        case .corrupt(let detail):
            .corruptRestorationData(detail)
        }
    }
}
