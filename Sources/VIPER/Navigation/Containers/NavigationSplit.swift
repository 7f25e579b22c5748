/// The columns of a split container, and whether the platform collapsed them.
///
/// The collapse rule, the one way a split reads as a stack:
/// - Expanded, each column is its own stack. A push, pop or `setStack` without a placement
///   acts on the secondary column; the visible screen (``NavigationLayer/top``) is its top,
///   or the top of the column before it when it is empty.
/// - Collapsed (compact width), the split shows one stack: the primary, supplementary and
///   secondary columns' screens. A push goes onto the secondary column; a pop takes the
///   last screen of that stack, keeping the primary column's first; a `setStack` fills
///   the columns in order, each up to the length it had, the rest going to the secondary.
/// - Collapsing and expanding move no screen: each keeps its column and identity.
///
/// Only the primary column is required; the others may be empty (the app's placeholder).
public struct NavigationSplit: Hashable, Sendable, CustomStringConvertible {
    /// The leading column's screens, bottom first; at least one.
    public var primary: [NavigationEntry]

    /// The middle column's screens, or `nil` for a two-column split.
    public var supplementary: [NavigationEntry]?

    /// The detail column's screens, bottom first; may be empty.
    public var secondary: [NavigationEntry]

    /// Whether the platform shows the columns as one stack (compact width).
    public var isCollapsed: Bool

    /// Creates a split of the columns `primary`, `supplementary` (`nil` for two columns)
    /// and `secondary`, collapsed when `isCollapsed`.
    public init(
        primary: [NavigationEntry], supplementary: [NavigationEntry]? = nil,
        secondary: [NavigationEntry] = [], isCollapsed: Bool = false
    ) {
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
        self.isCollapsed = isCollapsed
    }

    /// The screens as the collapsed split shows them: primary, supplementary, secondary.
    public var combined: [NavigationEntry] {
        primary + (supplementary ?? []) + secondary
    }

    /// The screens of `column`, or `nil` for the supplementary column of two columns.
    public subscript(column: NavigationColumn) -> [NavigationEntry]? {
        switch column {
        case .primary: primary
        case .supplementary: supplementary
        case .secondary: secondary
        }
    }

    /// The split as `split [#1 List] [#2 Note]`, with `collapsed` when it is.
    public var description: String {
        let columns = NavigationLayer.Content.split(self).stacks.map {
            "[" + $0.map(\.description).joined(separator: ", ") + "]"
        }
        return (isCollapsed ? "collapsed split " : "split ") + columns.joined(separator: " ")
    }
}

extension NavigationSplit {
    var count: Int { primary.count + (supplementary?.count ?? 0) + secondary.count }

    /// Sets the columns from a combined stack, by the collapse rule.
    mutating func fill(with combined: [NavigationEntry]) {
        let primaryCount = min(max(primary.count, 1), combined.count)
        let supplementaryCount = min(supplementary?.count ?? 0, combined.count - primaryCount)
        primary = Array(combined[..<primaryCount])
        if supplementary != nil {
            supplementary = Array(combined[primaryCount..<(primaryCount + supplementaryCount)])
        }
        secondary = Array(combined[(primaryCount + supplementaryCount)...])
    }
}

/// A column of a split container (``NavigationSplit``), as ``NavigationPlacement`` names it.
public enum NavigationColumn: String, Hashable, Sendable, Codable, CaseIterable,
    CustomStringConvertible
{
    /// The leading column: a sidebar or a list. Required: it always has a screen.
    case primary
    /// The optional middle column of a three-column split.
    case supplementary
    /// The detail column, where a push in the split goes.
    case secondary

    /// The column's name.
    public var description: String { rawValue }
}
