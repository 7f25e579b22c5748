// expected error: value of optional type 'UIViewController?' must be unwrapped
import UIKit

@MainActor
func top(of controller: UINavigationController) -> UIViewController {
    controller.topViewController
}
