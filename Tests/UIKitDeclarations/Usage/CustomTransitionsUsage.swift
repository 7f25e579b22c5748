// Custom transitions, as an app writes them: a transitioning delegate for one style of
// presentation and an animator for one kind of push, given to the host and kept out of
// the navigation state. Type-checked on Linux against the glue by .ci/typecheck-uikit.
import UIKit
import VIPER
import VIPERUIKit

/// The app's own style for its "add" card, which leaves the list visible behind it.
extension PresentationStyle {
    static let addCard = PresentationStyle(rawValue: "addCard", coversPresenter: false)
}

/// Animates the card in and out.
final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {}

final class CardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {}

/// Vends the card's animators.
final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        CardDismissAnimator()
    }
}

/// Zooms from a list row into its detail.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }
}

/// The detail screen the zoom pushes to.
final class ItemDetailScreen: UIViewController, @MainActor DependencyInjectable {
    static func make(withDependency dependency: Int) -> ItemDetailScreen {
        ItemDetailScreen(nibName: nil, bundle: nil)
    }
}

@MainActor
func configureTransitions(of host: NavigationHost) {
    let cardTransitions = CardTransitions()
    host.modalPresentationStyles = { style in
        style == .addCard ? .custom : style.defaultModalPresentationStyle
    }
    host.transitioningDelegates = { style in style == .addCard ? cardTransitions : nil }
    host.pushAnimators = { operation, _, to in
        to.screen == ScreenType(ItemDetailScreen.self) || operation == .pop
            ? ZoomAnimator(operation: operation) : nil
    }
}
