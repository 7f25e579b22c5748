// expected error: missing argument for parameter #2 in call
import Darwin

// malloc_zone_statistics takes the zone first (nil for all zones).
func blocksInUse() -> UInt64 {
    var statistics = malloc_statistics_t()
    malloc_zone_statistics(&statistics)
    return UInt64(statistics.blocks_in_use)
}
