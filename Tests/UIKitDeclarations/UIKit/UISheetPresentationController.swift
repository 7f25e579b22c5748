// Declarations of sheet detents, a popover's bar button item and the zoom transition, with
// the signatures of Apple's documentation (developer.apple.com:
// UISheetPresentationController, its Detent and Detent.Identifier,
// UISheetPresentationControllerDelegate, UIViewController/sheetPresentationController,
// UIPopoverPresentationController/barButtonItem, UIViewController/preferredTransition,
// UIViewController.Transition/zoom(options:sourceViewProvider:),
// UIZoomTransitionSourceViewProviderContext). Never linked, never run.

import Foundation

/// The presentation of a sheet (UIKit: `UISheetPresentationController`, iOS 15).
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at (UIKit: `UISheetPresentationController.Detent`).
    @MainActor
    open class Detent: NSObject {
        /// The name of a detent (UIKit: `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The name.
            public var rawValue: String

            /// Creates the identifier `rawValue`.
            ///
            /// - Parameter rawValue: The name.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Creates the identifier `rawValue`.
            ///
            /// - Parameter rawValue: The name.
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The medium detent's identifier.
            public static let medium = Identifier("com.apple.UIKit.medium")

            /// The large detent's identifier.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent at about half the screen's height.
        ///
        /// - Returns: The detent.
        open class func medium() -> Self { declarationOnly() }

        /// The detent at the sheet's full height.
        ///
        /// - Returns: The detent.
        open class func large() -> Self { declarationOnly() }

        /// A detent of the height `resolver` returns (iOS 16).
        ///
        /// - Parameters:
        ///   - identifier: The detent's name; a unique one when `nil`.
        ///   - resolver: The height, from the context's maximum.
        /// - Returns: The detent.
        @available(iOS 16.0, *)
        open class func custom(
            identifier: Identifier? = nil,
            resolver:
                @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext)
                -> CGFloat?
        ) -> Self { declarationOnly() }
    }

    /// The detents the sheet rests at, smallest first; `[.large()]` by default.
    open var detents: [Detent] {
        get { declarationOnly() }
        set {}
    }

    /// The identifier of the detent the sheet rests at; `nil` for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        get { declarationOnly() }
        set {}
    }
}

/// What a custom detent's resolver is told (UIKit:
/// `UISheetPresentationControllerDetentResolutionContext`, iOS 16).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The largest height a detent can have.
    var maximumDetentValue: CGFloat { get }
}

/// Methods a sheet calls on its delegate; optional in UIKit (iOS 15).
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called when the app sets it).
    ///
    /// - Parameter sheetPresentationController: The sheet.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Optional in UIKit.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

extension UIViewController {
    /// The sheet presentation of this controller when it is presented as a sheet, else
    /// `nil` (iOS 15).
    public var sheetPresentationController: UISheetPresentationController? {
        declarationOnly()
    }

    /// How the controller comes in when pushed or presented (iOS 18); `nil` for the default.
    @available(iOS 18.0, *)
    public var preferredTransition: Transition? {
        get { declarationOnly() }
        set {}
    }

    /// A transition of a pushed or presented controller (UIKit:
    /// `UIViewController.Transition`, iOS 18).
    @available(iOS 18.0, *)
    @MainActor
    open class Transition: NSObject {
        /// The controller grows out of the view `sourceViewProvider` returns.
        ///
        /// - Parameters:
        ///   - options: The zoom's options; the default when `nil`.
        ///   - sourceViewProvider: The view to zoom from, asked for at each transition.
        /// - Returns: The transition.
        open class func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider:
                @escaping @MainActor (UIZoomTransitionSourceViewProviderContext)
                -> UIView?
        ) -> Self { declarationOnly() }

        /// The options of a zoom (UIKit: `UIViewController.Transition.ZoomOptions`).
        @MainActor
        open class ZoomOptions: NSObject {}
    }
}

/// What a zoom's source view provider is told (UIKit:
/// `UIZoomTransitionSourceViewProviderContext`, iOS 18).
@available(iOS 18.0, *)
@MainActor
open class UIZoomTransitionSourceViewProviderContext: NSObject {
    /// The controller the zoom starts from.
    open var sourceViewController: UIViewController { declarationOnly() }

    /// The controller zoomed in.
    open var zoomedViewController: UIViewController { declarationOnly() }
}

extension UIPopoverPresentationController {
    /// The bar button item the popover points from.
    public var barButtonItem: UIBarButtonItem? {
        get { declarationOnly() }
        set {}
    }
}
