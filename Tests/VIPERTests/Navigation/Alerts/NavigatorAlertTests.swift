import Foundation
import Testing
import VIPER

@MainActor
@Suite struct NavigatorAlertTests {
    @Test func theChosenButtonsActionIsDeliveredExactlyOnce() throws {
        let navigator = try navigatorShowingList()
        var answers: [Choice?] = []
        let alert = try navigator.showAlert(deleteAlert) { answers.append($0) }
        #expect(navigator.state.alert?.id == alert)
        #expect(
            navigator.state.alert?.buttons == [
                ShownAlert.Button("Delete", role: .destructive),
                ShownAlert.Button("Cancel", role: .cancel),
            ])
        try navigator.platformDidChoose(button: 0, inAlert: alert)
        #expect(answers == [.delete])
        #expect(navigator.state.alert == nil)
        #expect(
            throws: NavigationError(.platformChoose(button: 1, inAlert: alert), .notShown(alert))
        ) {
            try navigator.platformDidChoose(button: 1, inAlert: alert)
        }
        #expect(answers == [.delete])
    }

    @Test func awaitingAnAlertReturnsTheChosenAction() async throws {
        let navigator = try navigatorShowingList()
        Task { @MainActor in
            while navigator.state.alert == nil { await Task.yield() }
            try navigator.platformDidChoose(button: 1, inAlert: navigator.state.alert!.id)
        }
        let answer = try await navigator.showAlertForResult(deleteAlert)
        #expect(answer == .cancel)
    }

    @Test(arguments: AlertRemoval.allCases)
    func everyOtherWayTheAlertGoesDeliversNilExactlyOnce(_ removal: AlertRemoval) throws {
        let routes = makeRouteTable()
        let navigator = Navigator()
        try navigator.push(.route(TestRoute.list, using: routes))
        try navigator.push(.route(TestRoute.detail(id: 1), using: routes))
        let saved = try navigator.restorationData(TestRoute.self)
        var answers: [Choice?] = []
        let alert = try navigator.showAlert(deleteAlert) { answers.append($0) }
        switch removal {
        case .dismiss: try navigator.dismiss()
        case .dismissAll: try navigator.dismissAll()
        case .popOfTheScreenUnder: try navigator.pop()
        case .push: try navigator.push(.screen(PlainScreen.self, dependency: "next"))
        case .deepLink: try navigator.open(URL(string: "app://list")!, using: routes)
        case .restoration: try navigator.restore(from: saved, using: routes)
        case .anotherAlert: try navigator.showAlert(deleteAlert) { _ in }
        case .tapOutside: try navigator.platformDidDismiss(layerShowing: alert)
        }
        #expect(answers == [nil])
        #expect(navigator.state.alert?.id != alert)
        try navigator.dismissAll()
        _ = try? navigator.pop()
        #expect(answers == [nil])
    }

    @Test func theScreenUnderTheAlertStaysVisibleWithoutLifecycleCalls() throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        let screen = try navigator.push(.screen(ProbeScreen.self, input: probe))
        probe.events.removeAll()
        let alert = try navigator.showAlert(deleteAlert) { _ in }
        #expect(navigator.state.top?.id == screen)
        #expect(navigator.state.layers.count == 1)
        try navigator.platformDidChoose(button: 1, inAlert: alert)
        #expect(probe.events.isEmpty)
    }

    @Test func aRefusedNavigationLeavesTheAlertUpAndUnanswered() throws {
        let navigator = try navigatorShowingList()
        var answers: [Choice?] = []
        let alert = try navigator.showAlert(deleteAlert) { answers.append($0) }
        let before = navigator.state
        #expect(throws: NavigationError(.pop, .emptyStack)) { try navigator.pop() }
        #expect(navigator.state == before)
        #expect(throws: NavigationError.self) {
            try navigator.batch { navigator throws(NavigationError) in
                try navigator.dismissAll()
                try navigator.pop()
            }
        }
        #expect(navigator.state == before)
        #expect(answers.isEmpty)
        try navigator.platformDidChoose(button: 0, inAlert: alert)
        #expect(answers == [.delete])
    }

    @Test func observersTellAChoiceFromTheSystemTakingTheDialogDown() throws {
        let navigator = try navigatorShowingList()
        var actions: [NavigationAction] = []
        navigator.addObserver { actions.append($0.action) }
        let chosen = try navigator.showAlert(deleteAlert) { _ in }
        try navigator.platformDidChoose(button: 0, inAlert: chosen)
        var answers: [Choice?] = []
        let dropped = try navigator.showAlert(deleteAlert) { answers.append($0) }
        try navigator.platformDidDismiss(layerShowing: dropped)
        #expect(actions[1] == .platformChoose(button: 0, inAlert: chosen))
        #expect(actions[3] == .platformDismiss(dropped))
        #expect(answers == [nil])
        #expect(actions[1].description == "platformDidChoose(button: 0, inAlert: \(chosen))")
    }

    @Test func guardsAndObserversSeeAnAlertLikeAnyChange() throws {
        let navigator = try navigatorShowingList()
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        let token = navigator.addGuard { change in
            change.new.alert == nil ? .allow : .veto("no alerts now")
        }
        var answers: [Choice?] = []
        #expect(
            throws: NavigationError(
                .present(ScreenType(NavigationAlert<Choice>.self), .alert), .vetoed("no alerts now")
            )
        ) {
            try navigator.showAlert(deleteAlert) { answers.append($0) }
        }
        #expect(navigator.state.alert == nil)
        #expect(changes.isEmpty)
        navigator.remove(token)
        let alert = try navigator.showAlert(deleteAlert) { answers.append($0) }
        try navigator.platformDidChoose(button: 1, inAlert: alert)
        #expect(
            changes.map(\.action) == [
                .present(ScreenType(NavigationAlert<Choice>.self), .alert),
                .platformChoose(button: 1, inAlert: alert),
            ])
        #expect(changes.first?.new.alert?.title == "Delete this note?")
        #expect(changes.last?.old.alert?.id == alert)
        #expect(answers == [.cancel])
    }

    @Test func aDialogPointsFromTheVisibleScreenUnlessToldAndOnlyFromTheTopLayer() throws {
        let navigator = try navigatorShowingList()
        let list = try #require(navigator.state.top?.id)
        try navigator.showAlert(.confirmationDialog(title: "Sort", buttons: sortButtons)) {
            _ in
        }
        #expect(navigator.state.alert?.style == .confirmationDialog(anchor: list))
        let sheet = try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        let dialog = NavigationAlert.confirmationDialog(
            title: "Sort", buttons: sortButtons, anchor: list)
        #expect(
            throws: NavigationError(
                .present(ScreenType(NavigationAlert<Choice>.self), .confirmationDialog),
                .entryNotOnTop(list, top: sheet))
        ) {
            try navigator.showAlert(dialog) { _ in }
        }
        let missing = NavigationAlert.confirmationDialog(
            title: "Sort", buttons: sortButtons, anchor: id(99))
        #expect(
            throws: NavigationError(
                .present(ScreenType(NavigationAlert<Choice>.self), .confirmationDialog),
                .notShown(id(99)))
        ) {
            try navigator.showAlert(missing) { _ in }
        }
    }

    @Test func aDialogCannotPointFromAScreenInATabThatIsNotSelected() throws {
        let navigator = Navigator()
        try navigator.setLayout(
            .tabs(
                [
                    .init(.articles, [.screen(PlainScreen.self, dependency: "articles")]),
                    .init(.bookmarks, [.screen(PlainScreen.self, dependency: "bookmarks")]),
                ], selected: .articles))
        let shown = try #require(navigator.state.top?.id)
        let hidden = try #require(navigator.state.layers[0].stack(.tab(.bookmarks))?.first?.id)
        let dialog = NavigationAlert.confirmationDialog(
            title: "Sort", buttons: sortButtons, anchor: hidden)
        #expect(
            throws: NavigationError(
                .present(ScreenType(NavigationAlert<Choice>.self), .confirmationDialog),
                .entryNotOnTop(hidden, top: shown))
        ) {
            try navigator.showAlert(dialog) { _ in }
        }
        #expect(navigator.state.alert == nil)
        let visible = NavigationAlert.confirmationDialog(
            title: "Sort", buttons: sortButtons, anchor: shown)
        try navigator.showAlert(visible) { _ in }
        #expect(navigator.state.alert?.style == .confirmationDialog(anchor: shown))
    }

    @Test func anAlertNeedsAScreenUnderIt() throws {
        let navigator = Navigator()
        var answers: [Choice?] = []
        #expect(
            throws: NavigationError(
                .present(ScreenType(NavigationAlert<Choice>.self), .alert), .emptyStack)
        ) {
            try navigator.showAlert(deleteAlert) { answers.append($0) }
        }
        #expect(answers.isEmpty)
    }

    @Test func anAlertShownAndReplacedInOneBatchIsAnsweredNilAfterTheCommit() throws {
        let navigator = try navigatorShowingList()
        var answers: [Choice?] = []
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.showAlert(deleteAlert) { answers.append($0) }
            #expect(answers.isEmpty)
            try navigator.push(.screen(PlainScreen.self, dependency: "next"))
        }
        #expect(answers == [nil])
        #expect(navigator.state.alert == nil)
    }

    @Test func anAlertOfARefusedBatchIsNeverAnswered() async throws {
        let navigator = try navigatorShowingList()
        var answers: [Choice?] = []
        #expect(throws: NavigationError(.pop, .emptyStack)) {
            try navigator.batch { navigator throws(NavigationError) in
                try navigator.showAlert(deleteAlert) { answers.append($0) }
                try navigator.pop()
            }
        }
        for _ in 0..<10 { await Task.yield() }
        #expect(answers.isEmpty)
        #expect(navigator.state.alert == nil)
    }

    @Test func anAlertWithoutButtonsIsAnsweredNilByItsOKButton() throws {
        let navigator = try navigatorShowingList()
        var answers: [Choice?] = []
        let alert = try navigator.showAlert(NavigationAlert<Choice>(title: "Saved", buttons: [])) {
            answers.append($0)
        }
        #expect(
            throws: NavigationError(.platformChoose(button: 1, inAlert: alert), .notShown(alert))
        ) {
            try navigator.platformDidChoose(button: 1, inAlert: alert)
        }
        try navigator.platformDidChoose(button: 0, inAlert: alert)
        #expect(answers == [nil])
    }

    @Test func aScreenAsksThroughItsHandleAndItsDialogPointsFromIt() throws {
        let navigator = try navigatorShowingList()
        let probe = ScreenProbe()
        let screenID = try navigator.push(.screen(ProbeScreen.self, input: probe))
        let screen = try #require(navigator.screen(ProbeScreen.self, for: screenID))
        var answers: [Choice?] = []
        let dialog = NavigationAlert.confirmationDialog(title: "Sort", buttons: sortButtons)
        let alert = try screen.navigation.showAlert(dialog) { answers.append($0) }
        #expect(navigator.state.alert?.anchor == screenID)
        #expect(screen.navigation.isVisible)
        try navigator.platformDidChoose(button: 1, inAlert: alert)
        #expect(answers == [.cancel])
    }

    @Test func restorationDataNeverHoldsTheAlert() throws {
        let routes = makeRouteTable()
        let navigator = Navigator()
        try navigator.push(.route(TestRoute.list, using: routes))
        let without = try navigator.restorationData(TestRoute.self)
        try navigator.showAlert(deleteAlert) { _ in }
        let with = try navigator.restorationData(TestRoute.self)
        let restored = Navigator()
        try restored.restore(from: with, using: routes)
        #expect(restored.state.alert == nil)
        #expect(restored.state.layers == navigator.state.layers)
        #expect(!String(decoding: with, as: UTF8.self).contains("Delete"))
        #expect(with.count == without.count)
    }
}

// MARK: - Fixtures

enum Choice: Hashable, Sendable {
    case delete
    case cancel
}

enum AlertRemoval: CaseIterable, Sendable {
    case dismiss, dismissAll, popOfTheScreenUnder, push, deepLink, restoration, anotherAlert,
        tapOutside
}

let deleteAlert = NavigationAlert(
    title: "Delete this note?", message: "You cannot undo this.",
    buttons: [
        AlertButton("Delete", role: .destructive, action: Choice.delete),
        AlertButton("Cancel", role: .cancel, action: Choice.cancel),
    ])

let sortButtons = [
    AlertButton("Newest first", action: Choice.delete),
    AlertButton("Cancel", role: .cancel, action: Choice.cancel),
]

@MainActor
func navigatorShowingList() throws -> Navigator {
    let navigator = Navigator()
    try navigator.push(.screen(PlainScreen.self, dependency: "list"))
    return navigator
}
