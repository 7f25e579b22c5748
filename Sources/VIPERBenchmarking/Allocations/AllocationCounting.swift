/// What a run's allocation figures count, if anything.
///
/// Written to the JSON report as `allocation_counting`, so a comparison never sets a
/// count of calls against a count of blocks.
enum AllocationCounting: String, Codable, Equatable, Sendable {
    /// Every malloc-family call, exactly, by `VIPERAllocationCounter` (part of the
    /// `VIPERBenchmarking` product) linked into the executable (Linux with glibc). Synchronous benchmarks count their own
    /// thread only.
    case mallocCalls = "malloc-calls"
    /// Blocks in use, from the malloc zone statistics of Apple platforms: the blocks an
    /// operation leaves allocated, not the calls it makes.
    case blocksInUse = "blocks-in-use"
    /// Nothing is counted; the table prints "not counted".
    case notCounted = "not-counted"
}
