import CVIPERBenchmarking

/// Consumes `value` so the optimiser cannot remove the work that produced it.
///
/// The value is passed by address to an empty C function that the Swift optimiser
/// cannot see into, so it must assume the value is read. Costs about one call.
///
/// ```swift
/// for _ in 0..<iterations { blackHole(ForecastListScreen.make(withDependency: input)) }
/// ```
///
/// - Parameter value: The result of the measured work.
@inlinable
@inline(__always)
public func blackHole<T>(_ value: T) {
    // NB: inlinable so the call is one direct C call in the caller's loop; an
    // unspecialised generic call into this module would cost more than most operations.
    withUnsafePointer(to: value) { viper_sink($0) }
}

/// Returns `value` after hiding it from the optimiser.
///
/// Inputs built outside the measured loop go through here so the optimiser can neither
/// constant-fold them nor learn the dynamic type of an existential.
///
/// - Parameter value: An input of the measured work.
/// - Returns: The same value, now opaque to the optimiser.
@inlinable
@inline(__always)
public func opaque<T>(_ value: T) -> T {
    var copy = value
    withUnsafeMutablePointer(to: &copy) { viper_clobber($0) }
    return copy
}
