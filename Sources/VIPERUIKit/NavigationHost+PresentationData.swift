#if canImport(UIKit)
import UIKit
import VIPER

/// What an anchor identity of the navigation state names on screen, which
/// ``NavigationHost/anchors`` looks up when it presents.
public enum PresentationAnchor {
    /// A view: a popover points at its bounds, a zoom grows out of it.
    case view(UIView)
    /// A bar button item a popover points at (a zoom has no view to start from).
    case barButtonItem(UIBarButtonItem)
}

// A layer's detents and anchor, and a screen's zoom, mapped onto the controller before
// UIKit presents or pushes it; the user's detent drag goes back as a platform report.

extension NavigationHost {
    /// Gives the controller of the layer `presented` its style's detents and popover
    /// anchor, and its first screen's transition; before it is presented.
    func showPresentationData(of presented: NavigationLayer, on controller: UIViewController) {
        if let style = presented.style {
            if let sheet = controller.sheetPresentationController { show(style, on: sheet) }
            if let anchor = style.anchor, let popover = controller.popoverPresentationController {
                point(popover, at: anchor)
            }
        }
        showTransition(presented.allEntries.first?.transition, on: controller)
    }

    /// Offers the style's detents and selects its detent; before iOS 16 the custom ones
    /// are left out, and with none left (UIKit refuses an empty list) the sheet keeps its
    /// default, large.
    private func show(_ style: PresentationStyle, on sheet: UISheetPresentationController) {
        guard let shown = style.detents?.filter({ Self.sheetDetent($0) != nil }), !shown.isEmpty
        else { return }
        sheet.detents = shown.compactMap(Self.sheetDetent)
        sheet.selectedDetentIdentifier = style.selectedDetent.flatMap {
            shown.contains($0) ? Self.sheetIdentifier($0) : nil
        }
    }

    /// Points the popover at what ``anchors`` names `anchor`, else at its presenter's view:
    /// UIKit raises on a popover without a source.
    private func point(_ popover: UIPopoverPresentationController, at anchor: String) {
        switch anchors(anchor) {
        case .view(let view)?:
            popover.sourceView = view
            popover.sourceRect = view.bounds
        case .barButtonItem(let item)?:
            popover.barButtonItem = item
        case nil:
            let presenter = layers[layers.count - 1].controller.view
            popover.sourceView = presenter
            popover.sourceRect = presenter?.bounds ?? .zero
        }
    }

    /// Sets the zoom `transition` (iOS 18) as the controller's `preferredTransition`; the
    /// default transition is kept before iOS 18, or when `transition` is `nil`.
    func showTransition(_ transition: NavigationTransition?, on controller: UIViewController) {
        guard case .zoom(let source)? = transition else { return }
        if #available(iOS 18.0, *) {
            controller.preferredTransition = .zoom { [weak self] _ in
                guard case .view(let view)? = self?.anchors(source) else { return nil }
                return view
            }
        }
    }

    /// UIKit's identifier of `detent`: its own for the system detents.
    static func sheetIdentifier(_ detent: PresentationDetent)
        -> UISheetPresentationController.Detent.Identifier
    {
        switch detent {
        case .medium: .medium
        case .large: .large
        default: .init(detent.identifier)
        }
    }

    /// The ``VIPER/PresentationDetent/identifier`` of UIKit's detent `identifier`.
    static func detentIdentifier(_ identifier: UISheetPresentationController.Detent.Identifier)
        -> String
    {
        switch identifier {
        case .medium: PresentationDetent.medium.identifier
        case .large: PresentationDetent.large.identifier
        default: identifier.rawValue
        }
    }

    /// UIKit's detent for `detent`: a custom height needs iOS 16, `nil` before.
    static func sheetDetent(_ detent: PresentationDetent) -> UISheetPresentationController.Detent? {
        guard let height = detent.height else {
            return detent == .medium ? .medium() : .large()
        }
        guard #available(iOS 16.0, *) else { return nil }
        return .custom(identifier: .init(detent.identifier)) { _ in CGFloat(height) }
    }

    /// Records that the user dragged the sheet of `layer` to the detent `identifier`: the
    /// layer shows it already, and the navigator is told.
    func userDidSelectDetent(_ identifier: String, of layer: HostLayer) {
        guard let index = index(of: layer), let style = layer.style, let detents = style.detents,
            let detent = detents.first(where: { $0.identifier == identifier })
        else { return }
        layer.style = style.detents(detents, selected: detent)
        reconciler?.containerDidSelectDetent(identifier, ofLayer: index)
    }
}

extension PresentationDelegate: UISheetPresentationControllerDelegate {
    /// Reports the detent the user dragged the sheet to; UIKit does not call it when the
    /// host sets the detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        guard let host,
            let layer = host.layer(of: sheetPresentationController.presentedViewController),
            let identifier = sheetPresentationController.selectedDetentIdentifier
        else { return }
        host.userDidSelectDetent(NavigationHost.detentIdentifier(identifier), of: layer)
    }
}
#endif
