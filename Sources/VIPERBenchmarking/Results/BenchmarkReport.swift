import Foundation

/// Everything one run measured: the document `--json` writes and `--baseline` reads.
struct BenchmarkReport: Codable, Equatable {
    /// The version of this document's layout: 2 since allocation figures may be `null`
    /// and say what they count.
    var schemaVersion: Int = 2
    /// `quick` or `full`.
    var mode: String
    /// What the allocation figures count (`not-counted` when there are none).
    var allocationCounting: AllocationCounting
    /// One record per benchmark, in run order.
    var benchmarks: [BenchmarkResult]

    enum CodingKeys: String, CodingKey {
        case mode, benchmarks
        case schemaVersion = "schema_version"
        case allocationCounting = "allocation_counting"
        case countsAllocations = "counts_allocations"
    }

    /// Creates a report.
    init(mode: String, allocationCounting: AllocationCounting, benchmarks: [BenchmarkResult]) {
        self.mode = mode
        self.allocationCounting = allocationCounting
        self.benchmarks = benchmarks
    }

    /// Reads a report, requiring only `benchmarks` so minimal files compare too.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? 1
        mode = try container.decodeIfPresent(String.self, forKey: .mode) ?? "full"
        if let counting = try container.decodeIfPresent(
            AllocationCounting.self, forKey: .allocationCounting)
        {
            allocationCounting = counting
        } else {
            // NB: schema 1 had only `counts_allocations`, written by the glibc counter.
            let counted =
                try container.decodeIfPresent(Bool.self, forKey: .countsAllocations) ?? true
            allocationCounting = counted ? .mallocCalls : .notCounted
        }
        benchmarks = try container.decode([BenchmarkResult].self, forKey: .benchmarks)
    }

    /// Writes every key of schema 2.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(mode, forKey: .mode)
        try container.encode(allocationCounting, forKey: .allocationCounting)
        try container.encode(benchmarks, forKey: .benchmarks)
    }

    /// The report as pretty-printed JSON with sorted keys.
    ///
    /// - Throws: `EncodingError` if a value cannot be encoded (a non-finite number).
    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Decodes a report written by ``jsonData()``.
    ///
    /// - Throws: `DecodingError` when `data` is not such a report.
    static func decode(_ data: Data) throws -> BenchmarkReport {
        try JSONDecoder().decode(BenchmarkReport.self, from: data)
    }
}
