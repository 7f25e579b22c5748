// expected error: incorrect argument label in call (have '_:animate:', expected '_:animated:')
import UIKit

@MainActor
func show(_ screens: [UIViewController], in controller: UINavigationController) {
    controller.setViewControllers(screens, animate: true)
}
