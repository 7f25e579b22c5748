/// Which stack of the top layer an operation acts on.
///
/// Without a placement an operation acts on the layer's current stack
/// (``NavigationLayer/entries``); a placement names another stack of the top layer:
///
/// ```swift
/// try navigator.push(.screen(ArticleScreen.self, input: id), in: .tab(.bookmarks))
/// try navigator.setStack([.screen(NoteScreen.self, input: note)], in: .column(.secondary))
/// ```
///
/// A placement the top layer does not have is refused with
/// ``NavigationError/Reason/invalidContainer(layer:_:)``.
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
