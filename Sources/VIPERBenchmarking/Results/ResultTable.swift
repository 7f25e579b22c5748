/// The human-readable table of a run's results.
///
/// One row per benchmark, grouped by suite; baselines are marked, and candidates show
/// their p0 ratio (the figure to judge), their p50 ratio (for reference) and how many
/// allocations per operation they add to their baseline's; a count that is not exact is
/// marked `~`.
struct ResultTable {
    /// The rows, in run order.
    var results: [BenchmarkResult]

    private static let headers = [
        "benchmark", "p0 ns", "p25 ns", "p50 ns", "p75 ns", "p90 ns", "p99 ns", "p100 ns",
        "ops/s", "allocs/op", "ratio p0", "ratio p50",
    ]

    /// The table as lines of text, without a trailing newline.
    func render() -> String {
        let baselines = Set(results.compactMap(\.baseline))
        var rows: [[String]] = []
        var suite: String?
        var lines: [String] = []
        for result in results {
            if result.suite != suite {
                suite = result.suite
                rows.append([])
            }
            let marker = baselines.contains(result.name) ? " (baseline)" : ""
            rows.append([
                result.name + marker,
                result.minNanoseconds.fixed(), result.p25Nanoseconds.fixed(),
                result.medianNanoseconds.fixed(), result.p75Nanoseconds.fixed(),
                result.p90Nanoseconds.fixed(), result.p99Nanoseconds.fixed(),
                result.maxNanoseconds.fixed(), Self.abbreviated(result.operationsPerSecond),
                (result.allocationsAreExact == false ? "~" : "") + Self.allocations(result),
                result.ratio.map { $0.fixed() + "x" } ?? "-",
                result.medianRatio.map { $0.fixed() + "x" } ?? "-",
            ])
        }
        var widths = Self.headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        lines.append(line(Self.headers))
        for row in rows {
            lines.append(row.isEmpty ? "" : line(row))
        }
        return lines.joined(separator: "\n")
    }

    /// The table as GitHub-flavoured Markdown, for publishing a run.
    ///
    /// Every benchmark, baselines included, with its baseline, p0 and p50 times, ratios
    /// and allocations.
    /// A count that is not exact (an asynchronous benchmark's, or a synchronous one's
    /// that hands work to other threads) is marked `~`.
    func renderMarkdown() -> String {
        var lines = [
            "| benchmark | baseline | p0 ns | p50 ns | ratio p0 | ratio p50 | allocs/op |",
            "|---|---|---:|---:|---:|---:|---:|",
        ]
        for result in results {
            let baselineName =
                result.baseline.map {
                    "`" + ($0.split(separator: "/").last.map(String.init) ?? $0) + "`"
                }
                ?? "(baseline)"
            let approximate = result.allocationsAreExact == false ? "~" : ""
            let cells = [
                "`\(result.name)`", baselineName, result.minNanoseconds.fixed(1),
                result.medianNanoseconds.fixed(1), result.ratio.map { $0.fixed() + "x" } ?? "-",
                result.medianRatio.map { $0.fixed() + "x" } ?? "-",
                approximate + Self.allocations(result),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    private static func allocations(_ result: BenchmarkResult) -> String {
        guard let counted = result.allocationsPerOperation else { return "not counted" }
        let own = counted.fixed()
        guard let extra = result.extraAllocationsPerOperation, abs(extra) >= 0.005 else {
            return own
        }
        return "\(own) (\(extra > 0 ? "+" : "")\(extra.fixed()))"
    }

    /// `value` with a k/M/G suffix and three significant digits.
    static func abbreviated(_ value: Double) -> String {
        switch value {
        case 1e12...: return ">1T"
        case 1e9...: return (value / 1e9).fixed(2) + "G"
        case 1e6...: return (value / 1e6).fixed(2) + "M"
        case 1e3...: return (value / 1e3).fixed(2) + "k"
        default: return value.fixed(1)
        }
    }
}
