import Dispatch

extension Navigator {
    /// Suspends until no work runs for the navigator's screens, and returns whether it
    /// went idle in time.
    ///
    /// The work a screen runs for itself (``NavigationHandle/execute(_:_:completion:)``,
    /// ``NavigationHandle/task(_:)``, ``NavigationHandle/cancelWhenRemoved(_:)``) runs while
    /// the test waits: an ``AsyncUseCase``'s task, its outcome's hop to the main queue, the
    /// completion, and any work the completion starts in turn, such as the load of a screen
    /// it pushes. Nothing sleeps or polls: the work that ends last resumes the test, so
    /// what the screens show afterwards is settled.
    ///
    /// ```swift
    /// try navigator.push(.screen(ArticleScreen.self, input: 7))
    /// await navigator.runUntilIdle()
    /// #expect(navigator.screen(ArticleScreen.self, for: id)?.title == "Seven")
    /// ```
    ///
    /// `timeout` is a safety net, never a wait: when work is still running then (a load
    /// that never completes, a task that ignores cancellation), the test fails with what
    /// was still pending.
    ///
    /// - Returns: Whether nothing was left to run before `timeout` seconds passed.
    @discardableResult
    public func runUntilIdle(
        timeout: Double = 30,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        let deadline = DispatchTime.now() + max(0, timeout)
        // Work a completion starts while the last one ends keeps the navigator busy: the
        // check runs again once the test resumes.
        while !pendingScreenWork.isEmpty {
            let wait = IdleWait()
            let idle = await withCheckedContinuation { continuation in
                wait.continuation = continuation
                whenScreenWorkIsIdle { wait.finish(idle: true) }
                DispatchQueue.main.asyncAfter(deadline: deadline) {
                    MainActor.assumeIsolated { wait.finish(idle: false) }
                }
            }
            guard idle else {
                reportTestFailure(
                    "runUntilIdle: still running after \(timeout) s: "
                        + pendingScreenWork.joined(separator: "; "),
                    fileID: fileID, filePath: filePath, line: line, column: column)
                return false
            }
        }
        return true
    }
}

/// One wait of ``Navigator/runUntilIdle(timeout:fileID:filePath:line:column:)``, ended by
/// whichever comes first: the navigator going idle or the deadline.
@MainActor
private final class IdleWait {
    var continuation: CheckedContinuation<Bool, Never>?

    func finish(idle: Bool) {
        continuation?.resume(returning: idle)
        continuation = nil
    }
}
