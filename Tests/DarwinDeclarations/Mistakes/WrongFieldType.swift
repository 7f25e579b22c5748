// expected error: cannot convert value of type 'UInt32' to specified type 'Int'
import Darwin

// blocks_in_use is a C unsigned: UInt32 in Swift, not Int.
func blocksInUse() -> Int {
    var statistics = malloc_statistics_t()
    malloc_zone_statistics(nil, &statistics)
    let blocks: Int = statistics.blocks_in_use
    return blocks
}
