#if canImport(UIKit)
import UIKit
import VIPER

/// One stack on screen: a navigation controller and the entries its screens stand for.
///
/// A stack layer has one; a tabs layer one per tab; a split one per column, and one for
/// the collapsed split's single stack.
@MainActor
final class HostStack {
    /// Which stack of its layer this is: `.current` for a stack layer's (and a collapsed
    /// split's one stack), a tab, or a column.
    let placement: NavigationPlacement
    let controller: LayerNavigationController
    weak var layer: HostLayer?
    /// The entries the host last showed, and their screens, bottom first.
    private(set) var entries: [NavigationEntry] = []
    private(set) var screens: [UIViewController] = []

    init(_ placement: NavigationPlacement, layer: HostLayer?, host: NavigationHost) {
        self.placement = placement
        self.layer = layer
        controller = LayerNavigationController(nibName: nil, bundle: nil)
        controller.stack = self
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
