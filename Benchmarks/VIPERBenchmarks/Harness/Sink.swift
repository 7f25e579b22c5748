import CAllocationCounter

/// Consumes `value` so the optimiser cannot remove the work that produced it.
///
/// The value is passed by address to an empty C function that the Swift optimiser
/// cannot see into, so it must assume the value is read. Costs about one call.
@inline(__always)
func blackHole<T>(_ value: T) {
    withUnsafePointer(to: value) { viper_sink($0) }
}

/// Returns `value` after hiding it from the optimiser.
///
/// Inputs built outside the measured loop go through here so the optimiser can neither
/// constant-fold them nor learn the dynamic type of an existential.
@inline(__always)
func opaque<T>(_ value: T) -> T {
    var copy = value
    withUnsafeMutablePointer(to: &copy) { viper_clobber($0) }
    return copy
}
