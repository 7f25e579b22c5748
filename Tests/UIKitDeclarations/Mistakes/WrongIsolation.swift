// expected error: call to main actor-isolated instance method 'dismiss(animated:completion:)' in a synchronous nonisolated context
import UIKit

func close(_ controller: UIViewController) {
    controller.dismiss(animated: true)
}
