/// Which stack of the top layer an operation acts on.
///
/// Every layer has one *current* stack, where a push, a pop or a `setStack` goes when no
/// placement is named: the layer's stack, the selected tab's stack, or a split's
/// secondary column (collapsed, the split's one combined stack, see ``NavigationSplit``).
/// A placement names another stack of the top layer instead:
///
/// ```swift
/// try navigator.push(.screen(ArticleScreen.self, input: id), in: .tab(.bookmarks))
/// try navigator.setStack([.screen(NoteScreen.self, input: note)], in: .column(.secondary))
/// ```
///
/// A placement the top layer does not have (a tab of a stack layer, an unknown tab, a
/// column of a layer that is not a split, the supplementary column of a two-column split)
/// is refused with ``NavigationError/Reason/invalidContainer(layer:_:)``.
public enum NavigationPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The top layer's current stack.
    case current
    /// The stack of the tab with this tag; the selection does not change.
    case tab(NavigationTabTag)
    /// A column of a split.
    case column(NavigationColumn)

    /// A short form such as `tab(bookmarks)`.
    public var description: String {
        switch self {
        case .current: "current"
        case .tab(let tag): "tab(\(tag))"
        case .column(let column): "column(\(column))"
        }
    }
}
