import Dispatch
import VIPER
import VIPERBenchmarking

/// What calling a use case costs, by call path, against a direct call of a concrete method.
///
/// Every case passes a completion closure capturing the same context (a ``ResultTally``)
/// and calls the same `@inline(never)` work, so a ratio shows only what the path adds.
/// The `weak-self` group repeats the main paths with a fresh `[weak self]` closure per
/// call, as presenters write them. The `async` group awaits instead, against a direct
/// call of a concrete `async` method; `async-task` compares an ``AsyncUseCase``, which runs
/// its work in a task, with the hand-written task it replaces.
enum DispatchSuite {
    /// Adds the suite's benchmarks to `registry`.
    static func register(in registry: inout BenchmarkRegistry) {
        registerCompletion(in: &registry)
        registerVoidParameters(in: &registry)
        registerWeakSelf(in: &registry)
        registerAsync(in: &registry)
        registerAsyncTask(in: &registry)
    }

    private static func registerCompletion(in registry: inout BenchmarkRegistry) {
        let suite = "dispatch"
        let direct = DirectInteractor()
        let useCase = CompletionUseCase()
        registry.add(suite, "direct-call") { iterations in
            let interactor = opaque(direct)
            let tally = ResultTally()
            for index in 0..<iterations { interactor.fetch(index) { tally.add($0) } }
            blackHole(tally.total)
        }
        registry.add(suite, "closure", baseline: "direct-call") { iterations in
            let run: @Sendable (Int, UseCaseCompletion<Int, Never>?) -> Void = opaque(
                direct.fetch)
            let tally = ResultTally()
            for index in 0..<iterations { run(index) { tally.add($0) } }
            blackHole(tally.total)
        }
        registry.add(suite, "generic-specialized", baseline: "direct-call") { iterations in
            let concrete = opaque(useCase)
            let tally = ResultTally()
            for index in 0..<iterations { executeSpecialized(concrete, index) { tally.add($0) } }
            blackHole(tally.total)
        }
        registry.add(suite, "generic-unspecialized", baseline: "direct-call") { iterations in
            let concrete = opaque(useCase)
            let tally = ResultTally()
            for index in 0..<iterations {
                executeUnspecialized(concrete, index) { tally.add($0) }
            }
            blackHole(tally.total)
        }
        registry.add(suite, "existential", baseline: "direct-call") { iterations in
            let existential: any IncrementInteracting = opaque(useCase)
            let tally = ResultTally()
            for index in 0..<iterations { existential.execute(index) { tally.add($0) } }
            blackHole(tally.total)
        }
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            registry.add(suite, "parameterized-existential", baseline: "direct-call") {
                iterations in
                let existential: any UseCase<Int, Int, Never> = opaque(useCase)
                let tally = ResultTally()
                for index in 0..<iterations { existential.execute(index) { tally.add($0) } }
                blackHole(tally.total)
            }
        }
        registry.add(suite, "AnyUseCase", baseline: "direct-call") { iterations in
            let erased = opaque(AnyUseCase(useCase))
            let tally = ResultTally()
            for index in 0..<iterations { erased.execute(index) { tally.add($0) } }
            blackHole(tally.total)
        }
        registry.add(suite, "map", baseline: "direct-call") { iterations in
            let mapped = opaque(useCase.map { $0 })
            let tally = ResultTally()
            for index in 0..<iterations { mapped.execute(index) { tally.add($0) } }
            blackHole(tally.total)
        }
        registry.add(suite, "main-actor-delivery", baseline: "direct-call") { iterations in
            let concrete = opaque(useCase)
            let tally = ResultTally()
            for index in 0..<iterations {
                concrete.executeOnMainActor(index) { tally.add($0) }
            }
            blackHole(tally.total)
        }
    }

    private static func registerVoidParameters(in registry: inout BenchmarkRegistry) {
        let suite = "dispatch-void"
        let direct = DirectInteractor()
        let useCase = CounterUseCase()
        registry.add(suite, "direct-call") { iterations in
            let interactor = opaque(direct)
            let tally = ResultTally()
            for _ in 0..<iterations { interactor.fetchCount { tally.add($0) } }
            blackHole(tally.total)
        }
        registry.add(suite, "execute-completion", baseline: "direct-call") { iterations in
            let concrete = opaque(useCase)
            let tally = ResultTally()
            for _ in 0..<iterations { concrete.execute { tally.add($0) } }
            blackHole(tally.total)
        }
        registry.add(suite, "AnyUseCase-execute-completion", baseline: "direct-call") {
            iterations in
            let erased = opaque(AnyUseCase(useCase))
            let tally = ResultTally()
            for _ in 0..<iterations { erased.execute { tally.add($0) } }
            blackHole(tally.total)
        }
    }

    private static func registerWeakSelf(in registry: inout BenchmarkRegistry) {
        let suite = "dispatch-weak-self"
        let useCase = CompletionUseCase()
        let presenter = WeakSelfPresenter(
            direct: DirectInteractor(), generic: useCase, existential: opaque(useCase),
            erased: opaque(AnyUseCase(useCase)))
        registry.add(suite, "direct-call") { iterations in
            let target = opaque(presenter)
            for index in 0..<iterations { target.loadDirect(index) }
            blackHole(target.total)
        }
        registry.add(suite, "generic-unspecialized", baseline: "direct-call") { iterations in
            let target = opaque(presenter)
            for index in 0..<iterations { target.loadGeneric(index) }
            blackHole(target.total)
        }
        registry.add(suite, "existential", baseline: "direct-call") { iterations in
            let target = opaque(presenter)
            for index in 0..<iterations { target.loadExistential(index) }
            blackHole(target.total)
        }
        registry.add(suite, "AnyUseCase", baseline: "direct-call") { iterations in
            let target = opaque(presenter)
            for index in 0..<iterations { target.loadErased(index) }
            blackHole(target.total)
        }
        registry.add(suite, "main-actor-delivery", baseline: "direct-call") { iterations in
            let target = opaque(presenter)
            for index in 0..<iterations { target.loadOnMainActor(index) }
            blackHole(target.total)
        }
    }

    private static func registerAsync(in registry: inout BenchmarkRegistry) {
        let suite = "dispatch-async"
        let direct = DirectInteractor()
        let native = NativeAsyncUseCase()
        let completionOnly = CompletionUseCase()
        registry.addAsync(suite, "direct-call") { iterations in
            let interactor = opaque(direct)
            var total = 0
            for index in 0..<iterations { total &+= await interactor.fetch(index) }
            blackHole(total)
        }
        registry.addAsync(suite, "native-existential", baseline: "direct-call") { iterations in
            let existential: any IncrementInteracting = opaque(native)
            var total = 0
            for index in 0..<iterations { total &+= await value(of: existential, index) }
            blackHole(total)
        }
        registry.addAsync(suite, "native-AnyUseCase", baseline: "direct-call") { iterations in
            let erased = opaque(AnyUseCase(native))
            var total = 0
            for index in 0..<iterations { total &+= await value(of: erased, index) }
            blackHole(total)
        }
        registry.addAsync(suite, "bridge-default", baseline: "direct-call") { iterations in
            let concrete = opaque(completionOnly)
            var total = 0
            for index in 0..<iterations { total &+= await value(of: concrete, index) }
            blackHole(total)
        }
        let tracked = TrackedCompletionUseCase()
        registry.addAsync(suite, "bridge-TrackedUseCase", baseline: "direct-call") { iterations in
            let concrete = opaque(tracked)
            var total = 0
            for index in 0..<iterations { total &+= await value(of: concrete, index) }
            blackHole(total)
        }
        // NB: the by-hand bridges check for cancellation before they start the work, as the
        // default bridge must (an already cancelled task never starts an execution), so
        // that the rows compare the same work. They still do less than the contract asks:
        // cancelling the awaiting task does not resume them, which the default bridge pays
        // for only when it suspends (never in this benchmark).
        registry.addAsync(suite, "bridge-checked-by-hand", baseline: "direct-call") {
            iterations in
            let concrete = opaque(completionOnly)
            var total = 0
            for index in 0..<iterations {
                if Task.isCancelled { break }
                let result = await withCheckedContinuation { continuation in
                    concrete.execute(index) { continuation.resume(with: $0) }
                }
                total &+= result
            }
            blackHole(total)
        }
        registry.addAsync(suite, "bridge-unsafe-by-hand", baseline: "direct-call") {
            iterations in
            let concrete = opaque(completionOnly)
            var total = 0
            for index in 0..<iterations {
                if Task.isCancelled { break }
                let result = await withUnsafeContinuation { continuation in
                    concrete.execute(index) { continuation.resume(with: $0) }
                }
                total &+= result
            }
            blackHole(total)
        }
    }

    private static func registerAsyncTask(in registry: inout BenchmarkRegistry) {
        let suite = "dispatch-async-task"
        let direct = DirectInteractor()
        let asyncUseCase = IncrementAsyncUseCase()
        registry.addAsync(suite, "task-by-hand") { iterations in
            let interactor = opaque(direct)
            var total = 0
            for index in 0..<iterations {
                total &+= await withUnsafeContinuation { continuation in
                    Task { continuation.resume(returning: await interactor.fetch(index)) }
                }
            }
            blackHole(total)
        }
        registry.addAsync(suite, "AsyncUseCase-completion", baseline: "task-by-hand") {
            iterations in
            let useCase = opaque(asyncUseCase)
            var total = 0
            for index in 0..<iterations {
                total &+= await withUnsafeContinuation { continuation in
                    useCase.execute(index) { continuation.resume(with: $0) }
                }
            }
            blackHole(total)
        }
        registry.addAsync(suite, "AsyncUseCase-async", baseline: "task-by-hand") { iterations in
            let useCase = opaque(asyncUseCase)
            var total = 0
            for index in 0..<iterations { total &+= await value(of: useCase, index) }
            blackHole(total)
        }
    }
}

/// Awaits one execution of a use case that cannot fail, through its `async` requirement.
@inline(__always)
private func value<Action: UseCase>(of useCase: Action, _ parameters: Int) async -> Int
where Action.Parameters == Int, Action.Success == Int, Action.Failure == Never {
    (try? await useCase.execute(parameters)) ?? 0
}

/// Awaits one execution through an existential's `async` requirement.
@inline(__always)
private func value(of useCase: any IncrementInteracting, _ parameters: Int) async -> Int {
    (try? await useCase.execute(parameters)) ?? 0
}
