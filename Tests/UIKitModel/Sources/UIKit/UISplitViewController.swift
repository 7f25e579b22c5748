// UISplitViewController, the column style of iOS 14: its columns, its compact column, its
// collapse and expansion with the size class, and its delegate (UIKitFacts.md, "Tab bar
// and split view": "Split view, column style", "Collapse", "When collapse happens").

/// A container of columns (UIKit: `UISplitViewController`).
@MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the split shows.
    public enum Style: Int, Sendable {
        /// The classic interface.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column.
    public enum Column: Int, Sendable {
        /// The primary column.
        case primary = 0
        /// The supplementary column.
        case supplementary = 1
        /// The secondary column.
        case secondary = 2
        /// The one column shown in compact width.
        case compact = 3
    }

    private let style: Style
    private var columns: [Column: UIViewController] = [:]
    private var collapsed = false
    /// The columns `show(_:)` asked for, last first.
    package private(set) var modelShownColumns: [Column] = []

    /// Creates a split view controller of a style.
    ///
    /// - Parameter style: The style.
    public init(style: UISplitViewController.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a split view controller from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Sets a column's controller (UIKit wraps a plain controller in a navigation
    /// controller; the glue passes navigation controllers, and the model expects them).
    ///
    /// - Parameters:
    ///   - vc: The controller.
    ///   - column: The column.
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        let wasShown = shownChildren
        columns[column]?.parentController = nil
        columns[column] = vc
        vc?.parentController = self
        if let vc, !(vc is UINavigationController) {
            UIKitModel.misuse("\(modelName): a column's controller is not a navigation controller")
        }
        for child in wasShown where !shownChildren.contains(where: { $0 === child }) {
            childWillLeave(child, animated: false)
        }
        for child in shownChildren where !wasShown.contains(where: { $0 === child }) {
            childDidEnter(child, animated: false)
        }
    }

    /// A column's controller.
    ///
    /// - Parameter column: The column.
    /// - Returns: Its controller.
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        columns[column]
    }

    /// Makes a column visible (the model shows every column in regular width and records
    /// the request).
    ///
    /// - Parameter column: The column.
    open func show(_ column: UISplitViewController.Column) {
        modelShownColumns.insert(column, at: 0)
    }

    /// Whether the split shows one column (compact width).
    open var isCollapsed: Bool { collapsed }

    /// The delegate, kept weakly.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    override var shownChildren: [UIViewController] {
        if collapsed { return columns[.compact].map { [$0] } ?? [] }
        let shown: [Column] =
            style == .tripleColumn
            ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        return shown.compactMap { columns[$0] }
    }

    /// The horizontal size class changes (a rotation, a multitasking resize).
    ///
    /// It happens at any time, also in the middle of a transition (UIKitFacts.md, "When collapse happens"):
    /// compact collapses the split to its `.compact` column's controller, regular expands
    /// it to its columns; the columns leaving get their disappearance calls, the ones
    /// coming their appearance calls, then the delegate hears
    /// `splitViewControllerDidCollapse` or `…DidExpand`, after the change ("Collapse").
    /// Without a `.compact` column UIKit moves screens between the columns' navigation
    /// controllers in an undocumented way; the model does not, and records a misuse.
    ///
    /// - Parameter compact: Whether the width becomes compact.
    package func modelSetHorizontalSizeClass(compact: Bool) {
        guard compact != collapsed else { return }
        if columns[.compact] == nil {
            UIKitModel.misuse("\(modelName): collapsed without a compact column (not modelled)")
        }
        let wasShown = shownChildren
        for child in wasShown { child.beginAppearance(false, animated: false) }
        collapsed = compact
        for child in wasShown { child.endAppearance(animated: false) }
        for child in shownChildren { childDidEnter(child, animated: false) }
        if compact {
            UIKitModel.record("splitDelegate", "didCollapse")
            delegate?.splitViewControllerDidCollapse(self)
        } else {
            UIKitModel.record("splitDelegate", "didExpand")
            delegate?.splitViewControllerDidExpand(self)
        }
    }
}

/// Methods a split view controller calls on its delegate; optional in UIKit.
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// The split collapsed to one column.
    ///
    /// - Parameter svc: The split view controller.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// The split expanded to its columns.
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
