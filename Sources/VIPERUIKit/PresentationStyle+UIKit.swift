#if canImport(UIKit)
import UIKit
import VIPER

extension PresentationStyle {
    /// The `modalPresentationStyle` a ``NavigationHost`` gives a layer of this style by
    /// default.
    ///
    /// By its tag (``VIPER/PresentationStyle/rawValue``), whatever detents or anchor it
    /// carries: ``VIPER/PresentationStyle/sheet`` is `.pageSheet` (the user can swipe it
    /// down), ``VIPER/PresentationStyle/fullScreenCover`` is `.fullScreen`,
    /// ``VIPER/PresentationStyle/overFullScreen`` is `.overFullScreen`,
    /// ``VIPER/PresentationStyle/popover(anchor:)`` is `.popover`, any other style
    /// `.automatic`. Set ``NavigationHost/modalPresentationStyles`` for your own styles
    /// (match their tags: a style equals another only with the same detents and anchor),
    /// and give each one the ``VIPER/PresentationStyle/coversPresenter`` UIKit's style
    /// has (only `.fullScreen` and `.currentContext` cover), so the headless lifecycle
    /// and the view controllers' appearance calls agree.
    public var defaultModalPresentationStyle: UIModalPresentationStyle {
        switch rawValue {
        case PresentationStyle.sheet.rawValue: .pageSheet
        case PresentationStyle.fullScreenCover.rawValue: .fullScreen
        case PresentationStyle.overFullScreen.rawValue: .overFullScreen
        case "popover": .popover
        default: .automatic
        }
    }
}
#endif
