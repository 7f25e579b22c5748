// Declarations of the Auto Layout API the generator's `--uikit` template uses, with the
// signatures and isolation of Apple's documentation (developer.apple.com:
// NSLayoutConstraint/activate(_:), NSLayoutAnchor/constraint(equalTo:), UIView/
// centerXAnchor). Never linked, never run.

/// A relationship between two layout attributes (UIKit: `NSLayoutConstraint`, iOS 6).
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Activates each constraint in the array (iOS 8).
    ///
    /// - Parameter constraints: The constraints to activate.
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// Creates constraints between anchors of one kind (UIKit: `NSLayoutAnchor`, iOS 9).
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// A constraint that makes this anchor's attribute equal to another's.
    ///
    /// - Parameter anchor: An anchor of the same kind.
    /// - Returns: The constraint, not yet active.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        declarationOnly()
    }
}

/// A horizontal anchor (UIKit: `NSLayoutXAxisAnchor`, iOS 9).
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor (UIKit: `NSLayoutYAxisAnchor`, iOS 9).
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
