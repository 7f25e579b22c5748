#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A mutual-exclusion lock around a value, shared by the modules of this package; copies
/// share the same lock and state.
///
/// The platform lock is tail-allocated beside the state, so its address never moves, as a
/// `pthread_mutex_t` or `os_unfair_lock` requires; `@inlinable` for the inlinable `async`
/// bridge (``ResumeGate``). `@unchecked Sendable`: the state is only accessed inside
/// `withLock`, which holds the lock for the whole access.
@usableFromInline
package struct LockedState<State>: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline
    typealias Primitive = os_unfair_lock
    #else
    @usableFromInline
    typealias Primitive = pthread_mutex_t
    #endif

    @usableFromInline
    final class Storage: ManagedBuffer<State, Primitive> {
        deinit {
            withUnsafeMutablePointerToElements { primitive in
                #if !canImport(Darwin)
                pthread_mutex_destroy(primitive)
                #endif
                // `_ =`: on Darwin this is the closure's only statement, and its result
                // would be unused (.ci/typecheck-darwin-locks).
                _ = primitive.deinitialize(count: 1)
            }
        }
    }

    @usableFromInline
    let storage: Storage

    /// Creates a lock that guards `initialState`.
    @inlinable
    package init(_ initialState: State) {
        let buffer = Storage.create(minimumCapacity: 1) { _ in initialState }
        storage = unsafeDowncast(buffer, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { primitive in
            #if canImport(Darwin)
            primitive.initialize(to: os_unfair_lock())
            #else
            primitive.initialize(to: pthread_mutex_t())
            pthread_mutex_init(primitive, nil)
            #endif
        }
    }

    /// Runs `body` with exclusive access to the state; the lock is not recursive.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { state, primitive in
            #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
            defer { os_unfair_lock_unlock(primitive) }
            #else
            pthread_mutex_lock(primitive)
            defer { pthread_mutex_unlock(primitive) }
            #endif
            return try body(&state.pointee)
        }
    }
}
