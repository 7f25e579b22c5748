import CVIPERBenchmarking

// NB: the `canImport(Darwin)` paths below are type-checked on Linux by
// .ci/typecheck-darwin-allocations against Tests/DarwinDeclarations; they have not run.
#if canImport(Darwin)
import Darwin
#endif

/// Reads the allocation counts this platform and executable offer.
///
/// Three sources, decided once per process:
/// - Linux with glibc, when the executable links `VIPERAllocationCounter` (the
///   `VIPERBenchmarking` product brings it):
///   exact counts of malloc-family calls, per thread and process-wide. The counter is
///   checked before it is trusted: 100 class instances must count as 100 allocations.
/// - Apple platforms: malloc zone statistics, which know the blocks in use but not how
///   many calls were made. Figures are net blocks left allocated, stated as such.
/// - Anything else: no counts, and the run prints "not counted", never a zero.
struct AllocationCounter {
    /// What the figures count.
    let counting: AllocationCounting
    /// Why counting is what it is, printed under the table.
    let note: String

    /// The counter of this process.
    static let current = AllocationCounter()

    /// Reads a count instead of the platform's source, for tests; `nil` for the platform.
    private let reader: (@Sendable (_ threadOnly: Bool) -> UInt64)?

    /// A counter that reads `reader`, for tests of what is done with the counts.
    init(counting: AllocationCounting, reader: @escaping @Sendable (_ threadOnly: Bool) -> UInt64) {
        self.counting = counting
        self.note = "allocations: counted by a test"
        self.reader = reader
    }

    private init() {
        reader = nil
        if viper_linked_counter_is_active() == 1 {
            let before = viper_linked_counter_thread_count()
            for _ in 0..<100 { blackHole(AllocationProbe()) }
            let counted = viper_linked_counter_thread_count() &- before
            if counted == 100 {
                counting = .mallocCalls
                note =
                    "allocations: malloc-family calls per operation (VIPERAllocationCounter), "
                    + "exact for synchronous benchmarks, process-wide for asynchronous ones; "
                    + "~ marks a count that is not exact (asynchronous, or a synchronous "
                    + "operation that hands work to other threads)"
            } else {
                counting = .notCounted
                note =
                    "allocations: not counted: the linked counter saw \(counted) allocations "
                    + "for 100 objects, so it cannot be trusted"
            }
            return
        }
        #if canImport(Darwin)
        counting = .blocksInUse
        note =
            "allocations: malloc zone statistics count blocks in use, not calls: allocs/op "
            + "is the blocks an operation leaves allocated (0 when it frees what it allocates)"
        #elseif os(Linux)
        counting = .notCounted
        note =
            "allocations: not counted: this executable does not link VIPERAllocationCounter "
            + "(depend on the VIPERBenchmarking product, which brings it)"
        #else
        counting = .notCounted
        note = "allocations: not counted on this platform"
        #endif
    }

    /// The count so far: of the calling thread when `threadOnly` and the platform can
    /// tell threads apart, else of the whole process.
    func count(threadOnly: Bool) -> UInt64 {
        if let reader { return reader(threadOnly) }
        switch counting {
        case .mallocCalls:
            return threadOnly
                ? viper_linked_counter_thread_count() : viper_linked_counter_process_count()
        case .blocksInUse:
            #if canImport(Darwin)
            var statistics = malloc_statistics_t()
            malloc_zone_statistics(nil, &statistics)
            return UInt64(statistics.blocks_in_use)
            #else
            return 0
            #endif
        case .notCounted:
            return 0
        }
    }
}

/// A heap object the counter's check creates.
private final class AllocationProbe {}
