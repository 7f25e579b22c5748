#if canImport(UIKit)
import UIKit
import VIPER

// The user's transitions: pops by swipe, back button or tab re-tap, and sheets swiped
// down, reported to the reconciler when UIKit settles.

extension NavigationHost {
    func layer(of controller: UIViewController) -> HostLayer? {
        layers.first { $0.controller === controller }
    }

    func index(of layer: HostLayer) -> Int? {
        layers.firstIndex { $0 === layer }
    }

    /// A stack is about to show `screen`; a pop the host did not make is the user's: the
    /// swipe back, the back button or its menu, or a tap on the selected tab.
    func stack(_ stack: HostStack, willShow screen: UIViewController) {
        guard !isPerformingCommand, userTransitionOwner == nil, stack.isPopped else { return }
        userTransitionOwner = stack
        reconciler?.containerWillBeginUserTransition()
        if let coordinator = stack.controller.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self] context in
                if context.isCancelled { self?.endUserTransition(of: stack, .cancelled) }
            }
        }
    }

    /// A stack showed `screen`; it commits the user's pop unless it was cancelled.
    func stack(_ stack: HostStack, didShow screen: UIViewController) {
        guard userTransitionOwner === stack else { return }
        // NB: iOS 18 reports a cancelled interactive pop here too; older systems do not.
        if let coordinator = stack.controller.transitionCoordinator, coordinator.isCancelled {
            return
        }
        guard let revealed = stack.entry(of: screen) else {
            return endUserTransition(of: stack, .cancelled)
        }
        stack.layer?.prune()
        endUserTransition(of: stack, .popped(to: revealed.id))
        updateBackButtons()
    }

    /// The app's animator for a push or pop between two screens of `stack`, if any.
    func animator(
        in stack: HostStack, for operation: UINavigationController.Operation,
        from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let leaving = stack.entry(of: from), let coming = stack.entry(of: to) else {
            return nil
        }
        return pushAnimators(operation, leaving, coming)
    }

    /// Whether the user may swipe back in a stack now.
    func allowsUserPop(in stack: HostStack) -> Bool {
        guard stack.controller.viewControllers.count > 1, let layer = stack.layer,
            let index = index(of: layer)
        else { return false }
        return reconciler?.allowsUserPop(inLayer: index, in: stack.placement) ?? false
    }

    func beginUserDismissal(of layer: HostLayer) {
        // NB: UIKit reports an abandoned swipe only through the transition coordinator;
        // without one, commands are not held back, or nothing would end the wait.
        guard userTransitionOwner == nil, let coordinator = layer.controller.transitionCoordinator
        else { return }
        userTransitionOwner = layer
        reconciler?.containerWillBeginUserTransition()
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            if context.isCancelled { self?.endUserTransition(of: layer, .cancelled) }
        }
    }

    func endUserDismissal(of layer: HostLayer) {
        guard let index = index(of: layer),
            let first = layer.stacks.lazy.compactMap(\.entries.first).first
        else { return }
        layers.removeSubrange(index...)
        if userTransitionOwner == nil { reconciler?.containerWillBeginUserTransition() }
        userTransitionOwner = layer
        endUserTransition(of: layer, .dismissed(layerShowing: first.id))
    }

    func endUserTransition(of owner: AnyObject, _ outcome: UserTransitionOutcome) {
        guard userTransitionOwner === owner else { return }
        userTransitionOwner = nil
        reconciler?.containerDidEndUserTransition(outcome)
    }
}
#endif
