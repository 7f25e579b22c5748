import Testing
import UIKit

/// A plain view controller with a title, the name the trace gives it.
@MainActor
func controller(_ title: String) -> UIViewController {
    let controller = UIViewController(nibName: nil, bundle: nil)
    controller.title = title
    return controller
}

/// A navigation controller named `title` showing `titles`, the root of a visible window.
@MainActor
func navigationInWindow(_ titles: [String], title: String = "nav") -> UINavigationController {
    let navigation = UINavigationController(nibName: nil, bundle: nil)
    navigation.title = title
    navigation.viewControllers = titles.map(controller)
    show(navigation)
    return navigation
}

/// Makes `root` the root of a new visible window, and forgets the trace so far.
@MainActor
@discardableResult
func show(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIKitModel.clearTrace()
    return window
}

/// A navigation controller delegate that notes, in each call, what the transition
/// coordinator says.
@MainActor
final class CoordinatorProbe: NSObject, UINavigationControllerDelegate {
    var notes: [String] = []

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        notes.append("willShow \(note(navigationController))")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        notes.append("didShow \(note(navigationController))")
    }

    private func note(_ navigationController: UINavigationController) -> String {
        guard let coordinator = navigationController.transitionCoordinator else {
            return "no coordinator"
        }
        return "interactive \(coordinator.isInteractive) cancelled \(coordinator.isCancelled)"
    }
}

/// A presentation controller delegate that answers `shouldDismiss` as told.
@MainActor
final class DismissProbe: NSObject, UIAdaptivePresentationControllerDelegate {
    var allows = true

    func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool { allows }
}
