// Declarations of the split view symbols the VIPERUIKit glue uses, the column style of
// iOS 14, with the signatures and isolation of the iOS 15 SDK (developer.apple.com:
// UISplitViewController/init(style:), Style, Column, setViewController(_:for:), show(_:),
// isCollapsed, delegate; UISplitViewControllerDelegate/splitViewControllerDidCollapse(_:),
// splitViewControllerDidExpand(_:)). Never linked,
// never run. The facts the glue relies on are in Documentation/UIKitFacts.md, "Tab bar and
// split view".

/// A container that shows its children in columns, or one of them in compact width (UIKit:
/// `UISplitViewController`).
@MainActor
open class UISplitViewController: UIViewController {
    /// How the split view controller arranges its children (iOS 14).
    public enum Style: Int, Sendable {
        /// The classic split view, configured through `viewControllers`.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column of a column-style split view (iOS 14).
    public enum Column: Int, Sendable {
        /// The primary (sidebar) column.
        case primary = 0
        /// The supplementary column, between the primary and the secondary one.
        case supplementary = 1
        /// The secondary (detail) column.
        case secondary = 2
        /// What is shown while the split view is collapsed.
        case compact = 3
    }

    /// Creates a column-style split view controller (iOS 14).
    ///
    /// - Parameter style: The columns it shows.
    public init(style: UISplitViewController.Style) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a split view controller from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows a view controller in a column (iOS 14).
    ///
    /// - Parameters:
    ///   - vc: The view controller, or `nil` to remove the column's.
    ///   - column: The column.
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    }

    /// Makes a column visible (iOS 14).
    ///
    /// - Parameter column: The column.
    open func show(_ column: UISplitViewController.Column) {}

    /// Whether the split view shows one column only, in compact width.
    open var isCollapsed: Bool { declarationOnly() }

    /// The delegate, kept weakly.
    open weak var delegate: (any UISplitViewControllerDelegate)?
}

/// Methods a split view controller calls on its delegate; every one is optional in UIKit
/// (`@objc optional`), declared here with default implementations.
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// Tells that the split view collapsed (iOS 14).
    ///
    /// - Parameter svc: The split view controller.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// Tells that the split view expanded (iOS 14).
    ///
    /// - Parameter svc: The split view controller.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Optional in UIKit.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    /// Optional in UIKit.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
