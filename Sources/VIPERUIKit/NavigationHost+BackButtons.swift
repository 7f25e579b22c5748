#if canImport(UIKit)
import UIKit
import VIPER

// The back button of a guarded stack: replaced by one that pops through the navigator.

extension NavigationHost {
    /// Replaces the back button of each stack's top screen while a guard is above the
    /// stack's first screen, and puts UIKit's back again once none is.
    func updateBackButtons() {
        var guarded: [UIViewController] = []
        for (index, layer) in layers.enumerated() {
            for stack in layer.activeStacks {
                guard stack.screens.count > 1, let top = stack.screens.last,
                    reconciler?.needsGuardedBackButton(inLayer: index, in: stack.placement) == true
                else { continue }
                guarded.append(top)
                guard !guardedBackButtons.contains(where: { $0.controller === top }) else {
                    continue
                }
                top.navigationItem.hidesBackButton = true
                let action = UIAction(title: guardedBackButtonTitle) {
                    [weak self, weak stack] _ in
                    guard let self, let stack, let layer = stack.layer,
                        let index = self.index(of: layer)
                    else { return }
                    // NB: a guard's veto is the answer; the screen stays.
                    try? self.reconciler?.popTopScreen(inLayer: index, in: stack.placement)
                }
                top.navigationItem.leftBarButtonItem = UIBarButtonItem(
                    title: guardedBackButtonTitle, primaryAction: action)
                guardedBackButtons.append(WeakController(controller: top))
            }
        }
        for entry in guardedBackButtons {
            guard let screen = entry.controller, !guarded.contains(where: { $0 === screen }) else {
                continue
            }
            screen.navigationItem.hidesBackButton = false
            screen.navigationItem.leftBarButtonItem = nil
        }
        guardedBackButtons.removeAll { entry in
            guard let screen = entry.controller else { return true }
            return !guarded.contains { $0 === screen }
        }
    }
}
/// A view controller, not kept alive.
struct WeakController {
    weak var controller: UIViewController?
}
#endif
