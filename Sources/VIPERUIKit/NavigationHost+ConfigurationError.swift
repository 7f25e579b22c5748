#if canImport(UIKit)
import VIPER

extension NavigationHost {
    /// A screen the host cannot show as it is.
    public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The entry's live screen is not a `UIViewController`; the host shows an empty
        /// placeholder in its place. Make the screen a view controller (a
        /// `UIHostingController` for a SwiftUI view).
        case screenIsNotAViewController(NavigationEntry)

        /// A sentence saying what is wrong.
        public var description: String {
            switch self {
            case .screenIsNotAViewController(let entry):
                "screen \(entry) is not a UIViewController; an empty placeholder is shown"
            }
        }
    }
}
#endif
