/// A line diff between expected patterns and received calls, for failure messages.
///
/// Lines are aligned with a longest-common-subsequence match (using ``Call/matches(_:)``),
/// so one missing or extra call shows as one `-` or `+` line rather than a cascade.
enum CallDiff {
    /// Renders the diff: `  ` for a match, `- ` for an expected pattern that was not
    /// received, `+ ` for a received call that was not expected.
    ///
    /// - Complexity: O(*n* × *m*) for *n* expected and *m* received lines.
    static func render(expected: [String], received: [Call]) -> String {
        let n = expected.count
        let m = received.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    received[j].matches(expected[i])
                    ? lengths[i + 1][j + 1] + 1
                    : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, received[j].matches(expected[i]) {
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
        return lines.isEmpty ? "  (no calls)" : lines.joined(separator: "\n")
    }

    /// Renders calls one a line, indented, for failure messages.
    static func list(_ calls: [Call]) -> String {
        calls.isEmpty ? "  (no calls)" : calls.map { "  \($0)" }.joined(separator: "\n")
    }
}
