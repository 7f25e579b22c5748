#if canImport(UIKit)
import VIPER

extension NavigationHost {
    /// A screen the host cannot show as it is.
    public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The entry's live screen is not a `UIViewController`; the host shows an empty
        /// placeholder in its place. Make the screen a view controller (a
        /// `UIHostingController` for a SwiftUI view).
        case screenIsNotAViewController(NavigationEntry)

        /// The root changed to another kind of container (a stack to tabs, two columns
        /// to three) while the host was not the window's root view controller (inside a
        /// ``NavigatorView``), so the new container could not be put on screen. Give the
        /// navigator its root container before making the host. Inside a
        /// ``NavigatorView`` a root that stays tabs or a split (iOS 16) is redrawn by the
        /// same SwiftUI view; only a change to or from a stack is refused.
        case rootContainerChanged(from: NavigationLayer, to: NavigationLayer)

        /// A sentence saying what is wrong.
        public var description: String {
            switch self {
            case .screenIsNotAViewController(let entry):
                "screen \(entry) is not a UIViewController; an empty placeholder is shown"
            case .rootContainerChanged(let old, let new):
                "the root changed from \(old) to \(new), outside a window's root; not shown"
            }
        }
    }
}
#endif
