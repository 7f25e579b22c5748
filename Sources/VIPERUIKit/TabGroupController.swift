#if canImport(UIKit)
import UIKit

/// The view controller of an outermost tab group (iOS 18): it shows the navigation
/// controller of the group's selected tab, swapped on every selection, the user's and the
/// state's.
///
/// UIKit changes the view controller shown for root tabs only; for a tab inside a group it
/// keeps showing the group's (`Documentation/UIKitFacts.md`, "Tab groups").
@MainActor
final class TabGroupController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        // The host builds its controllers in code.
        nil
    }

    /// Embeds `tab`, a tab's navigation controller, in place of the one shown.
    func show(_ tab: UIViewController) {
        let shown = children.first
        guard shown !== tab else { return }
        if let shown {
            shown.willMove(toParent: nil)
            shown.view.removeFromSuperview()
            shown.removeFromParent()
        }
        addChild(tab)
        tab.view.frame = view.bounds
        tab.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tab.view)
        tab.didMove(toParent: self)
    }
}
#endif
