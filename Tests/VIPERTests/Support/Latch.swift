import VIPER

/// A gate that `async` code waits on until a test opens it.
final class Latch: Sendable {
    private let state = LockedState<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
        (false, [])
    )

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    var isOpen: Bool { state.withLock { $0.isOpen } }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// A thread-safe tally of values, for asserting what completions received.
final class Recorder<Value: Sendable>: Sendable {
    private let values = LockedState<[Value]>([])

    var all: [Value] { values.withLock { $0 } }
    var count: Int { values.withLock { $0.count } }

    func record(_ value: Value) {
        values.withLock { $0.append(value) }
    }
}

/// Lets already-scheduled work (tasks, main-queue blocks) run before asserting that
/// something did NOT happen.
func settle() async throws {
    try await Task.sleep(nanoseconds: 50_000_000)
}
