import Foundation
import Testing
@_spi(Testing) import VIPER

// Fixtures of the async route tests: a gate an async resolver waits at, and a watchdog
// that turns a navigation that never finishes into a failure instead of a hang.

/// A gate async resolvers wait at until the test opens it.
///
/// NB: the wait ignores cancellation on purpose, so a test can cancel a task while its
/// resolver is suspended and see what the navigator does when the resolver then returns.
@MainActor
final class ResolverGate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// The routes that reached the gate, in order.
    private(set) var arrivals: [TestRoute] = []

    /// Suspends until ``open()``.
    func pass(_ route: TestRoute) async {
        arrivals.append(route)
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets every waiting resolver go on.
    func open() {
        let continuations = waiting
        waiting.removeAll()
        for continuation in continuations { continuation.resume() }
    }

    /// Yields until `count` resolvers wait at the gate; records a failure and returns
    /// `false` when they do not within a bounded number of turns.
    @discardableResult
    func waitForArrivals(
        _ count: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        for _ in 0..<10_000 {
            if waiting.count >= count { return true }
            await Task.yield()
        }
        Issue.record(
            "only \(waiting.count) of \(count) resolvers reached the gate",
            sourceLocation: sourceLocation)
        return false
    }
}

/// The async table of the tests: the routes of ``makeRouteTable(probe:)``, each
/// resolved after the gate opens, with every resolution counted.
@MainActor
final class GatedRoutes {
    let gate = ResolverGate()
    let probe: ScreenProbe
    /// The routes the table resolved, in order.
    private(set) var resolved: [TestRoute] = []
    /// The screens of the routes built so far.
    private(set) var built = 0
    /// Whether the resolver waits at the gate.
    var gated = true

    init(probe: ScreenProbe = ScreenProbe()) {
        self.probe = probe
        probe.onMake = { [weak self] in self?.built += 1 }
    }

    var table: AsyncRouteTable<TestRoute> {
        let sync = makeRouteTable(probe: probe)
        return AsyncRouteTable { [self] route in
            resolved.append(route)
            if gated { await gate.pass(route) }
            return try sync.destination(for: route)
        } deepLinks: { url in
            try sync.routeState(for: url)
        }
    }
}

/// Waits for `task`, or records a failure after `seconds`: a navigation that never
/// finishes fails the test instead of hanging the run.
///
/// - Returns: The task's outcome, or `nil` when it did not finish in time.
@MainActor
func outcome(
    of task: Task<Void, any Error>, within seconds: Double = 10,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<Void, any Error>? {
    let first = FirstResult()
    let result = await withCheckedContinuation { continuation in
        first.continuation = continuation
        Task { @MainActor in first.settle(await task.result) }
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
            first.settle(nil)
        }
    }
    if result == nil {
        Issue.record(
            "the navigation did not finish within \(seconds) s", sourceLocation: sourceLocation)
    }
    return result
}

/// Resumes with the first outcome; later ones are ignored.
@MainActor
private final class FirstResult {
    var continuation: CheckedContinuation<Result<Void, any Error>?, Never>?

    func settle(_ result: Result<Void, any Error>?) {
        continuation?.resume(returning: result)
        continuation = nil
    }
}

extension Result where Success == Void, Failure == any Error {
    /// The navigation error, or `nil` on success (or another error).
    var failure: NavigationError? {
        if case .failure(let error) = self { return error as? NavigationError }
        return nil
    }
}
