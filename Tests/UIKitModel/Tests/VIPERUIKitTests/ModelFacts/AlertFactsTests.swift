import SwiftUI
import Testing
import UIKit

extension UIKitModelSuite {
    /// The model's alerts against UIKitFacts.md, "Alerts and action sheets": what a
    /// replaced alert meets.
    @Suite @MainActor
    struct AlertFactsTests {
        init() { freshModel() }

        /// Whether the SwiftUI alert of `alertView(_:)` is up, as its binding says.
        nonisolated(unsafe) private static var isUp = true

        /// "A controller that already presents one refuses `present`": a second alert from
        /// the presenter of the first is refused with UIKit's message and no completion,
        /// and the first stays up (swift-navigation #352).
        @Test func aSecondAlertFromThePresenterOfTheFirstIsRefused() {
            let root = controller("root")
            show(root)
            let first = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
            root.present(first, animated: true)
            UIKitModel.runAnimations()
            var completions = 0
            let second = UIAlertController(title: "B", message: nil, preferredStyle: .alert)
            root.present(second, animated: true) { completions += 1 }
            UIKitModel.runAnimations()
            #expect(UIKitModel.console.last?.contains("which is already presenting A") == true)
            #expect(completions == 0)
            #expect(root.presentedViewController === first)
            #expect(second.presentingViewController == nil)
        }

        /// "Tapping an action dismisses the alert; its handler runs after the dismissal":
        /// on a later turn, if asked (**unverified** which), once the alert is gone.
        @Test func aHandlerOnALaterTurnRunsAfterTheDismissalsCompletion() async {
            let root = controller("root")
            show(root)
            var handled = 0
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "A", style: .default) { _ in handled += 1 })
            root.present(alert, animated: true)
            UIKitModel.runAnimations()
            #expect(alert.modelUserTap(0, handlerOnLaterTurn: true))
            UIKitModel.runAnimations()
            #expect(root.presentedViewController == nil)
            #expect(handled == 0)
            await settle()
            #expect(handled == 1)
        }

        /// "SwiftUI alerts": while `isPresented` stays true, the alert up keeps the title and
        /// buttons it came up with (swift-composable-architecture #973: from iOS 15 a
        /// presented alert "doesn't get updated"; swift-navigation #352: re-presenting on a
        /// new identity is "still not supported"); once down, the next comes up as drawn.
        @Test func aSwiftUIAlertUpKeepsWhatItCameUpWithUntilItGoesDown() {
            Self.isUp = true
            let hosting = UIHostingController(rootView: alertView("A"))
            show(hosting)
            #expect(hosting.modelAlert?.title == "A")
            hosting.rootView = alertView("B")
            #expect(hosting.modelAlert?.title == "A")
            #expect(hosting.modelAlert?.buttons == ["A"])
            Self.isUp = false
            hosting.rootView = alertView("B")
            #expect(hosting.modelAlert == nil)
            Self.isUp = true
            hosting.rootView = alertView("B")
            #expect(hosting.modelAlert?.title == "B")
            #expect(hosting.modelAlert?.buttons == ["B"])
        }

        /// A view with an alert titled `title`, with one button of that label, up while
        /// `isUp`.
        private func alertView(_ title: String) -> some View {
            Text("content").alert(
                Text(title), isPresented: Binding(get: { Self.isUp }, set: { Self.isUp = $0 }),
                presenting: title,
                actions: { label in Button(role: nil, action: {}) { Text(label) } },
                message: { _ in Text("") })
        }
    }
}
