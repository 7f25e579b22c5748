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
/// One allocation holds both the state and the platform lock (tail-allocated, so its
/// address never moves, as a `pthread_mutex_t` or `os_unfair_lock` requires). Copies of a
/// `LockedState` share the same lock and state.
///
/// NB: `@unchecked Sendable` is sound because the state is only ever read or written
/// inside `withLock`, which holds the lock for the whole access.
///
/// NB: one allocation rather than a class around an `NSLock` (a class, plus the lock's
/// own object and, on Linux, its mutex), and `@inlinable`, because `ResumeGate` makes one
/// for every await of the inlinable `async` bridge and takes it twice: both keep the
/// default bridge within its ceiling against a hand-written checked continuation (see
/// `Documentation/BenchmarkResults.md`).
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
                // NB: `_ =`, so that on Darwin, where this is the closure's only
                // statement, the closure returns nothing rather than the raw pointer
                // (an unused result; .ci/typecheck-darwin-locks caught it).
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

    /// Runs `body` with exclusive access to the state and returns what it returns.
    ///
    /// Do not call back into code that takes the same lock from `body`: the lock is not
    /// recursive.
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
