import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

enum Choice: Hashable, Sendable {
    case delete
    case keep
    case archive
}

extension UIKitModelSuite {
    /// The navigator's alerts as UIAlertControllers (DeviceChecklist items 10 to 13, question E).
    @Suite @MainActor
    struct AlertTests {
        init() { freshModel() }

        private let deleteAlert = NavigationAlert<Choice>(
            title: "Delete?", message: "It cannot be undone",
            buttons: [
                AlertButton("Delete", role: .destructive, action: .delete),
                AlertButton("Keep", role: .cancel, action: .keep),
            ])

        private func alertUp(_ scene: HostedScene) -> UIAlertController? {
            scene.presented.last as? UIAlertController
        }

        @Test func anAlertIsShownAndATapIsItsResultAfterItWent() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            var answers: [Choice?] = []
            try scene.navigator.showAlert(deleteAlert) { answers.append($0) }
            await settle()
            let alert = try #require(alertUp(scene))
            #expect(alert.title == "Delete?")
            #expect(alert.message == "It cannot be undone")
            #expect(alert.preferredStyle == .alert)
            #expect(alert.actions.map(\.title) == ["Delete", "Keep"])
            #expect(alert.actions.map(\.style) == [.destructive, .cancel])
            #expect(scene.host.shownAlert?.title == "Delete?")
            #expect(alert.modelUserTap(0))
            #expect(answers == [], "the handler runs after the dismissal")
            await settle()
            #expect(answers == [.delete])
            #expect(scene.presented.isEmpty)
            #expect(scene.host.shownAlert == nil)
            expectUIKitContent()
        }

        @Test func anAlertOverASheetLeavesTheScreensUnderItAlone() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            try scene.navigator.present(.named("sheet"))
            await settle()
            Screen.calls = []
            var answers: [Choice?] = []
            try scene.navigator.showAlert(deleteAlert) { answers.append($0) }
            await settle()
            #expect(alertUp(scene)?.presentingViewController === scene.presented.first)
            alertUp(scene)?.modelUserTap(1)
            await settle()
            #expect(answers == [.keep])
            #expect(Screen.calls == [])
            expectUIKitContent()
        }

        @Test func aNavigationWhileTheAlertIsUpDismissesItFirst() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            var answers: [Choice?] = []
            try scene.navigator.showAlert(deleteAlert) { answers.append($0) }
            await settle()
            try scene.navigator.present(.named("linked"))
            await settle()
            #expect(answers == [nil])
            #expect(scene.presented.count == 1)
            #expect(scene.presented.first is UINavigationController)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func twoCancelButtonsDoNotTrapAndNoButtonsShowOK() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            let alert = NavigationAlert<Choice>(
                title: "Two",
                buttons: [
                    AlertButton("A", role: .cancel, action: .keep),
                    AlertButton("B", role: .cancel, action: .archive),
                ])
            try scene.navigator.showAlert(alert) { _ in }
            await settle()
            #expect(alertUp(scene)?.actions.map(\.style) == [.cancel, .default])
            alertUp(scene)?.modelUserTap(0)
            await settle()
            let noButtons = NavigationAlert<Choice>(title: "None", buttons: [])
            try scene.navigator.showAlert(noButtons) { _ in }
            await settle()
            #expect(alertUp(scene)?.actions.map(\.title) == ["OK"])
            expectUIKitContent()
        }

        /// An alert titled `title` with the delete alert's buttons.
        private func alert(_ title: String) -> NavigationAlert<Choice> {
            NavigationAlert(title: title, buttons: deleteAlert.buttons)
        }

        /// Lets the main queue and the animations run, one animation step at a time,
        /// noting the titles of the alerts up after each step.
        private func settleNotingAlerts(_ scene: HostedScene) async -> [[String?]] {
            var seen: [[String?]] = []
            for _ in 0..<100 {
                await settle(animations: false)
                seen.append(scene.presented.compactMap { ($0 as? UIAlertController)?.title })
                guard UIKitModel.runAnimations() else { break }
            }
            return seen
        }

        @Test(arguments: [false, true])
        func aReplacedAlertIsDismissedThenTheNewOneIsShownNeverTwoAtOnce(
            midPresentation: Bool
        ) async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            var answers: [String: [Choice?]] = [:]
            try scene.navigator.showAlert(alert("A")) { answers["A", default: []].append($0) }
            // The first alert is being presented, or up.
            await settle(animations: !midPresentation)
            #expect(alertUp(scene)?.title == "A")
            try scene.navigator.showAlert(alert("B")) { answers["B", default: []].append($0) }
            let seen = await settleNotingAlerts(scene)
            #expect(seen.allSatisfy { $0.count <= 1 })
            #expect(seen.first == ["A"] && seen.last == ["B"])
            #expect(scene.presented.count == 1)
            #expect(alertUp(scene)?.title == "B")
            #expect(scene.host.shownAlert == scene.navigator.state.alert)
            #expect(answers == ["A": [nil]])
            #expect(alertUp(scene)?.modelUserTap(0) == true)
            await settle()
            #expect(answers == ["A": [nil], "B": [.delete]])
            #expect(scene.presented.isEmpty)
            expectUIKitContent()
        }

        @Test func anAlertReplacedTwiceQuicklyShowsOnlyTheLast() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            var answers: [String: [Choice?]] = [:]
            for title in ["A", "B", "C"] {
                try scene.navigator.showAlert(alert(title)) {
                    answers[title, default: []].append($0)
                }
            }
            let seen = await settleNotingAlerts(scene)
            #expect(Set(seen.joined()) == ["C"])
            #expect(answers == ["A": [nil], "B": [nil]])
            #expect(scene.host.shownAlert == scene.navigator.state.alert)
            expectUIKitContent()
        }

        @Test(arguments: [false, true])
        func aTapOnTheReplacedAlertAnswersNeitherAlert(handlerOnLaterTurn: Bool) async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            var answers: [String: [Choice?]] = [:]
            let first = try scene.navigator.showAlert(alert("A")) {
                answers["A", default: []].append($0)
            }
            await settle()
            // The user's tap starts the dismissal; the app replaces the alert meanwhile.
            #expect(alertUp(scene)?.modelUserTap(0, handlerOnLaterTurn: handlerOnLaterTurn) == true)
            try scene.navigator.showAlert(alert("B")) { answers["B", default: []].append($0) }
            await settle()
            #expect(answers == ["A": [nil]])
            #expect(scene.presented.count == 1)
            #expect(alertUp(scene)?.title == "B")
            #expect(scene.host.shownAlert == scene.navigator.state.alert)
            #expect(scene.host.reconciler?.lastRefusedReport?.reason == .notShown(first))
            expectUIKitContent()
        }

        @Test func anAlertReplacedByASheetAndBackIsShownOverWhatIsOnTop() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            try scene.navigator.showAlert(alert("A")) { _ in }
            await settle()
            try scene.navigator.present(.named("sheet"))
            try scene.navigator.showAlert(alert("B")) { _ in }
            await settle()
            #expect(scene.presented.count == 2)
            #expect(scene.presented.first is UINavigationController)
            #expect(alertUp(scene)?.title == "B")
            try scene.navigator.dismissAll()
            try scene.navigator.showAlert(alert("C")) { _ in }
            await settle()
            #expect(scene.presented.count == 1)
            #expect(alertUp(scene)?.title == "C")
            #expect(alertUp(scene)?.presentingViewController === scene.host.rootViewController)
            #expect(scene.showsState)
            #expect(scene.host.shownAlert == scene.navigator.state.alert)
            expectUIKitContent()
        }

        @Test func onIPadADialogPointsFromItsAnchorAndATapOutsideAnswersNilOnce() async throws {
            freshModel(idiom: .pad)
            let scene = HostedScene()
            let list = try scene.navigator.push(.named("list"))
            await settle()
            var answers: [Choice?] = []
            try scene.navigator.showAlert(
                .confirmationDialog(title: "Sort", buttons: deleteAlert.buttons, anchor: list)
            ) { answers.append($0) }
            await settle()
            let dialog = try #require(alertUp(scene))
            #expect(dialog.preferredStyle == .actionSheet)
            let screen = try #require(scene.navigator.screen(for: list) as? UIViewController)
            #expect(dialog.popoverPresentationController?.sourceView === screen.view)
            #expect(dialog.modelUserTapOutside())
            await settle()
            #expect(answers == [nil])
            #expect(scene.presented.isEmpty)
            expectUIKitContent()
        }
    }
}
