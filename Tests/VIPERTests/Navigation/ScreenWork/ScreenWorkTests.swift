import Foundation
import Testing

@testable import VIPER

/// Work a screen runs through its handle ends with the screen: whatever removes it, the
/// work is cancelled once and no completion of it runs afterwards.
@MainActor
@Suite struct ScreenWorkTests {
    @Test func popCancelsALoadInFlightOnce() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let load = try startLoad(on: navigator, pushing: true)
        try navigator.pop()
        load.expectCancelledWithoutDelivery()
    }

    @Test func dismissCancelsALoadInFlightOnce() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        try navigator.present(.screen(OtherScreen.self, input: 0))
        let load = try startLoad(on: navigator)
        try navigator.dismiss()
        load.expectCancelledWithoutDelivery()
    }

    @Test func restoreOverTheScreenCancelsItsLoadOnce() throws {
        let navigator = Navigator()
        let table = makeRouteTable()
        try navigator.replace(with: RouteState(root: [.list, .detail(id: 1)]), using: table)
        let load = try startLoad(on: navigator)
        let data = try navigator.restorationData(TestRoute.self)
        try navigator.restore(from: data, using: table)
        load.expectCancelledWithoutDelivery()
    }

    @Test func deepLinkAwayCancelsALoadInFlightOnce() throws {
        let navigator = Navigator()
        let table = makeRouteTable()
        try navigator.replace(with: RouteState(root: [.list, .detail(id: 1)]), using: table)
        let load = try startLoad(on: navigator)
        try navigator.open(URL(string: "app://list")!, using: table)
        load.expectCancelledWithoutDelivery()
    }

    @Test func closingTheLayerBelowCancelsTheLoadsOfTheLayersAbove() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let sheet = try navigator.present(.screen(OtherScreen.self, input: 0))
        let sheetLoad = try startLoad(on: navigator)
        try navigator.present(.screen(OtherScreen.self, input: 1))
        let topLoad = try startLoad(on: navigator)
        try navigator.close(sheet)
        sheetLoad.expectCancelledWithoutDelivery()
        topLoad.expectCancelledWithoutDelivery()
    }

    @Test func removingATabCancelsTheLoadsOfItsScreens() throws {
        let navigator = Navigator()
        try navigator.setLayout(
            .tabs(
                [
                    .init(.articles, [.screen(OtherScreen.self, input: 0)]),
                    .init(.bookmarks, [.screen(OtherScreen.self, input: 1)]),
                ], selected: .articles))
        let articles = try #require(navigator.screen(OtherScreen.self, for: id(1)))
        let bookmarks = try #require(navigator.screen(OtherScreen.self, for: id(2)))
        let kept = ControlledLoad()
        let removed = ControlledLoad()
        kept.start(on: articles.navigation)
        removed.start(on: bookmarks.navigation)
        try navigator.setLayout(.tabs([.init(.articles, [.existing(id(1))])], selected: .articles))
        removed.expectCancelledWithoutDelivery()
        #expect(kept.cancelCount == 0)
        kept.finish(7)
        #expect(kept.delivered == [7])
    }

    @Test func setStackWithoutTheScreenCancelsItsLoad() throws {
        let navigator = Navigator()
        let load = try startLoad(on: navigator, pushing: true)
        try navigator.setStack([.screen(PlainScreen.self, dependency: "other")])
        load.expectCancelledWithoutDelivery()
    }

    @Test func aLoadThatCompletedIsNotCancelledAndItsScreenStaysShown() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let load = try startLoad(on: navigator, pushing: true)
        load.finish(3)
        #expect(load.delivered == [3])
        try navigator.pop()
        #expect(load.cancelCount == 0)
    }

    @Test func aDeliveryAfterTheCancelIsDroppedEvenFromAUseCaseThatBreaksTheContract() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let load = try startLoad(on: navigator, pushing: true)
        load.deliversAfterCancel = true
        try navigator.pop()
        load.finish(1)
        load.expectCancelledWithoutDelivery()
    }

    @Test func aRefusedPopCancelsNothing() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let load = try startLoad(on: navigator, pushing: true)
        let token = navigator.addGuard { _ in .veto("stay") }
        #expect(throws: NavigationError.self) { try navigator.pop() }
        navigator.remove(token)
        #expect(load.cancelCount == 0)
        load.finish(2)
        #expect(load.delivered == [2])
    }

    @Test func workOfAScreenWhoseBuildIsRefusedIsCancelled() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let load = ControlledLoad()
        _ = navigator.addGuard { _ in .veto("no") }
        #expect(throws: NavigationError.self) {
            try navigator.push(.screen(ScopedLoadScreen.self, input: load))
        }
        load.expectCancelledWithoutDelivery()
    }

    @Test func workStartedAndRemovedInOneBatchIsCancelledOnce() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let load = ControlledLoad()
        try navigator.batch { navigator throws(NavigationError) in
            let loading = try navigator.push(.screen(ScopedLoadScreen.self, input: load))
            #expect(navigator.state.topID == loading)
            try navigator.pop()
        }
        load.expectCancelledWithoutDelivery()
    }

    @Test func taskSeesCancellationAfterAPop() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let other = try navigator.push(.screen(OtherScreen.self, input: 0))
        let handle = try #require(navigator.screen(OtherScreen.self, for: other)).navigation
        let started = AsyncStream<Void>.makeStream()
        let task = handle.task {
            started.continuation.yield()
            // Ends at once when cancelled; otherwise after the sleep, and the test fails.
            try? await Task.sleep(for: .seconds(10))
        }
        var iterator = started.stream.makeAsyncIterator()
        await iterator.next()
        try navigator.pop()
        await task.value
        #expect(task.isCancelled)
    }

    @Test func cancelWhenRemovedRunsOnceWhenTheScreenLeaves() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let other = try navigator.push(.screen(OtherScreen.self, input: 0))
        let handle = try #require(navigator.screen(OtherScreen.self, for: other)).navigation
        var cancels = 0
        handle.cancelWhenRemoved { cancels += 1 }
        try navigator.push(.screen(PlainScreen.self, dependency: "cover"))
        #expect(cancels == 0)
        try navigator.popToRoot()
        #expect(cancels == 1)
        try navigator.push(.screen(PlainScreen.self, dependency: "again"))
        try navigator.popToRoot()
        #expect(cancels == 1)
    }

    @Test func afterRemovalNothingStartsAndACancelRunsAtOnce() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let other = try navigator.push(.screen(OtherScreen.self, input: 0))
        let handle = try #require(navigator.screen(OtherScreen.self, for: other)).navigation
        try navigator.pop()
        let load = ControlledLoad()
        load.start(on: handle)
        #expect(load.executeCount == 0)
        var ran = false
        let task = handle.task { ran = true }
        await task.value
        #expect(task.isCancelled)
        #expect(!ran)
        var cancels = 0
        handle.cancelWhenRemoved { cancels += 1 }
        #expect(cancels == 1)
        #expect(navigator.pendingScreenWork.isEmpty)
    }

    @Test func aHandleWhoseNavigatorIsGoneStartsNothing() throws {
        var navigator: Navigator? = Navigator()
        let other = try navigator!.push(.screen(OtherScreen.self, input: 0))
        let handle = try #require(navigator!.screen(OtherScreen.self, for: other)).navigation
        navigator = nil
        let load = ControlledLoad()
        load.start(on: handle)
        #expect(load.executeCount == 0)
        var cancels = 0
        handle.cancelWhenRemoved { cancels += 1 }
        #expect(cancels == 1)
    }

    @Test func releasingTheNavigatorCancelsTheWorkOfItsScreensOnce() async throws {
        var navigator: Navigator? = Navigator()
        try navigator!.push(.screen(PlainScreen.self, dependency: "root"))
        let load = try startLoad(on: navigator!, pushing: true)
        let other = try #require(navigator!.state.topID)
        let handle = try #require(navigator!.screen(OtherScreen.self, for: other)).navigation
        var cancels = 0
        handle.cancelWhenRemoved { cancels += 1 }
        let task = handle.task { try? await Task.sleep(for: .seconds(10)) }
        navigator = nil
        load.expectCancelledWithoutDelivery()
        #expect(cancels == 1)
        await task.value
        #expect(task.isCancelled)
    }

    @Test func aTaskCancelledWithItsScreenIsPendingUntilItReturns() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let other = try navigator.push(.screen(OtherScreen.self, input: 0))
        let handle = try #require(navigator.screen(OtherScreen.self, for: other)).navigation
        let gate = Gate()
        let task = handle.task {
            // Ignores cancellation: returns only when the test opens the gate.
            await gate.wait()
        }
        while !gate.isWaiting { await Task.yield() }
        try navigator.pop()
        #expect(navigator.pendingScreenWork == ["task for \(other), cancelled, still running"])
        #expect(
            navigator.screenWorkStillRunningAfterRemoval.withLock { Array($0.values) }
                == ["task for \(other)"])
        gate.open()
        await task.value
        #expect(navigator.pendingScreenWork.isEmpty)
        #expect(navigator.screenWorkStillRunningAfterRemoval.withLock { $0.isEmpty })
    }

    @Test func aLoadTheScreenCancelsItselfEndsOnceAndIsNotCancelledAgain() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        try navigator.push(.screen(OtherScreen.self, input: 0))
        let top = try #require(navigator.state.top?.id)
        let handle = try #require(navigator.screen(OtherScreen.self, for: top)).navigation
        let first = ControlledLoad()
        let second = ControlledLoad()
        let load = first.start(on: handle)
        #expect(load.isRunning)
        load.cancel()
        #expect(!load.isRunning)
        #expect(first.cancelCount == 1)
        #expect(navigator.pendingScreenWork.isEmpty)
        second.start(on: handle)
        first.finish(1)
        second.finish(2)
        #expect(first.delivered.isEmpty)
        #expect(second.delivered == [2])
        load.cancel()
        try navigator.pop()
        #expect(first.cancelCount == 1)
        #expect(second.cancelCount == 0)
    }

    @Test func aCancelHandlerIsNotPendingAndItsRegistrationCancelsOnce() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let other = try navigator.push(.screen(OtherScreen.self, input: 0))
        let handle = try #require(navigator.screen(OtherScreen.self, for: other)).navigation
        var cancels = 0
        let subscription = handle.cancelWhenRemoved { cancels += 1 }
        #expect(navigator.pendingScreenWork.isEmpty)
        subscription.cancel()
        #expect(cancels == 1)
        try navigator.pop()
        #expect(cancels == 1)
    }

    @Test func completedWorkDoesNotGrowTheRegistry() async throws {
        let navigator = Navigator()
        let other = try navigator.push(.screen(OtherScreen.self, input: 0))
        let handle = try #require(navigator.screen(OtherScreen.self, for: other)).navigation
        let load = ControlledLoad()
        for value in 0..<10_000 {
            load.start(on: handle)
            load.finish(value)
        }
        #expect(load.delivered.count == 10_000)
        #expect(navigator.pendingScreenWork.count == 0)
        await handle.task {}.value
        #expect(navigator.pendingScreenWork.count == 0)
        load.start(on: handle)
        #expect(navigator.pendingScreenWork.count == 1)
    }

    /// How a stress iteration takes the loading screen away.
    enum Removal: CaseIterable { case pop, dismiss, restoreOver, deepLinkAway }

    /// The race of a use case completing on a background thread with its screen removed on
    /// the main actor, 1,000 times for each way of removing it: the completion runs at most
    /// once and never after the cancel, which runs exactly once when the removal wins.
    @Test(arguments: Removal.allCases)
    func stressCompletionRacingTheRemoval(_ removal: Removal) async throws {
        let navigator = Navigator()
        let table = makeRouteTable()
        var removalWins = 0
        for iteration in 0..<1000 {
            try navigator.replace(
                with: RouteState(root: [.list, .detail(id: iteration)]), using: table)
            if removal == .dismiss { try navigator.present(.screen(OtherScreen.self, input: 0)) }
            let top = try #require(navigator.state.topID)
            let handle = try #require(navigator.screen(OtherScreen.self, for: top)).navigation
            let load = BackgroundLoad()
            var delivered = 0
            var deliveredAfterCancel = false
            handle.execute(load, ()) { _ in
                delivered += 1
                if load.cancelCount > 0 { deliveredAfterCancel = true }
            }
            // Removes at once, or after one or two turns of the main queue, where the
            // delivery may land first.
            for _ in 0..<(iteration % 3) { await mainQueueTurn() }
            switch removal {
            case .pop: try navigator.pop()
            case .dismiss: try navigator.dismiss()
            case .restoreOver:
                let data = try navigator.restorationData(TestRoute.self)
                try navigator.restore(from: data, using: table)
            case .deepLinkAway: try navigator.open(URL(string: "app://list")!, using: table)
            }
            await load.finished()
            // The delivery, if any, is queued on the main queue before this turn.
            await mainQueueTurn()
            #expect(delivered <= 1)
            #expect(!deliveredAfterCancel)
            #expect(delivered + load.cancelCount == 1)
            if load.cancelCount == 1 { removalWins += 1 }
        }
        #expect(navigator.pendingScreenWork.isEmpty)
        #expect(removalWins > 0)
    }

    // MARK: - Fixtures

    private func mainQueueTurn() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// Pushes (when `pushing`) or takes the top screen, an ``OtherScreen``, and starts a
    /// load for it through its handle.
    private func startLoad(on navigator: Navigator, pushing: Bool = false) throws
        -> ControlledLoad
    {
        if pushing { try navigator.push(.screen(OtherScreen.self, input: 0)) }
        let top = try #require(navigator.state.topID)
        let screen = try #require(navigator.screen(OtherScreen.self, for: top))
        let load = ControlledLoad()
        load.start(on: screen.navigation)
        return load
    }
}

/// A wait that ignores cancellation and ends when the test opens it.
@MainActor
final class Gate {
    private var waiter: CheckedContinuation<Void, Never>?
    var isWaiting: Bool { waiter != nil }

    func wait() async { await withCheckedContinuation { waiter = $0 } }

    func open() {
        waiter?.resume()
        waiter = nil
    }
}

/// A use case whose completion the test controls, recording its cancels and deliveries.
@MainActor
final class ControlledLoad {
    private(set) var cancelCount = 0
    private(set) var executeCount = 0
    private(set) var delivered: [Int] = []
    /// Whether ``finish(_:)`` still delivers after a cancel, as a use case breaking the
    /// UseCase contract would.
    var deliversAfterCancel = false
    private var pending: [UseCaseCompletion<Int, Never>] = []

    @discardableResult
    func start<Output>(on handle: NavigationHandle<Output>) -> ScreenWork {
        handle.execute(Use(load: self), ()) { [self] result in
            if case .success(let value) = result { delivered.append(value) }
        }
    }

    func finish(_ value: Int) {
        let completions = pending
        pending = []
        for completion in completions { completion(.success(value)) }
    }

    func expectCancelledWithoutDelivery(sourceLocation: SourceLocation = #_sourceLocation) {
        finish(99)
        #expect(cancelCount == 1, sourceLocation: sourceLocation)
        #expect(delivered.isEmpty, sourceLocation: sourceLocation)
    }

    /// The use case the handle executes; lives on the main actor like the test.
    struct Use: UseCase {
        let load: ControlledLoad

        nonisolated func execute(
            _ parameters: Void, completion: UseCaseCompletion<Int, Never>?
        ) {
            MainActor.assumeIsolated {
                load.executeCount += 1
                if let completion { load.pending.append(completion) }
            }
        }

        nonisolated func cancel() {
            MainActor.assumeIsolated {
                load.cancelCount += 1
                if !load.deliversAfterCancel { load.pending = [] }
            }
        }
    }
}

/// A screen whose assembly starts a load for it, while it is being built.
@MainActor
final class ScopedLoadScreen {
    let navigation: NavigationHandle<Never>
    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }
}

extension ScopedLoadScreen: @MainActor DependencyInjectable {
    static func make(
        withDependency dependency: Navigated<ControlledLoad, Never>
    ) -> ScopedLoadScreen {
        dependency.input.start(on: dependency.navigation)
        return ScopedLoadScreen(navigation: dependency.navigation)
    }
}

/// A use case completing on a background thread, with no main-actor claim of its own: the
/// handle alone keeps a late outcome from running after the cancel.
final class BackgroundLoad: UseCase, @unchecked Sendable {
    private let lock = NSLock()
    private var cancels = 0
    private var done: CheckedContinuation<Void, Never>?
    private var isDone = false

    var cancelCount: Int { lock.withLock { cancels } }

    func execute(_ parameters: Void, completion: UseCaseCompletion<Int, Never>?) {
        DispatchQueue.global().async { [self] in
            if lock.withLock({ cancels == 0 }) { completion?(.success(1)) }
            let waiter = lock.withLock { () -> CheckedContinuation<Void, Never>? in
                isDone = true
                defer { done = nil }
                return done
            }
            waiter?.resume()
        }
    }

    func cancel() { lock.withLock { cancels += 1 } }

    /// Returns once the background work ran (and delivered, unless cancelled first).
    func finished() async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock { () -> Bool in
                if isDone { return true }
                done = continuation
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
