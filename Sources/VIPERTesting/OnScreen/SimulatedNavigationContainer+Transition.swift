extension SimulatedNavigationContainer {
    /// What the container is doing.
    public enum Transition: Hashable, Sendable, CustomStringConvertible {
        /// Performing a reconciler's command.
        case command(ContainerCommand)
        /// The user is swiping back in a stack of the top layer; the screen above
        /// `revealing` is already off the stack.
        case swipeBack(
            revealing: NavigationEntryID, removed: NavigationEntry,
            in: NavigationPlacement = .current)
        /// The back button or its menu is popping to an entry.
        case backButton(to: NavigationEntryID)
        /// The user is swiping a sheet down; the layer is still shown.
        case swipeDown(layer: Int)
        /// The system is dismissing the top layer.
        case systemDismiss(layer: Int)
        /// The app presents a controller of its own over this layer.
        case foreignPresentation(overLayer: Int)
        /// The app dismisses its own controller presented over this layer.
        case foreignDismissal(overLayer: Int)
        /// The alert is going away after a tap: on a button (its index) or outside (`nil`).
        case alertDismissal(NavigationEntryID, button: Int?)

        /// A short form such as `swipeBack(revealing: #2)`.
        public var description: String {
            switch self {
            case .command(let command): "command \(command)"
            case .swipeBack(let id, _, _): "swipeBack(revealing: \(id))"
            case .backButton(let id): "backButton(to: \(id))"
            case .swipeDown(let layer): "swipeDown(layer: \(layer))"
            case .systemDismiss(let layer): "systemDismiss(layer: \(layer))"
            case .foreignPresentation(let layer): "foreignPresentation(overLayer: \(layer))"
            case .foreignDismissal(let layer): "foreignDismissal(overLayer: \(layer))"
            case .alertDismissal(let id, let button?): "alertDismissal(\(id), button: \(button))"
            case .alertDismissal(let id, nil): "alertDismissal(\(id), outside)"
            }
        }
    }
}
