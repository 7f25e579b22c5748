import Foundation

// Sheet detents, the user's drag between them, and the zoom transition (UIKitFacts.md,
// "Sheet detents, popover sources and the zoom transition").

/// A sheet's presentation (UIKit: `UISheetPresentationController`, iOS 15): the presentation
/// controller of a `.pageSheet` or `.formSheet` presentation.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at (UIKit: `UISheetPresentationController.Detent`).
    @MainActor
    public final class Detent: NSObject {
        /// The name of a detent (UIKit: `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The name.
            public var rawValue: String

            /// Creates the identifier `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Creates the identifier `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The medium detent's identifier, as UIKit names it.
            public static let medium = Identifier("com.apple.UIKit.medium")

            /// The large detent's identifier, as UIKit names it.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name (iOS 16).
        public let identifier: Identifier

        /// The height, for a custom detent; `nil` for the system's.
        package let resolver:
            (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        init(
            identifier: Identifier,
            resolver: (
                @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
            )?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The detent at about half the screen's height.
        public class func medium() -> Self { Self(identifier: .medium, resolver: nil) }

        /// The detent at the sheet's full height.
        public class func large() -> Self { Self(identifier: .large, resolver: nil) }

        /// A detent of the height `resolver` returns (iOS 16); a unique name when
        /// `identifier` is `nil`.
        public class func custom(
            identifier: Identifier? = nil,
            resolver:
                @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext)
                -> CGFloat?
        ) -> Self {
            Self(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }
    }

    /// The detents the sheet rests at, `[.large()]` by default.
    ///
    /// UIKit refuses an empty list.
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                UIKitModel.misuse("UISheetPresentationController: detents must not be empty")
                detents = oldValue
            }
        }
    }

    /// The identifier of the detent the sheet rests at, `nil` for the smallest.
    ///
    /// Setting it does not call the delegate.
    open var selectedDetentIdentifier: Detent.Identifier?

    /// The user drags the sheet to the detent `identifier`, one of ``detents``: UIKit
    /// selects it and tells the delegate (test-only).
    package func userDrags(to identifier: Detent.Identifier) {
        guard detents.contains(where: { $0.identifier == identifier }) else { return }
        selectedDetentIdentifier = identifier
        (delegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}

/// What a custom detent's resolver is told (UIKit:
/// `UISheetPresentationControllerDetentResolutionContext`, iOS 16).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The largest height a detent can have.
    var maximumDetentValue: CGFloat { get }
}

/// Hears of the user's drags of a sheet (UIKit: `UISheetPresentationControllerDelegate`).
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Optional in UIKit.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

/// What a zoom's source view provider is told (UIKit:
/// `UIZoomTransitionSourceViewProviderContext`, iOS 18).
@MainActor
open class UIZoomTransitionSourceViewProviderContext: NSObject {
    /// The controller the zoom starts from.
    public let sourceViewController: UIViewController

    /// The controller zoomed in.
    public let zoomedViewController: UIViewController

    package init(source: UIViewController, zoomed: UIViewController) {
        sourceViewController = source
        zoomedViewController = zoomed
    }
}

extension UIViewController {
    /// The sheet presentation controller, for a controller presented as a sheet; `nil`
    /// for another style.
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle.resolved.isSheet else { return nil }
        return presentationController as? UISheetPresentationController
    }

    /// How the controller comes in when pushed or presented (iOS 18), `nil` for the default.
    ///
    /// The model records it; it animates nothing.
    public var preferredTransition: Transition? {
        get { preferredTransitionStorage as? Transition }
        set { preferredTransitionStorage = newValue }
    }

    /// A transition of a pushed or presented controller (UIKit:
    /// `UIViewController.Transition`, iOS 18).
    @MainActor
    public final class Transition: NSObject {
        /// The zoom's source view provider; `nil` for another transition (test-only).
        package let sourceViewProvider:
            (@MainActor (UIZoomTransitionSourceViewProviderContext) -> UIView?)?

        init(
            sourceViewProvider: (@MainActor (UIZoomTransitionSourceViewProviderContext) -> UIView?)?
        ) {
            self.sourceViewProvider = sourceViewProvider
        }

        /// The controller grows out of the view `sourceViewProvider` returns, asked for at
        /// each transition.
        public class func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider:
                @escaping @MainActor (UIZoomTransitionSourceViewProviderContext)
                -> UIView?
        ) -> Self {
            Self(sourceViewProvider: sourceViewProvider)
        }

        /// The options of a zoom (UIKit: `UIViewController.Transition.ZoomOptions`).
        @MainActor
        open class ZoomOptions: NSObject {}
    }
}
