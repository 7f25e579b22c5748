import Dispatch
import Foundation
import VIPER

extension BenchmarkRegistry {
    /// Benchmarks an interactor's use case, called with a completion and awaited, against
    /// a direct call of the work it wraps, after checking that all three agree.
    ///
    /// Registers `suite/direct-call` (the baseline), `suite/execute-completion` and
    /// `suite/execute-async`. All three run on a detached task: the direct call and the
    /// `async` execute are awaited; the completion-style execute is awaited through one
    /// `withUnsafeContinuation` per call, the least it takes to wait for a completion.
    ///
    /// ```swift
    /// registry.addDispatch("fetch-forecasts", fetchForecasts, parameters: ()) {
    ///     ForecastMapper.forecasts(from: try await source.forecastRows())
    /// }
    /// ```
    ///
    /// The three must be equivalent: for `parameters`, each returns an equal `Success`, or
    /// each fails with errors that print alike; the completion runs exactly once; and each
    /// finishes within `timeout` seconds off the main actor (a use case that delivers on
    /// the main actor would wait for the main thread, which waits for it). Otherwise the
    /// benchmark is refused and the run stops with the reason.
    ///
    /// - Parameters:
    ///   - suite: The suite, such as `fetch-forecasts`.
    ///   - useCase: The use case the interactor calls.
    ///   - parameters: The parameters of every call.
    ///   - timeout: How long, in seconds, each of the three may take in the check before
    ///     the benchmark is refused; 5 by default.
    ///   - direct: The same work called directly, without the use case.
    @inlinable
    @MainActor
    public mutating func addDispatch<Operation: UseCase>(
        _ suite: String, _ useCase: Operation, parameters: Operation.Parameters,
        timeout: Double = 5,
        direct: @escaping @Sendable (Operation.Parameters) async throws -> Operation.Success
    ) where Operation.Success: Equatable {
        // NB: inlinable so the three bodies call `useCase` specialised for its type, as
        // the interactor does, not through this module's unspecialised generic code.
        let problem = Self.dispatchProblem(
            direct: { () async -> Result<Operation.Success, any Error> in
                do { return .success(try await direct(parameters)) } catch {
                    return .failure(error)
                }
            },
            completion: { deliver in
                useCase.execute(parameters) { result in deliver(result.mapError { $0 }) }
            },
            async: { () async -> Result<Operation.Success, any Error> in
                do {
                    return .success(try await useCase.execute(parameters))
                } catch {
                    return .failure(error)
                }
            },
            timeout: timeout)
        if let problem {
            refuse(suite, "execute-completion", problem)
            return
        }
        addAsync(suite, "direct-call") { iterations in
            let input = opaque(parameters)
            for _ in 0..<iterations { blackHole(try? await direct(input)) }
        }
        addAsync(suite, "execute-completion", baseline: "direct-call") { iterations in
            let input = opaque(parameters)
            for _ in 0..<iterations {
                // NB: unsafe is sound here: the check above saw the completion run
                // exactly once, as the `UseCase` contract promises.
                await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                    useCase.execute(input) { result in
                        blackHole(result)
                        continuation.resume()
                    }
                }
            }
        }
        addAsync(suite, "execute-async", baseline: "direct-call") { iterations in
            let input = opaque(parameters)
            for _ in 0..<iterations { blackHole(try? await useCase.execute(input)) }
        }
    }

    /// Runs each side once off the main actor and returns why they disagree, or `nil`.
    ///
    /// - Parameter timeout: Seconds each side may take (5 unless a test needs less).
    @usableFromInline
    static func dispatchProblem<Success: Equatable & Sendable>(
        direct: @escaping @Sendable () async -> Result<Success, any Error>,
        completion:
            @escaping @Sendable (
                _ deliver: @escaping @Sendable (Result<Success, any Error>) -> Void
            ) -> Void,
        async: @escaping @Sendable () async -> Result<Success, any Error>,
        timeout: Double = 5
    ) -> String? {
        let expected =
            OffMainActorRun.value(timeout: timeout) { await DispatchOutcome(direct()) }
            ?? .timedOut(timeout)
        if case .timedOut = expected {
            return "the direct call gives \(expected) off the main actor"
        }
        let outcomes = [
            ("execute(_:completion:)", completionOutcome(completion, timeout: timeout)),
            (
                "execute(_:) async",
                OffMainActorRun.value(timeout: timeout) { await DispatchOutcome(async()) }
                    ?? .timedOut(timeout)
            ),
        ]
        for (name, outcome) in outcomes where outcome != expected {
            if case .timedOut = outcome {
                return "\(name) gives \(outcome) off the main actor; a use case that delivers "
                    + "on the main actor cannot be measured from the waiting main thread"
            }
            return "\(name) gives \(outcome), the direct call \(expected): the baseline must "
                + "do the same work"
        }
        return nil
    }

    /// Calls `completion` once from a detached task and returns what it delivered.
    private static func completionOutcome<Success: Equatable & Sendable>(
        _ completion:
            @escaping @Sendable (
                _ deliver: @escaping @Sendable (Result<Success, any Error>) -> Void
            ) -> Void,
        timeout: Double
    ) -> DispatchOutcome<Success> {
        let deliveries = LockedState<[Result<Success, any Error>]>([])
        let first = DispatchSemaphore(value: 0)
        Task.detached {
            completion { result in
                let count = deliveries.withLock { list in
                    list.append(result)
                    return list.count
                }
                if count == 1 { first.signal() }
            }
        }
        guard first.wait(timeout: .now() + timeout) == .success else { return .timedOut(timeout) }
        // NB: a second completion usually follows the first at once (a double resume,
        // a missing `return`); give it a moment to show.
        Thread.sleep(forTimeInterval: 0.02)
        let delivered = deliveries.withLock { $0 }
        guard delivered.count == 1 else { return .completedTimes(delivered.count) }
        return DispatchOutcome(delivered[0])
    }
}
