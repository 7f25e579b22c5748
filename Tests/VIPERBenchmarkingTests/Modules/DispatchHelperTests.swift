import Foundation
import Testing
import VIPER

@testable import VIPERBenchmarking

@MainActor
@Suite struct DispatchHelperTests {
    @Test func aUseCaseThatAgreesWithItsDirectCallRegistersThreeCases() {
        var registry = BenchmarkRegistry()
        registry.addDispatch("double", Doubling.useCase, parameters: [1, 2, 3], timeout: 60) {
            Doubling.direct($0)
        }
        #expect(registry.refusals.isEmpty)
        #expect(
            registry.benchmarks.map(\.name) == [
                "double/direct-call", "double/execute-completion", "double/execute-async",
            ])
        #expect(
            registry.benchmarks.map(\.baseline) == [
                nil, "double/direct-call", "double/direct-call",
            ])
        #expect(registry.benchmarks.allSatisfy { $0.isAsync })
        for benchmark in registry.benchmarks {
            #expect(BatchTimer.time(benchmark.body, iterations: 3) > 0)
        }
    }

    @Test func aDirectCallThatComputesSomethingElseIsRefused() throws {
        var registry = BenchmarkRegistry()
        registry.addDispatch("double", Doubling.useCase, parameters: [1, 2], timeout: 60) { $0 }
        let refusal = try #require(registry.refusals.first)
        #expect(refusal.name == "double/execute-completion")
        #expect(
            refusal.reason
                == "execute(_:completion:) gives success([2, 4]), the direct call success([1, 2]): "
                + "the baseline must do the same work")
        #expect(registry.benchmarks.isEmpty)
    }

    @Test func failuresThatPrintAlikeAgreeAndOthersDoNot() {
        let failing = AnyUseCase { (_: Void) async throws -> Int in throw Oops.bad }
        var registry = BenchmarkRegistry()
        registry.addDispatch("fail", failing, parameters: (), timeout: 60) { throw Oops.bad }
        #expect(registry.refusals.isEmpty)
        registry.addDispatch("fail-other", failing, parameters: (), timeout: 60) {
            throw Oops.worse
        }
        #expect(registry.refusals.map(\.name) == ["fail-other/execute-completion"])
        #expect(registry.refusals.first?.reason.contains("failure(") == true)
    }

    @Test func aCompletionThatRunsTwiceIsRefused() {
        let problem = BenchmarkRegistry.dispatchProblem(
            direct: { .success(1) },
            completion: { deliver in
                deliver(.success(1))
                deliver(.success(1))
            },
            async: { .success(1) },
            // NB: everything here finishes, so the bound is only a safety net; the default
            // 5 s was once too short for the direct call's hop off the main actor under the
            // thread sanitizer on a loaded machine.
            timeout: 60)
        #expect(
            problem
                == "execute(_:completion:) gives a completion that ran 2 times, the direct call "
                + "success(1): the baseline must do the same work")
    }

    @Test func aUseCaseThatNeverFinishesIsRefusedInsteadOfHanging() {
        let problem = BenchmarkRegistry.dispatchProblem(
            // NB: the bound also limits the direct call, which must succeed first: 10 s,
            // because under the sanitizers on a loaded machine the direct call's hop off
            // the main actor took more than 5 s while other suites held the thread pool.
            direct: { .success(1) }, completion: { _ in }, async: { .success(1) }, timeout: 10)
        #expect(
            problem?.hasPrefix(
                "execute(_:completion:) gives no result within 10.0 s off the main actor")
                == true)
    }

    @Test func aDirectCallThatNeverFinishesIsRefused() {
        let problem = BenchmarkRegistry.dispatchProblem(
            direct: {
                try? await Task.sleep(nanoseconds: 2_000_000_000)
                return .success(1)
            }, completion: { $0(.success(1)) }, async: { .success(1) }, timeout: 0.1)
        #expect(problem == "the direct call gives no result within 0.1 s off the main actor")
    }

    @Test func anAsyncExecuteThatDisagreesIsRefused() {
        let problem = BenchmarkRegistry.dispatchProblem(
            direct: { .success(1) }, completion: { $0(.success(1)) }, async: { .success(2) },
            // Every call finishes: the bound is a safety net (see the test above).
            timeout: 60)
        #expect(
            problem?.hasPrefix("execute(_:) async gives success(2), the direct call success(1)")
                == true)
    }
}

// MARK: - Fixtures

enum Oops: Error {
    case bad, worse
}

/// A use case that doubles numbers, and the same work called directly.
enum Doubling {
    static let useCase = AnyUseCase { (numbers: [Int]) async throws -> [Int] in
        direct(numbers)
    }

    @Sendable
    static func direct(_ numbers: [Int]) -> [Int] {
        numbers.map { $0 * 2 }
    }
}
