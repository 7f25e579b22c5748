// expected error: to expected argument type 'UnsafeMutablePointer<malloc_statistics_t>'
import Darwin

// The statistics go into a malloc_statistics_t, not into a zone.
func fill(_ zone: UnsafeMutablePointer<malloc_zone_t>) {
    malloc_zone_statistics(malloc_default_zone(), zone)
}
