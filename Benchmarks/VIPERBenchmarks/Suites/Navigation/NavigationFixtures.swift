import Foundation
import VIPER

// The screens, routes and hand-written stack the navigation suite uses. A screen is a
// whole forecast module (view, presenter, interactor, router), so every case pays for
// building and releasing the same module and a ratio shows what navigating adds.

/// A screen that shows one item: its `make` assembles a forecast module.
final class ItemScreen: DependencyInjectable {
    /// What an item screen needs.
    struct Dependency {
        let item: Int
        let services: ForecastServices
    }

    let item: Int
    let module: ForecastView

    private init(item: Int, module: ForecastView) {
        self.item = item
        self.module = module
    }

    static func make(withDependency dependency: Dependency) -> ItemScreen {
        ItemScreen(item: dependency.item, module: ForecastAssembly.byHand(dependency.services))
    }
}

/// An item screen shown with the typed `push(_:input:)`: its dependency is `Navigated`,
/// and it hands back no result (`Output` is `Never`).
///
/// NB: two concrete classes rather than one generic over `Output`, as an app's screens
/// are: a generic screen class looks up the metadata of its `NavigationHandle<Output>`
/// at run time in every `make` and `deinit`, which is the fixture's cost, not the
/// navigator's.
final class NavigatedItemScreen: DependencyInjectable {
    let item: Int
    let module: ForecastView
    let navigation: NavigationHandle<Never>

    private init(item: Int, module: ForecastView, navigation: NavigationHandle<Never>) {
        self.item = item
        self.module = module
        self.navigation = navigation
    }

    static func make(withDependency dependency: Navigated<ItemScreen.Dependency, Never>)
        -> NavigatedItemScreen
    {
        NavigatedItemScreen(
            item: dependency.input.item,
            module: ForecastAssembly.byHand(dependency.input.services),
            navigation: dependency.navigation)
    }
}

/// The same item screen handing back a result (`Output` is `Int`), so the navigator keeps
/// a result slot for it even when the push passes no receiver.
final class PickingItemScreen: DependencyInjectable {
    let item: Int
    let module: ForecastView
    let navigation: NavigationHandle<Int>

    private init(item: Int, module: ForecastView, navigation: NavigationHandle<Int>) {
        self.item = item
        self.module = module
        self.navigation = navigation
    }

    static func make(withDependency dependency: Navigated<ItemScreen.Dependency, Int>)
        -> PickingItemScreen
    {
        PickingItemScreen(
            item: dependency.input.item,
            module: ForecastAssembly.byHand(dependency.input.services),
            navigation: dependency.navigation)
    }
}

/// The app's routes: a list and its items.
enum ItemRoute: NavigationRoute {
    case list
    case item(Int)
}

/// The route table of the suite: routes to item screens, `bench://items/N` deep links.
@MainActor
enum ItemRoutes {
    /// Builds the table over `services`.
    static func table(_ services: ForecastServices) -> RouteTable<ItemRoute> {
        RouteTable(
            resolve: { route in
                switch route {
                case .list:
                    .screen(ItemScreen.self, dependency: .init(item: 0, services: services))
                case .item(let item):
                    .screen(ItemScreen.self, dependency: .init(item: item, services: services))
                }
            },
            deepLinks: { url in
                parseItemLink(url).map { RouteState(root: [.list, .item($0)]) }
            })
    }
}

/// The item number of a `bench://items/N` link, or `nil`.
func parseItemLink(_ url: URL) -> Int? {
    guard url.scheme == "bench", url.host == "items", let item = Int(url.lastPathComponent)
    else { return nil }
    return item
}

/// The hand-written navigation stack: an array of entries with counted identities.
///
/// It is what an app writes without a navigator, and the baseline of every navigation
/// case: no validation, no observation, no results, no guards.
@MainActor
final class ArrayStack {
    /// One shown screen.
    struct Entry: Codable {
        var id: UInt64
        var route: ItemRoute
    }

    private(set) var entries: [Entry] = []
    private var screens: [ItemScreen] = []
    private var nextID: UInt64 = 1
    private let services: ForecastServices

    init(services: ForecastServices) {
        self.services = services
        entries.reserveCapacity(1_024)
        screens.reserveCapacity(1_024)
    }

    var count: Int { entries.count }

    func push(_ route: ItemRoute) {
        let item: Int
        switch route {
        case .list: item = 0
        case .item(let number): item = number
        }
        entries.append(Entry(id: nextID, route: route))
        screens.append(.make(withDependency: .init(item: item, services: services)))
        nextID &+= 1
    }

    func pop() {
        guard entries.count > 1 else { return }
        entries.removeLast()
        screens.removeLast()
    }

    func popToRoot() {
        guard entries.count > 1 else { return }
        entries.removeSubrange(1...)
        screens.removeSubrange(1...)
    }

    /// Applies `routes`, keeping the screens of the common prefix, as a deep link does.
    func apply(_ routes: [ItemRoute]) {
        var kept = 0
        while kept < min(routes.count, entries.count), entries[kept].route == routes[kept] {
            kept += 1
        }
        entries.removeSubrange(kept...)
        screens.removeSubrange(kept...)
        for route in routes[kept...] { push(route) }
    }

    /// Encodes the entries as JSON.
    func encoded() throws -> Data {
        try JSONEncoder().encode(entries)
    }

    /// Replaces every entry with the decoded ones, rebuilding every screen.
    func restore(from data: Data) throws {
        let decoded = try JSONDecoder().decode([Entry].self, from: data)
        entries.removeAll(keepingCapacity: true)
        screens.removeAll(keepingCapacity: true)
        for entry in decoded {
            push(entry.route)
            entries[entries.count - 1].id = entry.id
        }
    }
}
