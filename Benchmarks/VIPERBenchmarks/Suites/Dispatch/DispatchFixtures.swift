import VIPER

// The interactors the dispatch suite calls. Each does the same trivial work (`p + 1`)
// in a function the optimiser may neither inline nor specialise for the caller's closure
// (`@_optimize(none)` keeps closure specialisation away; the body is two instructions, so
// the lost optimisation costs nothing measurable). Every case therefore passes a real
// closure, and a ratio shows only the path from the call site to the work and back.

/// A completion-style interactor called directly: the baseline of the dispatch suite.
final class DirectInteractor: Sendable {
    /// Computes `parameter + 1` and reports it to `completion`.
    @_optimize(none)
    @inline(never)
    func fetch(_ parameter: Int, completion: UseCaseCompletion<Int, Never>?) {
        completion?(.success(parameter &+ 1))
    }

    /// Reports 1 to `completion`: the direct form of ``CounterUseCase``.
    @_optimize(none)
    @inline(never)
    func fetchCount(completion: UseCaseCompletion<Int, Never>?) {
        completion?(.success(1))
    }

    /// Computes `parameter + 1`, natively async.
    @_optimize(none)
    @inline(never)
    func fetch(_ parameter: Int) async -> Int {
        parameter &+ 1
    }
}

/// The same interactor as a `UseCase` that implements only the completion requirement,
/// as most hand-written conformers do: async and main-actor calls use the library's
/// default implementations.
final class CompletionUseCase: UseCase {
    @_optimize(none)
    @inline(never)
    func execute(_ parameters: Int, completion: UseCaseCompletion<Int, Never>?) {
        completion?(.success(parameters &+ 1))
    }

    func cancel() {}
}

/// The same work as ``CompletionUseCase`` as a ``TrackedUseCase``: what the contracts
/// (every awaiting caller resumed on cancel, main-actor outcomes claimed on the main
/// actor) cost a hand-written conformer.
final class TrackedCompletionUseCase: TrackedUseCase {
    let executions = ExecutionTracker()

    @_optimize(none)
    @inline(never)
    func perform(_ parameters: Int, completion: @escaping UseCaseCompletion<Int, Never>) {
        completion(.success(parameters &+ 1))
    }
}

/// The same work as an ``AsyncUseCase``: a named class that writes one `async` method.
final class IncrementAsyncUseCase: AsyncUseCase {
    let executions = ExecutionTracker()

    func perform(_ parameters: Int) async -> Int {
        parameters &+ 1
    }
}

/// A use case without parameters, called through the library's `execute(completion:)`.
final class CounterUseCase: UseCase {
    @_optimize(none)
    @inline(never)
    func execute(_ parameters: Void, completion: UseCaseCompletion<Int, Never>?) {
        completion?(.success(1))
    }

    func cancel() {}
}

/// The same interactor as a `UseCase` that also implements `execute(_:) async` natively.
final class NativeAsyncUseCase: UseCase {
    @_optimize(none)
    @inline(never)
    func execute(_ parameters: Int, completion: UseCaseCompletion<Int, Never>?) {
        completion?(.success(parameters &+ 1))
    }

    @_optimize(none)
    @inline(never)
    func execute(_ parameters: Int) async throws -> Int {
        parameters &+ 1
    }

    func cancel() {}
}

/// A VIPER-style interactor protocol: the presenter talks to the interactor only
/// through it.
protocol IncrementInteracting: UseCase where Parameters == Int, Success == Int, Failure == Never {}

extension CompletionUseCase: IncrementInteracting {}
extension NativeAsyncUseCase: IncrementInteracting {}

/// What completions report to: the context every completion closure of the suite
/// captures, so baseline and candidates pay for the same closure.
///
/// NB: `@unchecked Sendable` is sound because synchronous benchmarks touch `total` only
/// on the main thread, and asynchronous ones only from the one task that runs a batch.
final class ResultTally: @unchecked Sendable {
    /// The sum of every success seen.
    var total = 0

    /// Adds a success to the total.
    @inline(__always)
    func add(_ result: Result<Int, Never>) {
        if case .success(let value) = result { total &+= value }
    }
}

/// A presenter that calls its interactor with a fresh `[weak self]` completion per call,
/// the way presenters are written.
///
/// NB: `@unchecked Sendable` is sound because it is used only on the main thread: the
/// benchmarks' use cases complete synchronously on the calling thread.
final class WeakSelfPresenter: @unchecked Sendable {
    private let direct: DirectInteractor
    private let generic: CompletionUseCase
    private let existential: any IncrementInteracting
    private let erased: AnyUseCase<Int, Int, Never>
    private(set) var total = 0

    init(
        direct: DirectInteractor, generic: CompletionUseCase,
        existential: any IncrementInteracting, erased: AnyUseCase<Int, Int, Never>
    ) {
        self.direct = direct
        self.generic = generic
        self.existential = existential
        self.erased = erased
    }

    private func handle(_ result: Result<Int, Never>) {
        if case .success(let value) = result { total &+= value }
    }

    func loadDirect(_ parameter: Int) {
        direct.fetch(parameter) { [weak self] result in self?.handle(result) }
    }

    func loadGeneric(_ parameter: Int) {
        executeUnspecialized(generic, parameter) { [weak self] result in self?.handle(result) }
    }

    func loadExistential(_ parameter: Int) {
        existential.execute(parameter) { [weak self] result in self?.handle(result) }
    }

    func loadErased(_ parameter: Int) {
        erased.execute(parameter) { [weak self] result in self?.handle(result) }
    }

    @MainActor
    func loadOnMainActor(_ parameter: Int) {
        generic.executeOnMainActor(parameter) { [weak self] result in self?.handle(result) }
    }
}

/// Calls a use case through a generic function the optimiser specialises for it.
@inline(never)
func executeSpecialized<Action: UseCase>(
    _ useCase: Action, _ parameters: Action.Parameters,
    _ completion: UseCaseCompletion<Action.Success, Action.Failure>?
) {
    useCase.execute(parameters, completion: completion)
}

/// Calls a use case through a generic function that is never specialised, as code in
/// another module without `@inlinable` is.
@_semantics("optimize.sil.specialize.generic.never")
@inline(never)
func executeUnspecialized<Action: UseCase>(
    _ useCase: Action, _ parameters: Action.Parameters,
    _ completion: UseCaseCompletion<Action.Success, Action.Failure>?
) {
    useCase.execute(parameters, completion: completion)
}
