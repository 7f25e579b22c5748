import Testing
import VIPER

@MainActor
@Suite struct ShownAlertOnScreenTests {
    @Test func anAlertWithButtonsShowsThemInOrder() {
        let buttons = [
            ShownAlert.Button("Delete", role: .destructive),
            ShownAlert.Button("Cancel", role: .cancel),
        ]
        let alert = ShownAlert(id: NavigationEntryID(3), title: "Delete?", buttons: buttons)
        #expect(alert.buttonsOnScreen == buttons)
    }

    @Test func anAlertWithoutButtonsShowsOneOKButtonWhoseTapAnswersNil() throws {
        let navigator = Navigator()
        try navigator.push(.screen(Home.self, dependency: ()))
        var answers: [Int?] = []
        try navigator.showAlert(NavigationAlert<Int>(title: "Saved", buttons: [])) {
            answers.append($0)
        }
        let alert = try #require(navigator.state.alert)
        #expect(alert.buttonsOnScreen == [ShownAlert.Button("OK", role: .cancel)])
        try navigator.platformDidChoose(button: alert.buttonsOnScreen.count - 1, inAlert: alert.id)
        #expect(answers == [nil])
        #expect(navigator.state.alert == nil)
    }
}

// MARK: - Fixtures

@MainActor
private final class Home: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Void) -> Home { Home() }
}
