import Foundation
import VIPER

// MARK: - Fixtures

/// Records what every ``CountedScreen`` was told, each screen named by the order it was
/// built in (`s1`, `s2`, …), so that two objects under one identity are told apart.
@MainActor
final class Journal {
    var events: [String] = []
    var built = 0
    /// The screens that veto being removed, by build number.
    var vetoing: Set<Int> = []
    /// Keeps every built screen alive, as a late callback or a leaked reference would.
    var keepsScreens = false
    var kept: [CountedScreen] = []
    /// Runs when a screen with a result receiver is removed, with its build number.
    var onResult: ((Int) -> Void)?

    /// The events naming screen `serial`.
    func events(of serial: Int) -> [String] {
        events.filter { $0.hasSuffix(" s\(serial)") }
    }
}

/// A navigating screen that logs its lifecycle and guard questions to a ``Journal``.
@MainActor
final class CountedScreen: ScreenLifecycle, ScreenGuard {
    let serial: Int
    let journal: Journal
    let navigation: NavigationHandle<String>

    init(serial: Int, journal: Journal, navigation: NavigationHandle<String>) {
        self.serial = serial
        self.journal = journal
        self.navigation = navigation
    }

    func screenDidAppear() { journal.events.append("appear s\(serial)") }

    func screenDidLoad() { journal.events.append("load s\(serial)") }

    func screenDidDisappear(_ disappearance: ScreenDisappearance) {
        journal.events.append("disappear(\(disappearance)) s\(serial)")
    }

    func shouldLeave(_ change: NavigationChange) -> NavigationGuardDecision {
        journal.events.append("asked s\(serial)")
        return journal.vetoing.contains(serial) ? .veto("s\(serial) stays") : .allow
    }
}

extension CountedScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Journal, String>) -> CountedScreen {
        let journal = dependency.input
        journal.built += 1
        let screen = CountedScreen(
            serial: journal.built, journal: journal, navigation: dependency.navigation)
        if journal.keepsScreens { journal.kept.append(screen) }
        return screen
    }
}

/// Routes to counted screens; `keep` names a shown entry by its raw identity.
enum PageRoute: NavigationRoute {
    case page(Int)
    case keep(UInt64)
}

@MainActor
func pageTable(_ journal: Journal) -> RouteTable<PageRoute> {
    RouteTable<PageRoute> { route in
        switch route {
        case .page: .screen(CountedScreen.self, input: journal)
        case .keep(let raw): .existing(NavigationEntryID(raw))
        }
    }
}

/// Restoration data for `layers` of `(identity, page)` pairs, with `next` as the next
/// identity.
func pageArchive(next: UInt64, root: [(UInt64, Int)]) -> Data {
    let entries = root.map { #"{"id":\#($0.0),"resultTo":null,"route":{"page":{"_0":\#($0.1)}}}"# }
    let json = #"""
        {"format":"swift-viper.navigation","layers":[{"entries":[\#(entries.joined(separator: ","))],"style":null}],"nextEntryID":\#(next),"routeVersion":1,"schemaVersion":3}
        """#
    return Data(json.utf8)
}
