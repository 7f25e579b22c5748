#if canImport(UIKit)
import UIKit
import VIPER

/// The alert the host shows: the navigator's value, its `UIAlertController`, and the
/// delegate that hears of a popover closed by a tap outside.
struct AlertOnScreen {
    let alert: ShownAlert
    let controller: UIAlertController
    let delegate: AlertPresentationDelegate
}

extension NavigationHost {
    /// Presents or dismisses the navigator's alert.
    func performAlert(
        _ command: ContainerCommand, animated: Bool, _ done: @escaping @MainActor () -> Void
    ) {
        switch command {
        case .presentAlert(let alert):
            let controller = makeAlertController(for: alert)
            let delegate = AlertPresentationDelegate()
            delegate.host = self
            delegate.alertID = alert.id
            if let anchor = alert.anchor, let popover = controller.popoverPresentationController {
                // NB: UIKit traps on an action sheet popover without a source (iPad).
                let screen = navigator.screen(for: anchor) as? UIViewController
                let view = screen?.viewIfLoaded ?? layers[layers.count - 1].controller.view
                popover.sourceView = view
                if let view { popover.sourceRect = view.bounds }
            }
            controller.presentationController?.delegate = delegate
            var top: UIViewController = layers[layers.count - 1].controller
            while let presented = top.presentedViewController { top = presented }
            alertOnScreen = AlertOnScreen(alert: alert, controller: controller, delegate: delegate)
            top.present(controller, animated: animated) { done() }
            if controller.presentingViewController == nil {
                alertOnScreen = nil
                Task { @MainActor in done() }
            }
        case .dismissAlert(let id):
            guard let current = alertOnScreen, current.alert.id == id,
                let presenter = current.controller.presentingViewController
            else {
                alertOnScreen = nil
                Task { @MainActor in done() }
                return
            }
            alertOnScreen = nil
            presenter.dismiss(animated: animated) { done() }
        case .setStack, .select, .setContent, .present, .dismiss:
            Task { @MainActor in done() }
        }
    }

    /// The alert on screen: the one the host presented, while UIKit still presents it.
    public var shownAlert: ShownAlert? {
        guard let current = alertOnScreen, current.controller.presentingViewController != nil
        else { return nil }
        return current.alert
    }

    private func makeAlertController(for alert: ShownAlert) -> UIAlertController {
        let controller = UIAlertController(
            title: alert.title, message: alert.message,
            preferredStyle: alert.anchor == nil ? .alert : .actionSheet)
        // NB: UIKit traps on a second cancel action, so later ones are shown in the
        // default style.
        var hasCancel = false
        for (index, button) in alert.buttonsOnScreen.enumerated() {
            var style: UIAlertAction.Style
            switch button.role {
            case .default: style = .default
            case .destructive: style = .destructive
            case .cancel: style = hasCancel ? .default : .cancel
            }
            if style == .cancel { hasCancel = true }
            let id = alert.id
            controller.addAction(
                UIAlertAction(title: button.label, style: style) { [weak self] _ in
                    // UIKit runs the handler once the alert is gone, maybe turns later,
                    // when a replacing alert may be up: that one stays the host's.
                    if self?.alertOnScreen?.alert.id == id { self?.alertOnScreen = nil }
                    self?.reconciler?.containerDidChoose(button: index, inAlert: id)
                })
        }
        return controller
    }

    /// The system closed the alert's popover without a choice (a tap outside it).
    func alertDidDismissWithoutChoice(_ id: NavigationEntryID) {
        guard alertOnScreen?.alert.id == id else { return }
        alertOnScreen = nil
        reconciler?.containerDidDismissAlert(id)
    }
}

/// Hears of an action sheet's popover closed by a tap outside it, which calls no action.
@MainActor
final class AlertPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var host: NavigationHost?
    var alertID: NavigationEntryID?

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        if let alertID { host?.alertDidDismissWithoutChoice(alertID) }
    }
}
#endif
