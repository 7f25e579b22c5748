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
/// address never moves), and taking the lock is a plain `pthread_mutex_lock` (or
/// `os_unfair_lock_lock`). Copies of a `LockedState` share the same lock and state.
///
/// NB: `@unchecked Sendable` is sound because the state is only ever read or written
/// inside `withLock`, which holds the lock for the whole access.
///
/// NB: `@inlinable`, because the inlinable `async` bridge's `ResumeGate` takes it (once
/// for a completion delivered on the thread that started the work, see its `State`).
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
    @inline(__always)
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
