import Foundation
import Testing

@testable import VIPER

/// Lifecycle follows `PresentationStyle.coversPresenter`: a screen left on screen under
/// a sheet is told neither that it disappeared nor that it appeared again, as UIKit's
/// presenting view controller is not.
@MainActor
@Suite struct CoveringLifecycleTests {
    let navigator = Navigator()
    let probe = ScreenProbe()

    @Test func aSheetLeavesThePresenterUntoldBothWays() throws {
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.present(.screen(ProbeScreen.self, input: probe), style: .sheet)
        try navigator.dismiss()

        #expect(probe.events == ["appear P#1", "appear P#2", "remove P#2"])
    }

    @Test func aFullScreenCoverTellsThePresenterBothWays() throws {
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.present(.screen(ProbeScreen.self, input: probe), style: .fullScreenCover)
        try navigator.dismiss()

        #expect(
            probe.events == [
                "appear P#1", "disappear P#1", "appear P#2", "remove P#2", "appear P#1",
            ])
    }

    @Test func pushingInsideASheetCoversOnlyTheSheetsScreen() throws {
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.present(.screen(ProbeScreen.self, input: probe), style: .sheet)
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.dismiss()

        #expect(
            probe.events == [
                "appear P#1", "appear P#2", "disappear P#2", "appear P#3",
                "remove P#3", "remove P#2",
            ])
    }

    @Test func aCoverOverASheetHidesBothScreensAndRevealsThemBottomFirst() throws {
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.present(.screen(ProbeScreen.self, input: probe), style: .sheet)
        try navigator.present(.screen(ProbeScreen.self, input: probe), style: .fullScreenCover)
        try navigator.dismiss()

        #expect(
            probe.events == [
                "appear P#1", "appear P#2",
                "disappear P#2", "disappear P#1", "appear P#3",
                "remove P#3", "appear P#1", "appear P#2",
            ])
    }

    @Test func aScreenBuiltUnderASheetLoadsAndAppearsWithIt() throws {
        let loads = LoadCounter()
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.push(.screen(LoadCountingScreen.self, dependency: loads))
            try navigator.present(.screen(ProbeScreen.self, input: probe), style: .sheet)
        }

        #expect(loads.events == ["load", "appear"])
        #expect(probe.events == ["appear P#2"])
    }

    @Test func anAppStyleThatDoesNotCoverActsLikeASheet() throws {
        let card = PresentationStyle(rawValue: "card", coversPresenter: false)
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.present(.screen(ProbeScreen.self, input: probe), style: card)
        try navigator.dismiss()

        #expect(probe.events == ["appear P#1", "appear P#2", "remove P#2"])
    }

    @Test func anAppStyleCoversByDefault() throws {
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.present(
            .screen(ProbeScreen.self, input: probe), style: PresentationStyle(rawValue: "card"))

        #expect(probe.events == ["appear P#1", "disappear P#1", "appear P#2"])
    }

    @Test func theBuiltInStylesSayWhetherTheyCoverAsUIKitDoes() {
        #expect(PresentationStyle.sheet.coversPresenter == false)
        #expect(PresentationStyle.overFullScreen.coversPresenter == false)
        #expect(PresentationStyle(rawValue: "overCurrentContext").coversPresenter == false)
        #expect(PresentationStyle(rawValue: "popover").coversPresenter == false)
        #expect(PresentationStyle.fullScreenCover.coversPresenter)
        #expect(PresentationStyle(rawValue: "currentContext").coversPresenter)
    }

    @Test func aStyleIsIdentifiedAndRestoredByItsTag() throws {
        let data = try JSONEncoder().encode([PresentationStyle.sheet, .fullScreenCover])
        #expect(String(decoding: data, as: UTF8.self) == #"["sheet","fullScreenCover"]"#)
        let decoded = try JSONDecoder().decode([PresentationStyle].self, from: data)
        #expect(decoded.map(\.coversPresenter) == [false, true])
        #expect(
            PresentationStyle(rawValue: "card", coversPresenter: false)
                == PresentationStyle(rawValue: "card"))
    }

    @Test func theShownScreensBelowAreTheTopsOfTheLayersUnderNonCoveringOnes() throws {
        let first = try navigator.push(.screen(ProbeScreen.self, input: probe))
        let second = try navigator.present(.screen(ProbeScreen.self, input: probe), style: .sheet)
        try navigator.present(.screen(ProbeScreen.self, input: probe), style: .sheet)
        #expect(navigator.state.shownBelowTop == [second, first])

        try navigator.present(.screen(ProbeScreen.self, input: probe), style: .fullScreenCover)
        #expect(navigator.state.shownBelowTop == [])
    }
}

// MARK: - Fixtures

/// Records a screen's load and appearance.
@MainActor
final class LoadCounter {
    var events: [String] = []
}

/// A screen that reports its load and appearance to a ``LoadCounter``.
@MainActor
final class LoadCountingScreen: ScreenLifecycle, @MainActor DependencyInjectable {
    let counter: LoadCounter

    init(counter: LoadCounter) { self.counter = counter }

    static func make(withDependency counter: LoadCounter) -> LoadCountingScreen {
        LoadCountingScreen(counter: counter)
    }

    func screenDidLoad() { counter.events.append("load") }
    func screenDidAppear() { counter.events.append("appear") }
}
