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
    /// Write the state as restoration data; only a ``NavigationError`` names it.
    case restorationData
    /// Several operations committed as one change, in the order they ran.
    case batch([NavigationAction])
    /// A guard replaced the first action with the second.
    indirect case redirected(from: NavigationAction, to: NavigationAction)
    /// The user popped, on screen, the entries above this one in its stack.
    case platformPop(to: NavigationEntryID)
    /// The user or the system dismissed the layer that shows this entry and those above.
    case platformDismiss(NavigationEntryID)
    /// Select a tab of the top layer.
    case select(NavigationTabTag)
    /// Replace the top layer's container (``Navigator/setLayout(_:)``).
    case setLayout
    /// The user selected a tab of the top layer on screen (tapped it in the tab bar).
    case platformSelect(NavigationTabTag)
    /// The platform collapsed (`true`) or expanded the split that shows this entry.
    case platformCollapse(NavigationEntryID, isCollapsed: Bool)
    /// The user reordered or hid, on screen, the tabs of the layer that shows this entry.
    case platformCustomizeTabs(NavigationEntryID)
    /// The platform showed (`true`) or hid as a sidebar the tabs that show this entry.
    case platformShowSidebar(NavigationEntryID, isShown: Bool)
    /// The user tapped the button at this index of the alert with this identity; the
    /// system taking an alert down without a choice is ``platformDismiss(_:)``.
    case platformChoose(button: Int, inAlert: NavigationEntryID)
    /// The user dragged the sheet that shows this entry to the detent with this identifier.
    case platformSelectDetent(String, layerShowing: NavigationEntryID)

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
        case .platformCustomizeTabs(let id): "platformDidCustomizeTabs(tabsShowing: \(id))"
        case .platformShowSidebar(let id, true): "platformDidShowSidebar(tabsShowing: \(id))"
        case .platformShowSidebar(let id, false): "platformDidHideSidebar(tabsShowing: \(id))"
        case .platformChoose(let index, let id):
            "platformDidChoose(button: \(index), inAlert: \(id))"
        case .platformSelectDetent(let detent, let id):
            "platformDidSelectDetent(\"\(detent)\", layerShowing: \(id))"
        }
    }

    /// Whether the action reports a change already made on screen.
    var isPlatformDriven: Bool {
        switch self {
        case .platformPop, .platformDismiss, .platformSelect, .platformCollapse, .platformChoose,
            .platformCustomizeTabs, .platformShowSidebar, .platformSelectDetent:
            true
        default: false
        }
    }

    /// Whether the change first dismisses the alert that is up: all but what the platform
    /// reports of a container (a split's collapse, the tabs' sidebar and customisation, a
    /// sheet's detent).
    var dismissesAlert: Bool {
        switch self {
        case .platformCollapse, .platformCustomizeTabs, .platformShowSidebar,
            .platformSelectDetent:
            false
        default: true
        }
    }
}
