import Foundation

/// Everything one run measured: the document `--json` writes and `--baseline` reads.
struct BenchmarkReport: Codable, Equatable {
    /// The version of this document's layout.
    var schemaVersion: Int = 1
    /// `quick` or `full`.
    var mode: String
    /// Whether allocations were counted (false where the malloc family is not replaced).
    var countsAllocations: Bool
    /// One record per benchmark, in run order.
    var benchmarks: [BenchmarkResult]

    enum CodingKeys: String, CodingKey {
        case mode, benchmarks
        case schemaVersion = "schema_version"
        case countsAllocations = "counts_allocations"
    }

    /// Creates a report.
    init(mode: String, countsAllocations: Bool, benchmarks: [BenchmarkResult]) {
        self.mode = mode
        self.countsAllocations = countsAllocations
        self.benchmarks = benchmarks
    }

    /// Reads a report, requiring only `benchmarks` so minimal files compare too.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? 1
        mode = try container.decodeIfPresent(String.self, forKey: .mode) ?? "full"
        countsAllocations =
            try container.decodeIfPresent(Bool.self, forKey: .countsAllocations) ?? true
        benchmarks = try container.decode([BenchmarkResult].self, forKey: .benchmarks)
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
