/// A line diff between expected patterns and received lines, for failure messages.
///
/// Lines are aligned with a longest-common-subsequence match, so one missing or extra line
/// shows as one `-` or `+` line rather than a cascade. ``CallLog`` uses it with
/// ``RecordedCall/matches(_:)``; other assertions (the navigation ones to come) pass their own
/// matching rule.
enum LineDiff {
    /// Renders the diff: `  ` for a match, `- ` for an expected pattern that was not
    /// received, `+ ` for a received line that was not expected.
    ///
    /// - Complexity: O(*n* × *m*) for *n* expected and *m* received lines.
    static func render<Line: CustomStringConvertible>(
        expected: [String],
        received: [Line],
        matches: (Line, String) -> Bool
    ) -> String {
        let n = expected.count
        let m = received.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    matches(received[j], expected[i])
                    ? lengths[i + 1][j + 1] + 1
                    : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, matches(received[j], expected[i]) {
                lines.append("  \(received[j])")
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append("- \(expected[i])")
                i += 1
            } else {
                lines.append("+ \(received[j])")
                j += 1
            }
        }
        return lines.isEmpty ? "  (nothing)" : lines.joined(separator: "\n")
    }

    /// Renders calls one a line, indented, for failure messages.
    static func list<Line: CustomStringConvertible>(_ lines: [Line]) -> String {
        lines.isEmpty ? "  (nothing)" : lines.map { "  \($0)" }.joined(separator: "\n")
    }
}

extension LineDiff {
    /// Renders the diff between expected call patterns and received calls.
    ///
    /// - Complexity: O(*n* × *m*) for *n* expected and *m* received calls.
    static func render(expected: [String], received: [RecordedCall]) -> String {
        render(expected: expected, received: received) { $0.matches($1) }
    }
}
