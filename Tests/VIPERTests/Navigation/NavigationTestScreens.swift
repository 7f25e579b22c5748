import Foundation
import VIPER

// MARK: - Fixtures

/// Records what screens were told, in order, for lifecycle and re-entrancy tests.
@MainActor
final class ScreenProbe {
    var events: [String] = []
    var onAppear: ((ProbeScreen) -> Void)?
    var onDisappear: ((ProbeScreen) -> Void)?
    var onMake: (() -> Void)?
    var leaveDecision: NavigationGuardDecision = .allow
}

/// A screen that navigates, hands back a `String`, and reports its lifecycle.
@MainActor
final class ProbeScreen: ScreenLifecycle {
    let name: String
    let probe: ScreenProbe
    let navigation: NavigationHandle<String>

    init(name: String, probe: ScreenProbe, navigation: NavigationHandle<String>) {
        self.name = name
        self.probe = probe
        self.navigation = navigation
    }

    func screenDidAppear() {
        probe.events.append("appear \(name)\(navigation.entryID)")
        probe.onAppear?(self)
    }

    func screenDidDisappear(_ disappearance: ScreenDisappearance) {
        let event = disappearance == .removed ? "remove" : "disappear"
        probe.events.append("\(event) \(name)\(navigation.entryID)")
        probe.onDisappear?(self)
    }
}

extension ProbeScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<ScreenProbe, String>) -> ProbeScreen {
        dependency.input.onMake?()
        return ProbeScreen(name: "P", probe: dependency.input, navigation: dependency.navigation)
    }
}

/// A second navigating screen type, with no result.
@MainActor
final class OtherScreen {
    let navigation: NavigationHandle<Never>
    let value: Int
    init(navigation: NavigationHandle<Never>, value: Int) {
        self.navigation = navigation
        self.value = value
    }
}

extension OtherScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Int, Never>) -> OtherScreen {
        OtherScreen(navigation: dependency.navigation, value: dependency.input)
    }
}

/// A screen with a plain dependency and no navigation handle.
@MainActor
final class PlainScreen {
    let text: String
    init(text: String) { self.text = text }
}

extension PlainScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: String) -> PlainScreen {
        PlainScreen(text: dependency)
    }
}

/// A screen that can veto being removed.
@MainActor
final class GuardedScreen: ScreenGuard {
    let probe: ScreenProbe
    init(probe: ScreenProbe) { self.probe = probe }
    func shouldLeave(_ change: NavigationChange) -> NavigationGuardDecision {
        probe.events.append("asked \(change.action)")
        return probe.leaveDecision
    }
}

extension GuardedScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: ScreenProbe) -> GuardedScreen {
        GuardedScreen(probe: dependency)
    }
}

/// The routes of the test app.
enum TestRoute: NavigationRoute {
    case list
    case detail(id: Int)
    case picker
    case forbidden
}

@MainActor
func makeRouteTable(probe: ScreenProbe = ScreenProbe()) -> RouteTable<TestRoute> {
    RouteTable<TestRoute> { route in
        switch route {
        case .list: .screen(PlainScreen.self, dependency: "list")
        case .detail(let id): .screen(OtherScreen.self, input: id)
        case .picker: .screen(ProbeScreen.self, input: probe)
        case .forbidden: throw DeepLinkError("forbidden has no screen")
        }
    } deepLinks: { url in
        guard url.scheme == "app" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch url.host {
        case "list":
            return RouteState(root: [.list])
        case "items":
            guard let raw = parts.first, let id = Int(raw) else {
                throw DeepLinkError("item id \(parts.first ?? "(none)") is not a number")
            }
            let picker = parts.dropFirst().first == "pick"
            return RouteState(
                root: [.list, .detail(id: id)],
                presented: picker ? [.init(style: .sheet, routes: [.picker])] : [])
        case "forbidden":
            return RouteState(root: [.list, .forbidden])
        default:
            return nil
        }
    }
}

func entry(_ raw: UInt64, _ type: Any.Type = PlainScreen.self) -> NavigationEntry {
    NavigationEntry(id: NavigationEntryID(raw), screen: ScreenType(type))
}

func id(_ raw: UInt64) -> NavigationEntryID { NavigationEntryID(raw) }
