// Declarations of UIKit's child view controller containment, used by the tab groups'
// controller (Sources/VIPERUIKit/TabGroupController.swift). Sources: Apple's documentation
// (A: uikit/uiviewcontroller/addchild(_:), …/removefromparent(), …/willmove(toparent:),
// …/didmove(toparent:), …/children, uikit/uiview/frame, …/autoresizingmask,
// …/removefromsuperview()). Never linked, never run.

extension UIView {
    /// The view's frame, in its superview's coordinates.
    public var frame: CGRect {
        get { declarationOnly() }
        set {}
    }

    /// How the view resizes when its superview's bounds change.
    public var autoresizingMask: AutoresizingMask {
        get { declarationOnly() }
        set {}
    }

    /// Unlinks the view from its superview.
    public func removeFromSuperview() {}

    /// How a view resizes with its superview (UIKit: `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// Creates a mask.
        ///
        /// - Parameter rawValue: The mask's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The width follows the superview's.
        public static let flexibleWidth = Self(rawValue: 1 << 1)
        /// The height follows the superview's.
        public static let flexibleHeight = Self(rawValue: 1 << 4)
    }
}

extension UIViewController {
    /// The view controllers added as children.
    public var children: [UIViewController] { declarationOnly() }

    /// Adds a child view controller (iOS 5).
    ///
    /// - Parameter childController: The child.
    public func addChild(_ childController: UIViewController) {}

    /// Removes the view controller from its parent (iOS 5).
    public func removeFromParent() {}

    /// Called before the view controller is added to or removed from a container (iOS 5).
    ///
    /// - Parameter parent: The new parent, or `nil`.
    public func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller is added to or removed from a container (iOS 5).
    ///
    /// - Parameter parent: The new parent, or `nil`.
    public func didMove(toParent parent: UIViewController?) {}
}
