#if canImport(UIKit)
import UIKit
import VIPER

/// One layer on screen: its navigation controller and the entries its screens stand for.
@MainActor
final class HostLayer {
    let style: PresentationStyle?
    let controller: LayerNavigationController
    /// The transitioning delegate of the layer's presentation: UIKit holds it weakly, so
    /// the layer keeps it while it is shown.
    var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The entries the host last showed, and their screens, bottom first.
    private(set) var entries: [NavigationEntry] = []
    private(set) var screens: [UIViewController] = []

    init(style: PresentationStyle?, host: NavigationHost) {
        self.style = style
        controller = LayerNavigationController(nibName: nil, bundle: nil)
        controller.layer = self
        controller.host = host
    }

    func show(_ entries: [NavigationEntry], screens: [UIViewController]) {
        self.entries = entries
        self.screens = screens
    }

    /// Whether the stack lost screens the host showed: the user is popping.
    var isPopped: Bool { controller.viewControllers.count < screens.count }

    /// The entries of the screens still on the stack, in its order.
    func shownEntries() -> [NavigationEntry] {
        controller.viewControllers.compactMap { entry(of: $0) }
    }

    func entry(of screen: UIViewController) -> NavigationEntry? {
        screens.firstIndex { $0 === screen }.map { entries[$0] }
    }

    /// Forgets the screens the user popped, so they can be released.
    func prune() {
        let shown = controller.viewControllers
        var kept: [Int] = []
        for index in screens.indices where shown.contains(where: { $0 === screens[index] }) {
            kept.append(index)
        }
        entries = kept.map { entries[$0] }
        screens = kept.map { screens[$0] }
    }
}
#endif
