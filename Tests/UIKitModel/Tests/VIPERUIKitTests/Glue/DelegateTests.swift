import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

/// The app's own navigation controller delegate: it records what it hears.
@MainActor
final class AppDelegate: NSObject, UINavigationControllerDelegate {
    var heard: [String] = []
    var animator: (any UIViewControllerAnimatedTransitioning)?

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        heard.append("willShow \(viewController.modelName)")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        heard.append("didShow \(viewController.modelName)")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        heard.append("animator \(operation)")
        return animator
    }
}

extension UIKitModelSuite {
    /// The delegate proxy in front of the app's delegate (DeviceChecklist item 7, question C).
    @Suite @MainActor
    struct DelegateTests {
        init() { freshModel() }

        @Test func theAppsDelegateHearsEveryCallAndItsAnimatorRuns() async throws {
            let scene = HostedScene()
            let delegate = AppDelegate()
            delegate.animator = Animator()
            scene.rootStack.delegate = delegate
            #expect(scene.rootStack.delegate === delegate)
            try scene.navigator.push(.named("a"))
            await settle()
            try scene.navigator.push(.named("b"))
            await settle()
            #expect(
                delegate.heard == [
                    "willShow a", "didShow a", "animator push", "willShow b", "didShow b",
                ])
            #expect(UIKitModel.trace.contains("navigationDelegate animator for push"))
            delegate.heard = []
            scene.rootStack.modelUserSwipeBack()?.finish()
            await settle()
            #expect(delegate.heard == ["animator pop", "willShow a", "didShow a"])
            #expect(scene.platformChanges.count == 1)
        }

        @Test func theHostsAnimatorComesBeforeTheAppsAndTheAppIsAskedOtherwise() async throws {
            let scene = HostedScene { host in
                host.pushAnimators = { operation, _, to in
                    to.screen == ScreenType(GuardedScreen.self) ? Animator() : nil
                }
            }
            let delegate = AppDelegate()
            scene.rootStack.delegate = delegate
            try scene.navigator.push(.named("a"))
            await settle()
            try scene.navigator.push(.screen(GuardedScreen.self, dependency: "g"))
            await settle()
            #expect(!delegate.heard.contains("animator push"))
            (scene.navigator.topScreen as? GuardedScreen)?.allowsLeaving = true
            try scene.navigator.setStack([.named("a"), .named("b")])
            await settle()
            #expect(delegate.heard.contains("animator push"))
        }
    }
}
