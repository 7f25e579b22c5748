/// One measured operation, and the name of the hand-written equivalent it is compared
/// with.
///
/// The body runs `iterations` operations per call, so the cost of calling the body and
/// reading the clock is spread over a whole batch. You do not create benchmarks
/// directly: ``BenchmarkRegistry/add(_:_:baseline:_:)`` and its siblings do.
public struct Benchmark {
    /// How a benchmark's batch of operations runs.
    public enum Body {
        /// Runs synchronously on the main thread, which is the main actor.
        case sync(@MainActor (_ iterations: Int) -> Void)
        /// Runs on a detached task; the main thread blocks on a semaphore per batch.
        case async(@Sendable (_ iterations: Int) async -> Void)
    }

    /// The suite the benchmark belongs to, such as `dispatch`.
    public let suite: String
    /// The full name, `suite/case`, unique within a run.
    public let name: String
    /// The full name of the baseline this benchmark is compared with, or `nil` when the
    /// benchmark is itself a baseline or stands alone.
    public let baseline: String?
    /// One batch of operations.
    public let body: Body

    /// Whether this benchmark runs on a detached task.
    public var isAsync: Bool {
        if case .async = body { return true }
        return false
    }
}
