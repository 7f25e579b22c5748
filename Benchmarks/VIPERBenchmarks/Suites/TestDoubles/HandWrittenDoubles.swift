import Foundation
import VIPER

// The doubles a team writes by hand without VIPERTesting: the baselines of the
// test-double suite. They are thread-safe, as the library's are, so the comparison is
// with code that would survive an interactor completing on another thread.

/// A hand-written spy: a lock and an array of call descriptions.
final class HandWrittenSpy: @unchecked Sendable {
    // NB: `@unchecked Sendable` is sound because `calls` is only touched under `lock`.
    private let lock = NSLock()
    private var calls: [String] = []

    /// Records `view.show(value)`.
    func show(_ value: Int) {
        let line = "view.show(\(value))"
        lock.lock()
        calls.append(line)
        lock.unlock()
    }

    /// How many calls were recorded.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls.count
    }

    /// Forgets every call.
    func removeAll() {
        lock.lock()
        calls.removeAll(keepingCapacity: true)
        lock.unlock()
    }
}

/// A hand-written use case stub: records parameters and completes at once.
final class HandWrittenStub: UseCase, @unchecked Sendable {
    // NB: `@unchecked Sendable` is sound because the records are only touched under `lock`.
    private let lock = NSLock()
    private var parameters: [Int] = []
    private var cancelCount = 0

    func execute(_ parameters: Int, completion: UseCaseCompletion<Int, Never>?) {
        lock.lock()
        self.parameters.append(parameters)
        lock.unlock()
        completion?(.success(parameters &+ 1))
    }

    func cancel() {
        lock.lock()
        cancelCount += 1
        lock.unlock()
    }

    /// How many executions were recorded.
    var executeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return parameters.count
    }
}
