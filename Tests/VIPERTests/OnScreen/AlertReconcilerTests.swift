import Testing
import VIPER
import VIPERTesting

@MainActor
@Suite struct AlertReconcilerTests {
    @Test func anAlertIsPresentedOverTheTopAndATapDismissesItThenAnswers() throws {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        var answers: [Choice?] = []
        try navigator.showAlert(deleteAlert) { answers.append($0) }
        container.settle()
        #expect(container.shownAlert == navigator.state.alert)
        #expect(container.performedCommands.last == .presentAlert(navigator.state.alert!))
        #expect(reconciler.isSettled)
        #expect(container.tapAlertButton("Delete"))
        #expect(container.shownAlert != nil)  // the dismissal runs
        #expect(answers.isEmpty)
        container.finishTransition()
        #expect(answers == [.delete])
        container.settle()
        #expect(reconciler.isSettled)
        #expect(container.violations.isEmpty)
    }

    @Test func aNavigationWhileTheAlertIsOnScreenDismissesItBeforeChangingLayers() throws {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        var answers: [Choice?] = []
        try navigator.showAlert(deleteAlert) { answers.append($0) }
        container.settle()
        let alert = try #require(container.shownAlert)
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        #expect(answers == [nil])
        container.settle()
        #expect(container.performedCommands.suffix(2).first == .dismissAlert(alert.id))
        #expect(container.shownAlert == nil)
        #expect(container.shownLayers.count == 2)
        #expect(reconciler.isSettled)
        #expect(container.violations.isEmpty)
    }

    @Test func nothingIsPresentedOverAnAlertOnScreen() throws {
        let container = SimulatedNavigationContainer()
        let list = NavigationEntry(id: NavigationEntryID(1), screen: ScreenType(PlainScreen.self))
        container.perform(.setStack(layer: 0, entries: [list]), animated: false) {}
        container.finishTransition()
        let alert = ShownAlert(id: NavigationEntryID(2), title: "T", buttons: [])
        container.perform(.presentAlert(alert), animated: false) {}
        container.finishTransition()
        let sheet = NavigationLayer(
            style: .sheet,
            entries: [
                NavigationEntry(id: NavigationEntryID(3), screen: ScreenType(PlainScreen.self))
            ])
        container.perform(.present(sheet), animated: false) {}
        #expect(container.violations.map(\.problem) == [.alertUp(alert.id)])
        #expect(container.shownLayers.count == 1)
    }

    @Test func onIPadADialogPointsFromItsAnchorAndATapOutsideAnswersNil() throws {
        let (navigator, container, reconciler) = makeScreen()
        container.isPad = true
        let list = try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        var answers: [Choice?] = []
        try navigator.showAlert(.confirmationDialog(title: "Sort", buttons: sortButtons)) {
            answers.append($0)
        }
        container.settle()
        #expect(container.shownAlert?.anchor == list)
        #expect(container.tapOutsideAlert())
        container.settle()
        #expect(answers == [nil])
        #expect(reconciler.isSettled)
        let stray = ShownAlert(
            id: NavigationEntryID(99), title: "Sort", buttons: [],
            style: .confirmationDialog(anchor: NavigationEntryID(42)))
        container.perform(.presentAlert(stray), animated: false) {}
        #expect(container.violations.map(\.problem) == [.anchorNotShown(NavigationEntryID(42))])
    }
}
