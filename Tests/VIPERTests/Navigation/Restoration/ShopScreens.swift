import Foundation
import VIPER

// MARK: - Fixtures

/// The routes of a list -> detail -> picker app whose screens are restorable by type.
enum ShopRoute: NavigationRoute {
    case list
    case detail(id: Int)
    case picker
}

/// What the shop's screens record: every result a detail's registered receiver got.
@MainActor
final class ShopProbe {
    /// (the detail's entry, the detail object, the value) for each delivery.
    var received: [(detail: NavigationEntryID, screen: ObjectIdentifier, value: String?)] = []
    var built: [String] = []
    var registers = true
}

struct ShopInput {
    let probe: ShopProbe
    let id: Int
}

@MainActor
final class ShopList {
    let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }
}

extension ShopList: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<ShopProbe, Never>) -> ShopList {
        dependency.input.built.append("list")
        return ShopList(navigation: dependency.navigation)
    }

    static func route(for input: ShopProbe) -> ShopRoute { .list }
}

/// A detail that receives its picker's result through a registered receiver.
@MainActor
final class ShopDetail {
    let id: Int
    let navigation: NavigationHandle<Never>
    init(id: Int, navigation: NavigationHandle<Never>) {
        self.id = id
        self.navigation = navigation
    }
}

extension ShopDetail: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<ShopInput, Never>) -> ShopDetail {
        let probe = dependency.input.probe
        probe.built.append("detail \(dependency.input.id)")
        let screen = ShopDetail(id: dependency.input.id, navigation: dependency.navigation)
        let entry = dependency.navigation.entryID
        let object = ObjectIdentifier(screen)
        if probe.registers {
            dependency.navigation.receiveResults(from: ShopPicker.self) { value in
                probe.received.append((entry, object, value))
            }
        }
        return screen
    }

    static func route(for input: ShopInput) -> ShopRoute { .detail(id: input.id) }
}

/// A picker that hands back a `String`.
@MainActor
final class ShopPicker {
    let navigation: NavigationHandle<String>
    init(navigation: NavigationHandle<String>) { self.navigation = navigation }
}

extension ShopPicker: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<ShopProbe, String>) -> ShopPicker {
        dependency.input.built.append("picker")
        return ShopPicker(navigation: dependency.navigation)
    }

    static func route(for input: ShopProbe) -> ShopRoute { .picker }
}

/// A screen that hands back an `Int`, not restorable.
@MainActor
final class CountPicker {
    let navigation: NavigationHandle<Int>
    init(navigation: NavigationHandle<Int>) { self.navigation = navigation }
}

extension CountPicker: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, Int>) -> CountPicker {
        CountPicker(navigation: dependency.navigation)
    }
}

@MainActor
func makeShopRoutes(_ probe: ShopProbe) -> RouteTable<ShopRoute> {
    RouteTable<ShopRoute> { route in
        switch route {
        case .list: .screen(ShopList.self, input: probe)
        case .detail(let id): .screen(ShopDetail.self, input: ShopInput(probe: probe, id: id))
        case .picker: .screen(ShopPicker.self, input: probe)
        }
    } deepLinks: { url in
        guard url.scheme == "shop", url.host == "items" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard let raw = parts.first, let id = Int(raw) else {
            throw DeepLinkError("item id is not a number")
        }
        return RouteState(
            root: [.list, .detail(id: id)],
            presented: parts.dropFirst().first == "pick"
                ? [.init(style: .sheet, routes: [.picker])] : [])
    }
}
