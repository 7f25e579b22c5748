import Foundation
import Testing
@_spi(Testing) import VIPER

/// A screen's result reaches the screen that asked for it through the receiver it
/// registered, also when either was rebuilt by a deep link or a restoration.
@MainActor
@Suite struct ResultsAcrossRestorationTests {
    /// How far the list -> detail -> picker flow got before the save.
    enum Step: CaseIterable {
        case list, detail, picker
    }

    /// Where the saved data is restored.
    enum Target: CaseIterable {
        case freshNavigator, sameNavigator
    }

    /// How the picker ends.
    enum Ending: CaseIterable {
        case pick, close
    }

    @Test func aDeepLinkedPickersPickReachesTheDeepLinkedDetail() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        let link = try #require(URL(string: "catalog://items/4/pick"))
        try navigator.open(link, using: makeCatalogRoutes(probe))
        let detail = try #require(navigator.screen(CatalogDetail.self, for: id(2)))
        try navigator.screen(CatalogPicker.self, for: id(3))?.navigation.finish(with: "red")
        #expect(probe.received.map(\.value) == ["red"])
        #expect(probe.received.first?.screen == ObjectIdentifier(detail))
        #expect(probe.received.first?.detail == id(2))
    }

    @Test(arguments: Step.allCases, Target.allCases)
    func restoringAtEveryStepStillDeliversThePickToTheRestoredDetail(step: Step, target: Target)
        throws
    {
        for ending in Ending.allCases {
            let probe = CatalogProbe()
            let routes = makeCatalogRoutes(probe)
            let original = Navigator()
            try walk(original, to: step, probe)
            let data = try original.restorationData(CatalogRoute.self)
            let navigator = target == .freshNavigator ? Navigator() : original
            try navigator.restore(from: data, using: routes)
            #expect(probe.received.isEmpty, "the restore itself delivers nothing to a detail")
            try walk(navigator, from: step, probe)
            let detail = try #require(navigator.screen(CatalogDetail.self, for: id(2)))
            let picker = try #require(navigator.topScreen as? CatalogPicker)
            switch ending {
            case .pick: try picker.navigation.finish(with: "blue")
            case .close: try picker.navigation.close()
            }
            let expected: String? = ending == .pick ? "blue" : nil
            #expect(probe.received.map(\.value) == [expected], "\(step) \(target) \(ending)")
            #expect(probe.received.first?.screen == ObjectIdentifier(detail))
        }
    }

    @Test func aPerCallReceiverTakesPrecedenceOverTheRegisteredOne() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try walk(navigator, to: .detail, probe)
        let detail = try #require(navigator.topScreen as? CatalogDetail)
        var perCall: [String?] = []
        try detail.navigation.present(.screen(CatalogPicker.self, input: probe)) {
            perCall.append($0)
        }
        try (navigator.topScreen as? CatalogPicker)?.navigation.finish(with: "green")
        #expect(perCall == ["green"])
        #expect(probe.received.isEmpty)
    }

    @Test func aRequesterThatLeftWithItsChildGetsNothing() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try walk(navigator, to: .picker, probe)
        try navigator.dismissAll()
        #expect(probe.received.map(\.value) == [nil])
        probe.received.removeAll()
        try navigator.present(.screen(CatalogPicker.self, input: probe))
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.dismissAll()
            try navigator.popToRoot()
        }
        #expect(probe.received.isEmpty)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func aRefusedPresentDeliversNothing() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try walk(navigator, to: .detail, probe)
        navigator.addGuard { _ in .veto("no") }
        let detail = try #require(navigator.topScreen as? CatalogDetail)
        #expect(throws: NavigationError.self) {
            try detail.navigation.present(.screen(CatalogPicker.self, input: probe))
        }
        #expect(probe.received.isEmpty)
        #expect(navigator.liveScreenCount == 2)
    }

    @Test func aRouteBuiltPickerOverATypedDetailDeliversToIt() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try walk(navigator, to: .detail, probe)
        let detail = try #require(navigator.topScreen as? CatalogDetail)
        try detail.navigation.present(.route(CatalogRoute.picker, using: makeCatalogRoutes(probe)))
        try (navigator.topScreen as? CatalogPicker)?.navigation.finish(with: "teal")
        #expect(probe.received.map(\.value) == ["teal"])
    }

    @Test func registrationsAreReleasedWithTheirScreen() throws {
        final class Token {}
        let navigator = Navigator()
        weak var released: Token?
        do {
            let token = Token()
            released = token
            try navigator.push(.screen(OtherScreen.self, input: 0))
            let handle = try #require(navigator.screen(OtherScreen.self, for: id(1))).navigation
            #expect(handle.receiveResults(from: CatalogPicker.self) { _ in _ = token })
        }
        #expect(released != nil)
        try navigator.setStack([.screen(PlainScreen.self, dependency: "new")])
        #expect(released == nil)
    }

    @Test func aRefusedScreensRegistrationsAreReleasedWithIt() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        navigator.addGuard { _ in .veto("no") }
        weak var released: RegistrationToken?
        do {
            let token = RegistrationToken()
            released = token
            #expect(throws: NavigationError.self) {
                try navigator.push(.screen(RegisteringScreen.self, input: token))
            }
        }
        #expect(released == nil)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func aPoppedScreensRegistrationsAreReleasedWithIt() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        weak var released: RegistrationToken?
        do {
            let token = RegistrationToken()
            released = token
            try navigator.push(.screen(RegisteringScreen.self, input: token))
            #expect(navigator.screen(RegisteringScreen.self, for: id(2))?.registered == true)
        }
        #expect(released != nil)
        try navigator.pop()
        #expect(released == nil)
    }

    @Test func anOptionalResultKeepsAFinishedNilApartFromNoResult() throws {
        let navigator = Navigator()
        try navigator.push(.screen(OtherScreen.self, input: 0))
        let handle = try #require(navigator.screen(OtherScreen.self, for: id(1))).navigation
        var received: [String??] = []
        handle.receiveResults(from: OptionalPicker.self) { received.append($0) }
        try navigator.push(.screen(OptionalPicker.self, input: ()))
        try (navigator.topScreen as? OptionalPicker)?.navigation.finish(with: nil)
        try navigator.push(.screen(OptionalPicker.self, input: ()))
        try (navigator.topScreen as? OptionalPicker)?.navigation.finish(with: "x")
        try navigator.push(.screen(OptionalPicker.self, input: ()))
        try navigator.pop()
        #expect(received == [.some(nil), .some("x"), nil])
    }

    @Test func aHandleWhoseScreenIsGoneRegistersNothing() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try walk(navigator, to: .detail, probe)
        let stale = try #require(navigator.topScreen as? CatalogDetail).navigation
        try navigator.pop()
        #expect(!stale.receiveResults(from: CatalogPicker.self) { _ in })
    }

    @Test func registeringAgainForTheSameChildReplacesTheReceiver() throws {
        let probe = CatalogProbe()
        probe.registers = false
        let navigator = Navigator()
        try walk(navigator, to: .detail, probe)
        let detail = try #require(navigator.topScreen as? CatalogDetail)
        var first: [String?] = []
        var second: [String?] = []
        detail.navigation.receiveResults(from: CatalogPicker.self) { first.append($0) }
        detail.navigation.receiveResults(from: CatalogPicker.self) { second.append($0) }
        detail.navigation.receiveResults(from: CountPicker.self) { (_: Int?) in
            first.append("count")
        }
        try detail.navigation.present(.screen(CatalogPicker.self, input: probe))
        try (navigator.topScreen as? CatalogPicker)?.navigation.finish(with: "x")
        #expect(first.isEmpty)
        #expect(second == ["x"])
    }

    @Test func aPlainPushOfAResultBearingScreenDeliversToTheRegisteredReceiver() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try walk(navigator, to: .detail, probe)
        try navigator.push(.screen(CatalogPicker.self, input: probe))
        try (navigator.topScreen as? CatalogPicker)?.navigation.finish(with: "plain")
        #expect(probe.received.map(\.value) == ["plain"])
    }

    // MARK: - Walking the flow

    /// Shows the flow up to `step` with typed calls from each screen's handle.
    private func walk(_ navigator: Navigator, to step: Step, _ probe: CatalogProbe) throws {
        try navigator.push(.screen(CatalogList.self, input: probe))
        try walk(navigator, from: .list, to: step, probe)
    }

    /// Continues the flow from `step` to the picker.
    private func walk(_ navigator: Navigator, from step: Step, _ probe: CatalogProbe) throws {
        try walk(navigator, from: step, to: .picker, probe)
    }

    private func walk(_ navigator: Navigator, from: Step, to: Step, _ probe: CatalogProbe) throws {
        let all = Step.allCases
        guard let start = all.firstIndex(of: from), let end = all.firstIndex(of: to) else {
            return
        }
        for next in all[all.index(after: start)..<all.index(after: end)] {
            switch next {
            case .list: break
            case .detail:
                let list = try #require(navigator.topScreen as? CatalogList)
                try list.navigation.push(
                    .screen(CatalogDetail.self, input: CatalogInput(probe: probe, id: 2)))
            case .picker:
                let detail = try #require(navigator.topScreen as? CatalogDetail)
                try detail.navigation.present(.screen(CatalogPicker.self, input: probe))
            }
        }
    }
}

// MARK: - Fixtures

final class RegistrationToken {}

/// A screen that registers, from its factory, a receiver that keeps its input alive.
@MainActor
final class RegisteringScreen {
    let registered: Bool
    init(registered: Bool) { self.registered = registered }
}

extension RegisteringScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<RegistrationToken, Never>)
        -> RegisteringScreen
    {
        let token = dependency.input
        let registered = dependency.navigation.receiveResults(from: CatalogPicker.self) { _ in
            _ = token
        }
        return RegisteringScreen(registered: registered)
    }
}

/// A picker whose result is itself optional.
@MainActor
final class OptionalPicker {
    let navigation: NavigationHandle<String?>
    init(navigation: NavigationHandle<String?>) { self.navigation = navigation }
}

extension OptionalPicker: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, String?>) -> OptionalPicker {
        OptionalPicker(navigation: dependency.navigation)
    }
}
