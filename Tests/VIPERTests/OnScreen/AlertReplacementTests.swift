import Foundation
import Testing
import VIPER
import VIPERTesting

/// A state whose alert is replaced: UIKit presents nothing over an alert, so the screen
/// follows by dismissing the old alert, then presenting the new one; never two at once
/// (the container refuses a present over an alert: a violation), never a lost alert (the
/// container ends on the state's alert), and no answer reaches the wrong alert.
@MainActor
@Suite struct AlertReplacementTests {
    @Test(arguments: [false, true], [false, true])
    func aReplacedAlertIsDismissedThenTheNewOneIsPresented(hostile: Bool, sameText: Bool)
        throws
    {
        let (navigator, container, _, log) = try makeListOnScreen(hostile: hostile)
        let first = try log.show(sameText ? "Delete this note?" : "A", on: navigator)
        let firstShown = try #require(navigator.state.alert)
        #expect(container.settle())
        let second = try log.show(sameText ? "Delete this note?" : "B", on: navigator)
        let secondShown = try #require(navigator.state.alert)
        #expect(log.answers == [first: [nil]])
        #expect(container.settle())
        #expect(
            alertCommands(container) == [
                .presentAlert(firstShown), .dismissAlert(first), .presentAlert(secondShown),
            ])
        container.assertShows(navigator)
        #expect(container.tapAlertButton("Delete"))
        #expect(container.settle())
        #expect(log.answers == [first: [nil], second: [.delete]])
        container.assertShows(navigator)
    }

    @Test(arguments: [false, true])
    func anAlertReplacedWhileItIsBeingPresentedIsTakenDownOnceItIsUp(hostile: Bool) throws {
        let (navigator, container, _, log) = try makeListOnScreen(hostile: hostile)
        let first = try log.show("A", on: navigator)
        let firstShown = try #require(navigator.state.alert)
        container.runMainQueue()
        #expect(container.transition == .command(.presentAlert(firstShown)))
        if hostile {
            // On screen, but the completion has not come: nothing is sent meanwhile.
            #expect(container.finishTransition())
            #expect(container.heldCompletionCount == 1)
        }
        try log.show("B", on: navigator)
        let secondShown = try #require(navigator.state.alert)
        container.runMainQueue()
        #expect(alertCommands(container) == [.presentAlert(firstShown)])
        #expect(container.settle())
        #expect(
            alertCommands(container) == [
                .presentAlert(firstShown), .dismissAlert(first), .presentAlert(secondShown),
            ])
        container.assertShows(navigator)
    }

    @Test(arguments: [false, true], [false, true])
    func anAlertReplacedTwiceBeforeTheScreenFollowsShowsOnlyTheLast(
        hostile: Bool, firstOnScreen: Bool
    ) throws {
        let (navigator, container, _, log) = try makeListOnScreen(hostile: hostile)
        let first = try log.show("A", on: navigator)
        let firstShown = try #require(navigator.state.alert)
        if firstOnScreen { #expect(container.settle()) }
        let second = try log.show("B", on: navigator)
        let third = try log.show("C", on: navigator)
        let thirdShown = try #require(navigator.state.alert)
        #expect(container.settle())
        let expected: [ContainerCommand] =
            firstOnScreen
            ? [.presentAlert(firstShown), .dismissAlert(first), .presentAlert(thirdShown)]
            : [.presentAlert(thirdShown)]
        #expect(alertCommands(container) == expected)
        #expect(log.answers == [first: [nil], second: [nil]])
        container.assertShows(navigator)
        #expect(container.tapAlertButton("Cancel"))
        #expect(container.settle())
        #expect(log.answers == [first: [nil], second: [nil], third: [.cancel]])
    }

    @Test(arguments: [false, true])
    func aTapOnTheReplacedAlertIsRefusedAndAnswersNeitherAlert(hostile: Bool) throws {
        let (navigator, container, reconciler, log) = try makeListOnScreen(hostile: hostile)
        let first = try log.show("A", on: navigator)
        #expect(container.settle())
        // The user's tap dismisses the old alert; the app replaces it meanwhile.
        #expect(container.tapAlertButton("Delete"))
        let second = try log.show("B", on: navigator)
        #expect(container.finishTransition())
        #expect(
            reconciler.lastRefusedReport
                == NavigationError(.platformChoose(button: 0, inAlert: first), .notShown(first)))
        #expect(container.settle())
        #expect(navigator.state.alert?.id == second)
        #expect(log.answers == [first: [nil]])
        container.assertShows(navigator)

        // A report of the old alert that comes after the new one is up changes nothing.
        let commands = container.performedCommands.count
        reconciler.containerDidChoose(button: 1, inAlert: first)
        reconciler.containerDidDismissAlert(first)
        #expect(container.settle())
        #expect(navigator.state.alert?.id == second)
        #expect(log.answers == [first: [nil]])
        #expect(container.performedCommands.count == commands)
        container.assertShows(navigator)
    }

    @Test(arguments: [false, true], [false, true])
    func anAlertReplacedWhileALayerUnderItMovesIsShownOverTheNewTop(
        hostile: Bool, presenting: Bool
    ) throws {
        let (navigator, container, _, log) = try makeListOnScreen(hostile: hostile)
        if !presenting {
            try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
            #expect(container.settle())
        }
        let commandsBefore = container.performedCommands.count
        if presenting {
            try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        } else {
            try navigator.dismissAll()
        }
        let first = try log.show("A", on: navigator)
        container.runMainQueue()
        let layerCommand =
            presenting
            ? ContainerCommand.present(navigator.state.layers[1]) : .dismiss(fromLayer: 1)
        #expect(container.transition == .command(layerCommand))
        try log.show("B", on: navigator)
        let secondShown = try #require(navigator.state.alert)
        #expect(container.settle())
        #expect(
            container.performedCommands[commandsBefore...] == [
                layerCommand, .presentAlert(secondShown),
            ])
        #expect(log.answers == [first: [nil]])
        container.assertShows(navigator)
    }

    @Test(arguments: [false, true], [false, true])
    func anAlertReplacedAcrossAWidthChangeIsShownOnce(hostile: Bool, whilePresenting: Bool)
        throws
    {
        let (navigator, container, _, log) = try makeListOnScreen(hostile: hostile)
        try navigator.setLayout(
            .split(
                primary: [.screen(PlainScreen.self, dependency: "books")],
                secondary: [.screen(PlainScreen.self, dependency: "book 1")]))
        let first = try log.show("A", on: navigator)
        #expect(container.settle())
        try log.show("B", on: navigator)
        let secondShown = try #require(navigator.state.alert)
        container.runMainQueue()
        #expect(container.transition == .command(.dismissAlert(first)))
        if whilePresenting {
            #expect(container.finishTransition())
            container.deliverHeldCompletions()
            container.runMainQueue()
            #expect(container.transition == .command(.presentAlert(secondShown)))
        }
        #expect(container.collapseSplit())
        #expect(container.settle())
        #expect(navigator.state.layers[0].split?.isCollapsed == true)
        #expect(navigator.state.alert == secondShown)
        #expect(
            alertCommands(container).suffix(2) == [
                .dismissAlert(first), .presentAlert(secondShown),
            ])
        #expect(log.answers == [first: [nil]])
        container.assertShows(navigator)
    }

    @Test(arguments: [false, true])
    func anAlertReplacedByASheetAndBackIsShownOverWhatIsOnTop(hostile: Bool) throws {
        let (navigator, container, _, log) = try makeListOnScreen(hostile: hostile)
        let first = try log.show("A", on: navigator)
        #expect(container.settle())
        var commandsBefore = container.performedCommands.count
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        let second = try log.show("B", on: navigator)
        let secondShown = try #require(navigator.state.alert)
        #expect(container.settle())
        #expect(
            container.performedCommands[commandsBefore...] == [
                .dismissAlert(first), .present(navigator.state.layers[1]),
                .presentAlert(secondShown),
            ])
        container.assertShows(navigator)

        commandsBefore = container.performedCommands.count
        try navigator.dismissAll()
        try log.show("C", on: navigator)
        let thirdShown = try #require(navigator.state.alert)
        #expect(container.settle())
        #expect(
            container.performedCommands[commandsBefore...] == [
                .dismissAlert(second), .dismiss(fromLayer: 1), .presentAlert(thirdShown),
            ])
        #expect(log.answers == [first: [nil], second: [nil]])
        container.assertShows(navigator)
    }

    /// How a whole new state arrives under an alert that is up.
    enum WholeState: CaseIterable { case deepLink, restoration }

    @Test(arguments: WholeState.allCases, [false, true])
    func aDeepLinkOrARestorationTakesTheAlertDownBeforeTheNextIsPresented(
        arriving: WholeState, hostile: Bool
    ) throws {
        let (navigator, container, _, log) = try makeListOnScreen(hostile: hostile)
        let table = makeRouteTable()
        let first = try log.show("A", on: navigator)
        let firstShown = try #require(navigator.state.alert)
        #expect(container.settle())
        switch arriving {
        case .deepLink:
            try navigator.open(URL(string: "app://items/4")!, using: table)
        case .restoration:
            let saved = Navigator()
            try saved.replace(with: RouteState(root: [.list, .detail(id: 4)]), using: table)
            try navigator.restore(from: try saved.restorationData(TestRoute.self), using: table)
        }
        #expect(navigator.state.alert == nil)
        #expect(log.answers == [first: [nil]])
        let second = try log.show("B", on: navigator)
        let secondShown = try #require(navigator.state.alert)
        #expect(container.settle())
        #expect(
            alertCommands(container) == [
                .presentAlert(firstShown), .dismissAlert(first), .presentAlert(secondShown),
            ])
        container.assertShows(navigator)
        #expect(container.tapAlertButton("Delete"))
        #expect(container.settle())
        #expect(log.answers == [first: [nil], second: [.delete]])
    }

    @Test func theOldAlertsLostDismissalStillLetsTheNewOneUp() throws {
        let (navigator, container, reconciler, log) = try makeListOnScreen(hostile: false)
        let first = try log.show("A", on: navigator)
        #expect(container.settle())
        try log.show("B", on: navigator)
        container.runMainQueue()
        container.dropsCompletions = true
        #expect(container.finishTransition())
        container.dropsCompletions = false
        #expect(container.settle())
        #expect(reconciler.lostCompletionCount == 1)
        #expect(alertCommands(container).suffix(2).first == .dismissAlert(first))
        container.assertShows(navigator)
    }

    @Test func aShownAlertOfTheSameIdentityWithOtherTextIsPresentedAgain() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        let id = try navigator.showAlert(deleteAlert) { _ in }
        let stale = ShownAlert(id: id, title: "Older text", buttons: [])
        #expect(
            NavigationReconciler.commands(
                from: navigator.state.layers, showingAlert: stale, to: navigator.state)
                == [.dismissAlert(id), .presentAlert(try #require(navigator.state.alert))])
    }
}

// MARK: - Fixtures

/// The alerts a test showed, by identity, with every answer each received.
@MainActor
final class AlertAnswerLog {
    var answers: [NavigationEntryID: [Choice?]] = [:]

    /// Shows an alert titled `title` with the buttons "Delete" and "Cancel".
    @discardableResult
    func show(_ title: String, on navigator: Navigator) throws -> NavigationEntryID {
        let shown = ShownAlertID()
        let alert = NavigationAlert(title: title, buttons: deleteAlert.buttons)
        shown.id = try navigator.showAlert(alert) { [weak self] answer in
            if let id = shown.id { self?.answers[id, default: []].append(answer) }
        }
        return try #require(shown.id)
    }
}

/// The identity of an alert, which its answer's closure reads once it is issued.
@MainActor
final class ShownAlertID {
    var id: NavigationEntryID?
}

/// A list on a settled simulated container, hostile or not.
@MainActor
private func makeListOnScreen(hostile: Bool) throws
    -> (Navigator, SimulatedNavigationContainer, NavigationReconciler, AlertAnswerLog)
{
    let (navigator, container, reconciler) = makeScreen()
    container.makeHostile(hostile)
    try navigator.push(.screen(PlainScreen.self, dependency: "list"))
    #expect(container.settle())
    return (navigator, container, reconciler, AlertAnswerLog())
}

/// The alert commands the container performed, in order.
@MainActor
private func alertCommands(_ container: SimulatedNavigationContainer) -> [ContainerCommand] {
    container.performedCommands.filter {
        switch $0 {
        case .presentAlert, .dismissAlert: true
        default: false
        }
    }
}
