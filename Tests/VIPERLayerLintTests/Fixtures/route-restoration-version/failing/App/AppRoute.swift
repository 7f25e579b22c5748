import VIPER

enum AppRoute: NavigationRoute {
    case list
    case detail(id: Int)

    static let version = 2  // expect: route-restoration-version, column 16
}

struct SettingsRoute: Hashable, Codable, Sendable {
    var tab: Int
}

extension SettingsRoute: NavigationRoute {
    var restorationVersion: Int { 2 }  // expect: route-restoration-version, column 9
}
