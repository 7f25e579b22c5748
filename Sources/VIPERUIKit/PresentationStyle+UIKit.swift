#if canImport(UIKit)
import UIKit
import VIPER

extension PresentationStyle {
    /// The `modalPresentationStyle` a ``NavigationHost`` gives a layer of this style by
    /// default.
    ///
    /// ``VIPER/PresentationStyle/sheet`` is `.pageSheet` (the user can swipe it down),
    /// ``VIPER/PresentationStyle/fullScreenCover`` is `.fullScreen`, any other style
    /// `.automatic`. Set ``NavigationHost/modalPresentationStyles`` for your own styles.
    public var defaultModalPresentationStyle: UIModalPresentationStyle {
        switch self {
        case .sheet: .pageSheet
        case .fullScreenCover: .fullScreen
        default: .automatic
        }
    }
}
#endif
