import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

/// An animator, for the custom transitions of the host.
@MainActor
final class Animator: NSObject, UIViewControllerAnimatedTransitioning {}

/// A transitioning delegate that vends `Animator`s.
@MainActor
final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { Animator() }

    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { Animator() }
}

extension UIKitModelSuite {
    /// Presented layers: sheets presented and dismissed, swiped down by the user, their
    /// appearance calls per style, their release, and presentations that UIKit refuses.
    @Suite @MainActor
    struct PresentationTests {
        init() { freshModel() }

        @Test func aSheetIsPresentedFromTheRootAndDismissed() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            try scene.navigator.present(.named("sheet"))
            await settle()
            let sheet = try #require(scene.presented.first as? UINavigationController)
            #expect(scene.titles(sheet) == ["sheet"])
            #expect(sheet.presentingViewController === scene.host.rootViewController)
            #expect(sheet.modalPresentationStyle == .pageSheet)
            #expect(scene.showsState)
            try scene.navigator.dismiss()
            await settle()
            #expect(scene.presented.isEmpty)
            #expect(scene.showsState)
            #expect(scene.platformChanges == [])
            expectUIKitContent()
        }

        @Test func layersThreeDeepArePresentedEachOverTheOneBelow() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            try scene.navigator.present(.named("one"))
            try scene.navigator.push(.named("one b"))
            try scene.navigator.present(.named("two"), style: .fullScreenCover)
            try scene.navigator.present(.named("three"), style: .overFullScreen)
            await settle()
            #expect(scene.presented.count == 3)
            #expect(
                scene.presented.map { scene.titles($0 as? UINavigationController) } == [
                    ["one", "one b"], ["two"], ["three"],
                ])
            #expect(
                scene.presented.map(\.modalPresentationStyle) == [
                    .pageSheet, .fullScreen, .overFullScreen,
                ])
            #expect(scene.showsState)
            try scene.navigator.dismissAll()
            await settle()
            #expect(scene.presented.isEmpty)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aSheetSwipedDownIsOnePlatformDismiss() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            let sheetID = try scene.navigator.present(.named("sheet"))
            await settle()
            let sheet = try #require(scene.presented.first)
            let swipe = try #require(sheet.modelUserSwipeDown())
            await settle(animations: false)
            #expect(scene.navigator.state.layers.count == 2, "willDismiss never commits")
            swipe.finish()
            await settle()
            #expect(scene.platformChanges == [.platformDismiss(sheetID)])
            #expect(scene.presented.isEmpty)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aSheetSwipeAbandonedHalfwayChangesNothingAndTheNextNavigationShows()
            async throws
        {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            try scene.navigator.present(.named("sheet"))
            await settle()
            let before = scene.navigator.state
            let swipe = try #require(scene.presented.first?.modelUserSwipeDown())
            try scene.navigator.push(.named("sheet b"))
            await settle(animations: false)
            swipe.cancel()
            await settle()
            #expect(scene.platformChanges == [])
            #expect(scene.navigator.state.layers[0] == before.layers[0])
            #expect(
                scene.titles(scene.presented.first as? UINavigationController) == [
                    "sheet", "sheet b",
                ])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aGuardThatVetoesKeepsTheSheetUpAndUIKitHearsOfTheAttempt() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            try scene.navigator.present(.screen(GuardedScreen.self, dependency: "form"))
            await settle()
            UIKitModel.clearTrace()
            #expect(scene.presented.first?.modelUserSwipeDown() == nil)
            #expect(
                UIKitModel.trace == [
                    "presentationDelegate shouldDismiss",
                    "presentationDelegate didAttemptToDismiss",
                ])
            #expect(scene.presented.count == 1)
            #expect(scene.platformChanges == [])
        }

        @Test func aSheetInTheFirstStateIsPresentedOnceTheRootIsInTheWindow() async throws {
            let navigator = Navigator()
            try navigator.push(.named("list"))
            try navigator.present(.named("onboarding"))
            let scene = HostedScene(navigator)
            await settle()
            #expect(scene.presented.count == 1)
            #expect(
                scene.titles(scene.presented.first as? UINavigationController) == [
                    "onboarding"
                ])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aSheetWaitsForAWindowThatIsShownLater() async throws {
            let navigator = Navigator()
            try navigator.push(.named("list"))
            try navigator.present(.named("onboarding"))
            let scene = HostedScene(navigator, showsWindow: false)
            await settle()
            #expect(scene.presented.isEmpty)
            #expect(UIKitModel.console == [], "nothing presented from outside the window")
            scene.window.makeKeyAndVisible()
            await settle()
            #expect(
                scene.titles(scene.presented.first as? UINavigationController) == [
                    "onboarding"
                ])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func presentAndDismissInQuickSuccessionNeverOverlap() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            try scene.navigator.present(.named("sheet"))
            await settle(animations: false)
            try scene.navigator.dismiss()
            try scene.navigator.present(.named("other"))
            await settle(animations: false)
            UIKitModel.runAnimations()
            try scene.navigator.dismiss()
            await settle()
            #expect(scene.presented.isEmpty)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aDismissedSheetsControllersAreReleased() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            let id = try scene.navigator.present(.named("sheet"))
            await settle()
            weak let sheet = scene.presented.first
            weak let screen = scene.navigator.screen(for: id) as? UIViewController
            #expect(sheet != nil && screen != nil)
            try scene.navigator.dismiss()
            await settle()
            #expect(sheet == nil)
            #expect(screen == nil)
        }

        @Test func aSwipedDownSheetsControllersAreReleased() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            let id = try scene.navigator.present(.named("sheet"))
            await settle()
            weak let sheet = scene.presented.first
            weak let screen = scene.navigator.screen(for: id) as? UIViewController
            scene.presented.first?.modelUserSwipeDown()?.finish()
            await settle()
            #expect(sheet == nil)
            #expect(screen == nil)
        }

        @Test func aSheetLeavesTheScreenUnderItAloneAFullScreenCoverDoesNot() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            Screen.calls = []
            try scene.navigator.present(.named("sheet"))
            await settle()
            try scene.navigator.dismiss()
            await settle()
            #expect(!Screen.calls.contains { $0.hasPrefix("list ") })
            try scene.navigator.present(.named("cover"), style: .fullScreenCover)
            await settle()
            #expect(Screen.calls.contains("list viewWillDisappear"))
            try scene.navigator.dismiss()
            await settle()
            #expect(Screen.calls.last == "list viewWillAppear")
            expectUIKitContent()
        }

        @Test func customTransitionsRunTheirAnimatorsAndTheDelegateIsKeptWhileShown()
            async throws
        {
            let scene = HostedScene { host in
                host.modalPresentationStyles = { _ in .custom }
                host.transitioningDelegates = { _ in TransitioningDelegate() }
                host.pushAnimators = { operation, _, _ in operation == .push ? Animator() : nil }
            }
            try scene.navigator.push(.named("list"))
            await settle()
            UIKitModel.clearTrace()
            try scene.navigator.push(.named("detail"))
            await settle()
            #expect(UIKitModel.trace.contains("navigationDelegate animator for push"))
            try scene.navigator.present(.named("card"))
            await settle()
            #expect(UIKitModel.trace.contains("transitioningDelegate presents"))
            try scene.navigator.dismiss()
            await settle()
            #expect(UIKitModel.trace.contains("transitioningDelegate dismisses"))
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func theAppsOwnAlertIsPresentedOverAndTheHostWaitsForItsTransition() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            let alert = UIAlertController(title: "Own", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            scene.host.rootViewController.present(alert, animated: true)
            try scene.navigator.present(.named("sheet"))
            await settle()
            #expect(scene.presented.count == 2)
            #expect(scene.presented.first === alert)
            #expect(scene.host.shownLayers.count == 2)
            expectUIKitContent()
        }

        @Test func layersTakenAlongByTheAppsOwnDismissalAreReported() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            let alert = UIAlertController(title: "Own", message: nil, preferredStyle: .alert)
            scene.host.rootViewController.present(alert, animated: true)
            await settle()
            let sheetID = try scene.navigator.present(.named("sheet"))
            await settle()
            #expect(scene.presented.count == 2)
            scene.host.rootViewController.dismiss(animated: true)
            await settle()
            #expect(scene.platformChanges == [.platformDismiss(sheetID)])
            #expect(scene.navigator.state.layers.count == 1)
            #expect(scene.showsState)
        }

        @Test func aPresentationRefusedBecauseTheAppPresentsIsRetriedAndShown() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            let own = UIViewController(nibName: nil, bundle: nil)
            own.modalPresentationStyle = .overFullScreen
            scene.host.rootViewController.present(own, animated: false)
            await settle()
            try scene.navigator.present(.named("sheet"))
            await settle()
            #expect(scene.presented.count == 2)
            #expect(scene.showsState)
            expectUIKitContent()
        }
    }
}
