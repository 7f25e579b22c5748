import Foundation
import Testing

@testable import VIPERBenchmarking

@Suite struct ReportTests {
    let report = BenchmarkReport(
        mode: "quick", allocationCounting: .mallocCalls,
        benchmarks: [
            Sample.result("a/base", ratio: nil),
            Sample.result("a/x", baseline: "a/base", ratio: 1.2, allocations: nil),
        ])

    @Test func aReportSurvivesAJSONRoundTrip() throws {
        let decoded = try BenchmarkReport.decode(report.jsonData())
        #expect(decoded == report)
        #expect(decoded.benchmarks[1].allocationsPerOperation == nil)
    }

    @Test func theJSONHasEveryKeyWithNullForAbsentValues() throws {
        let text = try #require(String(data: report.jsonData(), encoding: .utf8))
        for key in [
            "\"schema_version\" : 2", "\"mode\" : \"quick\"",
            "\"allocation_counting\" : \"malloc-calls\"", "\"min_ns\"", "\"p25_ns\"",
            "\"median_ns\"", "\"p75_ns\"", "\"p90_ns\"", "\"p99_ns\"", "\"max_ns\"",
            "\"ops_per_second\"", "\"ratio\" : 1.2", "\"median_ratio\"",
            "\"allocations_per_op\" : null", "\"extra_allocations_per_op\" : null",
            "\"baseline\" : null", "\"suite\" : \"a\"", "\"name\" : \"a/x\"",
            "\"samples\" : 10", "\"iterations_per_sample\" : 100",
        ] {
            #expect(text.contains(key), "the JSON has \(key)")
        }
    }

    @Test func aMinimalRecordDecodes() throws {
        let minimal = Data(
            #"{"benchmarks": [{"name": "a/x", "suite": "a", "baseline": "a/base", "min_ns": 1.0, "median_ns": 1.23, "p99_ns": 4.5, "ratio": 1.05, "allocations_per_op": 0}]}"#
                .utf8)
        let decoded = try BenchmarkReport.decode(minimal)
        #expect(decoded.benchmarks.first?.ratio == 1.05)
        #expect(decoded.benchmarks.first?.maxNanoseconds == 4.5)
        #expect(decoded.benchmarks.first?.allocationsPerOperation == 0)
    }

    @Test func aSchemaOneFileKeepsWhatItCounted() throws {
        let counted = Data(
            #"{"schema_version": 1, "counts_allocations": true, "benchmarks": []}"#.utf8)
        let uncounted = Data(
            #"{"schema_version": 1, "counts_allocations": false, "benchmarks": []}"#.utf8)
        #expect(try BenchmarkReport.decode(counted).allocationCounting == .mallocCalls)
        #expect(try BenchmarkReport.decode(uncounted).allocationCounting == .notCounted)
    }

    @Test func aFileWithoutBenchmarksIsRejected() {
        #expect(throws: DecodingError.self) { try BenchmarkReport.decode(Data("{}".utf8)) }
        #expect(throws: DecodingError.self) {
            try BenchmarkReport.decode(Data(#"{"benchmarks": [{"name": "a"}]}"#.utf8))
        }
    }
}

@Suite struct ResultTableTests {
    @Test func theMarkdownTableHasAHeaderARuleAndOneRowPerBenchmarkBaselinesIncluded() {
        let table = ResultTable(results: [
            Sample.result("a/base", ratio: nil),
            Sample.result("a/x", baseline: "a/base", ratio: 1.25),
        ]).renderMarkdown()
        let lines = table.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[2] == "| `a/base` | (baseline) | 1.0 | 2.0 | - | - | 0.00 |")
        #expect(lines.last == "| `a/x` | `base` | 1.0 | 2.0 | 1.25x | 1.25x | 0.00 |")
    }

    @Test func theMarkdownTableMarksProcessWideAllocationCounts() {
        let table = ResultTable(results: [
            Sample.result("a/base", ratio: nil, allocations: 2, exact: true),
            Sample.result("a/x", baseline: "a/base", ratio: 1.25, allocations: 8, exact: false),
        ]).renderMarkdown()
        #expect(table.hasSuffix("| 1.25x | 1.25x | ~8.00 |"))
        #expect(table.contains("| - | - | 2.00 |"))
    }

    @Test func uncountedAllocationsReadNotCountedNeverZero() {
        let results = [
            Sample.result("a/base", ratio: nil, allocations: nil),
            Sample.result("a/x", baseline: "a/base", ratio: 1.25, allocations: nil),
        ]
        let markdown = ResultTable(results: results).renderMarkdown()
        #expect(markdown.hasSuffix("| 1.25x | 1.25x | not counted |"))
        let text = ResultTable(results: results).render()
        #expect(text.components(separatedBy: "not counted").count == 3)
        #expect(!text.contains("0.00 "))
    }

    @Test func theTextTableMarksBaselinesAndGroupsSuites() {
        var extra = Sample.result("a/x", baseline: "a/base", ratio: 2, allocations: 3)
        extra.extraAllocationsPerOperation = 1
        let lines = ResultTable(results: [
            Sample.result("a/base", ratio: nil, allocations: 2), extra,
            Sample.result("b/alone", ratio: nil),
        ]).render().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("benchmark"))
        #expect(lines[1].isEmpty)
        #expect(lines[2].hasPrefix("a/base (baseline)"))
        #expect(lines[3].hasPrefix("a/x "))
        #expect(lines[3].hasSuffix("3.00 (+1.00)     2.00x      2.00x"))
        #expect(lines[4].isEmpty)
        #expect(lines[5].hasPrefix("b/alone "))
    }
}
