/// A line diff between expected patterns and received lines, for failure messages.
enum LineDiff {
    /// How many matching lines a diff keeps on each side of a change.
    static let context = 3

    /// Renders the diff: `  ` for a match, `- ` for an expected line that was not received,
    /// `+ ` for a received line that was not expected.
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
            // Cut only when it hides more lines than it keeps on a side.
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
            // No change at all: show the lines whole.
            lines = kept.map { "  \(received[$0])" }
        } else {
            flushKept(last: true)
        }
        return lines.isEmpty ? "  (nothing)" : lines.joined(separator: "\n")
    }

    /// Renders lines one a line, indented.
    static func list<Line>(_ lines: [Line]) -> String {
        lines.isEmpty ? "  (nothing)" : lines.map { "  \($0)" }.joined(separator: "\n")
    }
}

extension LineDiff {
    /// Renders the diff between expected call patterns and received calls, rendering each
    /// call once.
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
