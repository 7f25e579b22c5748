import Foundation

/// What was asked of a navigator: the cause of a committed change, or the request a
/// ``NavigationError`` refuses.
///
/// ```swift
/// navigator.addObserver { change in
///     if case .push(let screen) = change.action { print("pushed", screen) }
/// }
/// ```
public enum NavigationAction: Hashable, Sendable, CustomStringConvertible {
    /// Push a screen of the given type onto the top stack.
    case push(ScreenType)
    /// Pop the top screen of the top stack.
    case pop
    /// Pop back to a screen, dismissing whatever covers it.
    case popTo(NavigationEntryID)
    /// Pop the top stack back to its first screen.
    case popToRoot
    /// Replace the screens of the top stack.
    case setStack
    /// Present a new layer whose first screen has the given type.
    case present(ScreenType, PresentationStyle)
    /// Dismiss the top presented layer.
    case dismiss
    /// Dismiss every presented layer.
    case dismissAll
    /// A screen asked to be closed, with or without handing back a result.
    case close(NavigationEntryID)
    /// A screen finished and handed back a result.
    case finish(NavigationEntryID)
    /// Replace the whole state with the one a route state describes.
    case replace
    /// Open a deep link.
    case deepLink(URL)
    /// Restore a state from restoration data.
    case restore
    /// Write the state as restoration data (``Navigator/restorationData(_:)``); it
    /// changes nothing, so it appears only in a ``NavigationError``.
    case restorationData
    /// Several operations committed as one change, in the order they ran.
    case batch([NavigationAction])
    /// A guard replaced the first action with the second.
    indirect case redirected(from: NavigationAction, to: NavigationAction)
    /// The user popped, on screen, the entries above this one in its layer (swipe back,
    /// back button, back-button menu popping several levels).
    case platformPop(to: NavigationEntryID)
    /// The user or the system dismissed the presented layer that shows this entry, and
    /// every layer above it (a sheet swiped down).
    case platformDismiss(NavigationEntryID)
    /// Select a tab of the top layer.
    case select(NavigationTabTag)
    /// Replace the top layer's container (``Navigator/setLayout(_:)``).
    case setLayout
    /// The user selected a tab of the top layer on screen (tapped it in the tab bar).
    case platformSelect(NavigationTabTag)
    /// The platform collapsed (`true`) or expanded (`false`) the split that shows this
    /// entry (the width became compact or regular).
    case platformCollapse(NavigationEntryID, isCollapsed: Bool)
    /// The user tapped the button at this index of the alert or confirmation dialog with
    /// this identity (``Navigator/platformDidChoose(button:inAlert:)``); the dialog is
    /// gone. The system taking a dialog down without a choice is
    /// ``platformDismiss(_:)`` instead.
    case platformChoose(button: Int, inAlert: NavigationEntryID)

    /// A short form for logs and failure messages, such as `push(DetailScreen)`.
    public var description: String {
        switch self {
        case .push(let screen): "push(\(screen))"
        case .pop: "pop()"
        case .popTo(let id): "pop(to: \(id))"
        case .popToRoot: "popToRoot()"
        case .setStack: "setStack(_:)"
        case .present(let screen, let style): "present(\(screen), style: \(style))"
        case .dismiss: "dismiss()"
        case .dismissAll: "dismissAll()"
        case .close(let id): "close(\(id))"
        case .finish(let id): "finish(\(id))"
        case .replace: "replace(with:)"
        case .deepLink(let url): "open(\(url.absoluteString))"
        case .restore: "restore(from:)"
        case .restorationData: "restorationData(_:)"
        case .batch(let actions):
            "batch { " + actions.map(\.description).joined(separator: "; ") + " }"
        case .redirected(let from, let to): "\(from) redirected to \(to)"
        case .platformPop(let id): "platformDidPop(to: \(id))"
        case .platformDismiss(let id): "platformDidDismiss(layerShowing: \(id))"
        case .select(let tag): "select(\(tag))"
        case .setLayout: "setLayout(_:)"
        case .platformSelect(let tag): "platformDidSelect(\(tag))"
        case .platformCollapse(let id, true): "platformDidCollapse(splitShowing: \(id))"
        case .platformCollapse(let id, false): "platformDidExpand(splitShowing: \(id))"
        case .platformChoose(let index, let id):
            "platformDidChoose(button: \(index), inAlert: \(id))"
        }
    }
}

extension NavigationAction {
    /// Whether the action reports a change already made on screen.
    var isPlatformDriven: Bool {
        switch self {
        case .platformPop, .platformDismiss, .platformSelect, .platformCollapse, .platformChoose:
            true
        default: false
        }
    }

    /// Whether the change first dismisses the alert that is up: every navigation does,
    /// except the platform's collapse or expansion of a split, which only reports that
    /// the width changed.
    var dismissesAlert: Bool {
        if case .platformCollapse = self { return false }
        return true
    }
}
