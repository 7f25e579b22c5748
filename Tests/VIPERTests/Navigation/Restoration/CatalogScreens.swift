import Foundation
import VIPER

// MARK: - Fixtures

/// The routes of a list -> detail -> picker app whose screens are restorable by type.
enum CatalogRoute: NavigationRoute {
    case list
    case detail(id: Int)
    case picker
}

/// What the catalog's screens record: every result a detail's registered receiver got.
@MainActor
final class CatalogProbe {
    /// (the detail's entry, the detail object, the value) for each delivery.
    var received: [(detail: NavigationEntryID, screen: ObjectIdentifier, value: String?)] = []
    var built: [String] = []
    var registers = true
}

struct CatalogInput {
    let probe: CatalogProbe
    let id: Int
}

@MainActor
final class CatalogList {
    let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }
}

extension CatalogList: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<CatalogProbe, Never>) -> CatalogList {
        dependency.input.built.append("list")
        return CatalogList(navigation: dependency.navigation)
    }

    static func route(for input: CatalogProbe) -> CatalogRoute { .list }
}

/// A detail that receives its picker's result through a registered receiver.
@MainActor
final class CatalogDetail {
    let id: Int
    let navigation: NavigationHandle<Never>
    init(id: Int, navigation: NavigationHandle<Never>) {
        self.id = id
        self.navigation = navigation
    }
}

extension CatalogDetail: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<CatalogInput, Never>) -> CatalogDetail {
        let probe = dependency.input.probe
        probe.built.append("detail \(dependency.input.id)")
        let screen = CatalogDetail(id: dependency.input.id, navigation: dependency.navigation)
        let entry = dependency.navigation.entryID
        let object = ObjectIdentifier(screen)
        if probe.registers {
            dependency.navigation.receiveResults(from: CatalogPicker.self) { value in
                probe.received.append((entry, object, value))
            }
        }
        return screen
    }

    static func route(for input: CatalogInput) -> CatalogRoute { .detail(id: input.id) }
}

/// A picker that hands back a `String`.
@MainActor
final class CatalogPicker {
    let navigation: NavigationHandle<String>
    init(navigation: NavigationHandle<String>) { self.navigation = navigation }
}

extension CatalogPicker: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<CatalogProbe, String>) -> CatalogPicker {
        dependency.input.built.append("picker")
        return CatalogPicker(navigation: dependency.navigation)
    }

    static func route(for input: CatalogProbe) -> CatalogRoute { .picker }
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
func makeCatalogRoutes(_ probe: CatalogProbe) -> RouteTable<CatalogRoute> {
    RouteTable<CatalogRoute> { route in
        switch route {
        case .list: .screen(CatalogList.self, input: probe)
        case .detail(let id): .screen(CatalogDetail.self, input: CatalogInput(probe: probe, id: id))
        case .picker: .screen(CatalogPicker.self, input: probe)
        }
    } deepLinks: { url in
        guard url.scheme == "catalog", url.host == "items" else { return nil }
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
