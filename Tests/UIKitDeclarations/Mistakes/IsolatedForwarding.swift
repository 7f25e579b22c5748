// expected error: main actor-isolated property 'target' can not be referenced from a nonisolated
// NSObject's message forwarding is nonisolated, as in the SDK: a main-actor delegate
// proxy cannot read its main-actor state there (NavigationDelegateProxy keeps the app's
// delegate `nonisolated(unsafe)` for that reason).
import UIKit

@MainActor
final class Proxy: NSObject, UINavigationControllerDelegate {
    weak var target: NSObject?

    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || target?.responds(to: aSelector) == true
    }
}
