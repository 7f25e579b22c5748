#if canImport(UIKit)
import UIKit
import VIPER

extension PresentationStyle {
    /// The `modalPresentationStyle` a ``NavigationHost`` gives a layer of this style by
    /// default.
    ///
    /// ``VIPER/PresentationStyle/sheet`` is `.pageSheet` (the user can swipe it down),
    /// ``VIPER/PresentationStyle/fullScreenCover`` is `.fullScreen`,
    /// ``VIPER/PresentationStyle/overFullScreen`` is `.overFullScreen`, any other style
    /// `.automatic`. Set ``NavigationHost/modalPresentationStyles`` for your own styles,
    /// and give each one the ``VIPER/PresentationStyle/coversPresenter`` UIKit's style
    /// has (only `.fullScreen` and `.currentContext` cover), so the headless lifecycle
    /// and the view controllers' appearance calls agree.
    public var defaultModalPresentationStyle: UIModalPresentationStyle {
        switch self {
        case .sheet: .pageSheet
        case .fullScreenCover: .fullScreen
        case .overFullScreen: .overFullScreen
        default: .automatic
        }
    }
}
#endif
