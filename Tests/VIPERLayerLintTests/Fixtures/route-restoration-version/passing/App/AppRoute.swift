import VIPER

enum AppRoute: NavigationRoute {
    case list
    case detail(id: Int)

    static var restorationVersion: Int { 2 }
}

/// Not a NavigationRoute: its version is its own.
struct Release {
    static let version = 3
}
