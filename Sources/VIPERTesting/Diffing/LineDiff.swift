/// A line diff between expected patterns and received lines, for failure messages.
///
/// Lines are aligned by a shortest edit script (see ``EditScript``), so one missing or
/// extra line shows as one `-` or `+` line rather than a cascade. Within a change, the
/// expected lines come before the received ones. Long runs of matching lines are cut
/// down to ``context`` lines next to each change, so a diff of a long log shows where it
/// differs. ``CallLog`` uses it with ``RecordedCall/matches(_:)``; other assertions pass
/// their own matching rule.
enum LineDiff {
    /// How many matching lines a diff keeps on each side of a change.
    static let context = 3

    /// Renders the diff: `  ` for a match, `- ` for an expected pattern that was not
    /// received, `+ ` for a received line that was not expected.
    ///
    /// Each received line is rendered (its `description` read) at most once.
    ///
    /// - Complexity: O((*n* + *m*) · *d*) for *n* expected and *m* received lines that
    ///   differ in *d* places.
    static func render<Line: CustomStringConvertible>(
        expected: [String],
        received: [Line],
        matches: (Line, String) -> Bool
    ) -> String {
        let edits = EditScript.between(expected.count, received.count) {
            matches(received[$1], expected[$0])
        }
        var lines: [String] = []
        var kept: [Int] = []  // received indices of the current run of matches
        var removed: [String] = []
        var inserted: [String] = []
        func flushChange() {
            lines += removed.map { "- \($0)" } + inserted.map { "+ \($0)" }
            removed = []
            inserted = []
        }
        func flushKept(last: Bool) {
            let first = lines.isEmpty
            let head = first ? 0 : context
            let tail = last ? 0 : context
            // NB: cut only when it hides more lines than it keeps on a side.
            if kept.count - head - tail > context {
                lines += kept.prefix(head).map { "  \(received[$0])" }
                lines.append("  … \(kept.count - head - tail) matching lines …")
                lines += kept.suffix(tail).map { "  \(received[$0])" }
            } else {
                lines += kept.map { "  \(received[$0])" }
            }
            kept = []
        }
        for edit in edits {
            switch edit {
            case .keep(_, let index):
                flushChange()
                kept.append(index)
            case .remove(let index):
                flushKept(last: false)
                removed.append(expected[index])
            case .insert(let index):
                flushKept(last: false)
                inserted.append("\(received[index])")
            }
        }
        flushChange()
        if lines.isEmpty {
            // NB: no change at all; show the lines whole rather than elide all of them.
            lines = kept.map { "  \(received[$0])" }
        } else {
            flushKept(last: true)
        }
        return lines.isEmpty ? "  (nothing)" : lines.joined(separator: "\n")
    }

    /// Renders calls one a line, indented, for failure messages.
    static func list<Line>(_ lines: [Line]) -> String {
        lines.isEmpty ? "  (nothing)" : lines.map { "  \($0)" }.joined(separator: "\n")
    }
}

extension LineDiff {
    /// Renders the diff between expected call patterns and received calls.
    ///
    /// Each call is rendered once, up front, and matched by its rendered line.
    ///
    /// - Parameter exact: Whether a pattern matches only a whole line, not a name or a
    ///   receiver (see ``RecordedCall/matches(_:)``).
    /// - Complexity: O((*n* + *m*) · *d*) for *n* expected and *m* received calls that
    ///   differ in *d* places.
    static func render(
        expected: [String], received: [RecordedCall], exact: Bool = false
    ) -> String {
        let rendered = received.map { RenderedCall(call: $0, line: $0.description) }
        return render(expected: expected, received: rendered) {
            exact ? $0.line == $1 : $0.call.matches($1, line: $0.line)
        }
    }

    private struct RenderedCall: CustomStringConvertible {
        let call: RecordedCall
        let line: String
        var description: String { line }
    }
}
