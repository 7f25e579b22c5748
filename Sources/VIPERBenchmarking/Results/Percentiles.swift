/// The distribution of per-operation times over the batches of one benchmark.
///
/// Each sample is one batch's time divided by its operation count, so a percentile
/// reads "in p% of batches, an operation took at most this long".
struct Percentiles: Equatable {
    /// The fastest batch: the best estimate of the cost in instructions, because noise
    /// on a shared machine only ever adds time.
    var p0: Double
    /// The 25th percentile.
    var p25: Double
    /// The median.
    var p50: Double
    /// The 75th percentile.
    var p75: Double
    /// The 90th percentile.
    var p90: Double
    /// The 99th percentile.
    var p99: Double
    /// The slowest batch.
    var p100: Double
}

extension Percentiles {
    /// Computes the percentiles of `samples` by the nearest-rank method.
    ///
    /// Returns `nil` for an empty sample. Percentile *p* is the smallest sample that at
    /// least *p*% of the samples do not exceed.
    ///
    /// - Complexity: O(*n* log *n*) where *n* is the number of samples.
    init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        func rank(_ percent: Double) -> Double {
            let position = Int((percent / 100 * Double(sorted.count)).rounded(.up))
            return sorted[min(max(position - 1, 0), sorted.count - 1)]
        }
        p0 = sorted[0]
        p25 = rank(25)
        p50 = rank(50)
        p75 = rank(75)
        p90 = rank(90)
        p99 = rank(99)
        p100 = sorted[sorted.count - 1]
    }
}
