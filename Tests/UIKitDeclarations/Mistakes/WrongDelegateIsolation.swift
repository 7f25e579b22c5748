// expected error: main actor-isolated property 'interactivePopGestureRecognizer' can not be referenced from a nonisolated context
import UIKit

final class Watcher: NSObject, UINavigationControllerDelegate {
    nonisolated func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        _ = navigationController.interactivePopGestureRecognizer
    }
}
