/// A column of a split container (``NavigationSplit``).
///
/// ```swift
/// try navigator.setStack([.screen(NoteScreen.self, input: note)], in: .column(.secondary))
/// ```
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
