extension SimulatedNavigationContainer {
    /// A command the container refused, and why (UIKit would have ignored it, or trapped).
    public struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// Why a command was refused.
        public enum Problem: Hashable, Sendable, CustomStringConvertible {
            /// Another transition was in flight.
            case midTransition(Transition)
            /// No layer has this index, or it cannot be dismissed.
            case noSuchLayer(Int)
            /// The layer has no such stack: a tab it does not have, a column of a layer that
            /// is not a split.
            case noSuchStack(Int, NavigationPlacement)
            /// A presented layer had no screens or no style.
            case emptyLayer
            /// The screen would be shown twice, which UIKit traps on.
            case screenShownTwice(NavigationEntryID)
            /// An alert is up: UIKit presents nothing over it.
            case alertUp(NavigationEntryID)
            /// No alert with this identity is up.
            case noSuchAlert(NavigationEntryID)
            /// On iPad, a confirmation dialog's anchor is not a screen of the top layer.
            case anchorNotShown(NavigationEntryID)

            /// A sentence saying why.
            public var description: String {
                switch self {
                case .midTransition(let transition): "sent during \(transition)"
                case .noSuchLayer(let layer): "no layer \(layer) to act on"
                case .noSuchStack(let layer, let placement):
                    "layer \(layer) has no stack \(placement)"
                case .emptyLayer: "a presented layer needs a style and a screen"
                case .screenShownTwice(let id): "screen \(id) would be shown twice"
                case .alertUp(let id): "alert \(id) is up"
                case .noSuchAlert(let id): "no alert \(id) is up"
                case .anchorNotShown(let id): "the dialog's anchor \(id) is not in the top layer"
                }
            }
        }

        /// The refused command.
        public let command: ContainerCommand

        /// Why it was refused.
        public let problem: Problem

        /// Creates a violation.
        ///
        /// - Parameters:
        ///   - command: The refused command.
        ///   - problem: Why it was refused.
        public init(_ command: ContainerCommand, _ problem: Problem) {
            self.command = command
            self.problem = problem
        }

        /// A line such as `present(sheet [#3 Picker]) refused: sent during command …`.
        public var description: String { "\(command) refused: \(problem)" }
    }
}
