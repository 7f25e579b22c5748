#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A mutual-exclusion lock around a value, shared by the modules of this package.
///
/// One allocation holds both the platform lock and the state, so taking the lock is a
/// plain `pthread_mutex_lock` (or `os_unfair_lock_lock`) with no extra indirection.
///
/// NB: `@unchecked Sendable` is sound because `state` is only ever read or written
/// inside `withLock`, which holds the mutex for the whole access.
package final class LockedState<State>: @unchecked Sendable {
    #if canImport(Darwin)
    private typealias Primitive = os_unfair_lock
    #else
    private typealias Primitive = pthread_mutex_t
    #endif

    private let primitive: UnsafeMutablePointer<Primitive>
    private var state: State

    /// Creates a lock that guards `initialState`.
    package init(_ initialState: State) {
        state = initialState
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        pthread_mutex_init(primitive, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Runs `body` with exclusive access to the state and returns what it returns.
    ///
    /// Do not call back into code that takes the same lock from `body`: the lock is not
    /// recursive.
    @inline(__always)
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        defer { os_unfair_lock_unlock(primitive) }
        #else
        pthread_mutex_lock(primitive)
        defer { pthread_mutex_unlock(primitive) }
        #endif
        return try body(&state)
    }
}

extension LockedState where State == Void {
    /// Creates a lock that guards no state, for callers that only need exclusion.
    package convenience init() {
        self.init(())
    }
}
