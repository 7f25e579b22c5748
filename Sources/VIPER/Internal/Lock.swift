import Foundation

/// A value guarded by a lock, shared by the modules of this package.
///
/// Copies share the same lock and state: `LockedState` is a reference.
///
/// NB: `@unchecked Sendable` is sound because `state` is read and written only inside
/// `withLock`, which holds `lock` for the whole access.
@usableFromInline
package final class LockedState<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// Creates a lock that guards `initialState`.
    @usableFromInline
    package init(_ initialState: State) {
        state = initialState
    }

    /// Runs `body` with exclusive access to the state and returns what it returns.
    ///
    /// Do not call back into code that takes the same lock from `body`: the lock is not
    /// recursive.
    @usableFromInline
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
