import Dispatch
import Testing
import VIPERTesting

/// `runUntilIdle()` on a module with a real ``AsyncUseCase`` interactor over a service read
/// from the navigation environment: the load runs off the main actor, its outcome hops
/// back, and the test asserts what the screen shows with no sleep, yield loop or timeout.
@MainActor
@Suite struct RunUntilIdleTests {
    @Test func aLoadedArticleIsShownOnceTheNavigatorIsIdle() async throws {
        // 1,000 runs in a row, each with a fresh navigator and service.
        for run in 0..<1000 {
            let navigator = Navigator()
            navigator.environment[ArticleStoreKey.self] = ArticleStore(hops: run % 4)
            let id = try navigator.push(.screen(ArticleView.self, input: run))
            #expect(navigator.screen(ArticleView.self, for: id)?.title == "Loading")
            #expect(await navigator.runUntilIdle())
            #expect(navigator.screen(ArticleView.self, for: id)?.title == "Article \(run)")
            #expect(navigator.pendingScreenWork.isEmpty)
        }
    }

    @Test func workACompletionStartsIsRunToo() async throws {
        let navigator = Navigator()
        navigator.environment[ArticleStoreKey.self] = ArticleStore(hops: 2)
        // Article 0 opens its first link, article 1, once it loads; that one loads in turn.
        try navigator.push(.screen(ArticleView.self, input: 0, followsFirstLink: true))
        #expect(await navigator.runUntilIdle())
        let top = try #require(navigator.state.top?.id)
        #expect(navigator.state.root.count == 2)
        #expect(navigator.screen(ArticleView.self, for: top)?.title == "Article 1")
    }

    @Test func aScreenThatLeavesBeforeItsLoadEndsLeavesNothingRunning() async throws {
        let navigator = Navigator()
        navigator.environment[ArticleStoreKey.self] = ArticleStore(hops: 3)
        let root = try navigator.push(.screen(ArticleView.self, input: 1))
        try navigator.push(.screen(ArticleView.self, input: 2))
        try navigator.pop()
        #expect(await navigator.runUntilIdle())
        #expect(navigator.screen(ArticleView.self, for: root)?.title == "Article 1")
    }

    @Test func aSubscriptionKeptUntilTheScreenLeavesIsNotWaitedFor() async throws {
        let navigator = Navigator()
        let id = try navigator.push(.screen(HomeScreen.self, input: ()))
        let handle = try #require(navigator.screen(HomeScreen.self, for: id)).navigation
        handle.cancelWhenRemoved {}
        #expect(await navigator.runUntilIdle(timeout: 5))
    }

    @Test func aLoadReplacedByTheScreenIsNotWaitedFor() async throws {
        let navigator = Navigator()
        let id = try navigator.push(.screen(HomeScreen.self, input: ()))
        let handle = try #require(navigator.screen(HomeScreen.self, for: id)).navigation
        let stuck = StuckLoad()
        let load = handle.execute(stuck, ()) { _ in Issue.record("a stuck load never completes") }
        load.cancel()
        #expect(stuck.cancelCount == 1)
        #expect(await navigator.runUntilIdle(timeout: 5))
    }

    @Test func aLoadThatNeverEndsFailsAtTheSafetyNetNamingIt() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let id = try navigator.push(.screen(HomeScreen.self, input: ()))
        let handle = try #require(navigator.screen(HomeScreen.self, for: id)).navigation
        let stuck = StuckLoad()
        handle.execute(stuck, ()) { _ in Issue.record("a stuck load never completes") }
        await expectIssue(containing: "still running after 0.2 s: execute(StuckLoad) for \(id)") {
            #expect(await !navigator.runUntilIdle(timeout: 0.2))
        }
        try navigator.pop()
        #expect(stuck.cancelCount == 1)
        #expect(await navigator.runUntilIdle(timeout: 0.2))
    }

    @Test func leakTrackingReportsATaskStillRunningAfterItsScreenLeft() async throws {
        var navigator: Navigator? = Navigator()
        try navigator?.push(.screen(HomeScreen.self, input: ()))
        let id = try #require(try navigator?.push(.screen(HomeScreen.self, input: ())))
        let handle = try #require(navigator?.screen(HomeScreen.self, for: id)).navigation
        let gate = CancellationIgnoringGate()
        let task = handle.task { await gate.wait() }
        await gate.reached()
        try navigator?.pop()
        let whileRunning = LeakTracker()
        let afterReturning = LeakTracker()
        whileRunning.track(try #require(navigator))
        afterReturning.track(try #require(navigator))
        navigator = nil
        expectIssue(containing: "task for \(id) still runs after its screen left") {
            whileRunning.assertAllDeallocated()
        }
        gate.open()
        await task.value
        #expect(afterReturning.assertAllDeallocated())
    }
}

// MARK: - The module: an article screen, its presenter and its async interactor

/// The service the interactor reads from the navigation environment: answers after `hops`
/// round trips through a background queue, as a network or disk callback would.
actor ArticleStore {
    let hops: Int
    init(hops: Int) { self.hops = hops }

    func article(_ id: Int) async -> String {
        for _ in 0..<hops {
            await withCheckedContinuation { answered in
                DispatchQueue.global().async { answered.resume() }
            }
        }
        return "Article \(id)"
    }
}

enum ArticleStoreKey: NavigationEnvironmentKey {
    static let defaultValue = ArticleStore(hops: 0)
}

/// The interactor: a real ``AsyncUseCase`` over the store.
final class LoadArticle: AsyncUseCase {
    let executions = ExecutionTracker()
    private let store: ArticleStore

    init(store: ArticleStore) { self.store = store }

    func perform(_ id: Int) async -> String { await store.article(id) }
}

/// What the presenter drives: the title the screen shows.
@MainActor
final class ArticleView {
    private(set) var title = "Loading"
    private var presenter: ArticlePresenter?

    func show(_ title: String) { self.title = title }
}

@MainActor
final class ArticlePresenter {
    weak var view: ArticleView?
    private let navigation: NavigationHandle<Never>
    private let load: LoadArticle
    private let id: Int
    private let followsFirstLink: Bool

    init(
        navigation: NavigationHandle<Never>, load: LoadArticle, id: Int, followsFirstLink: Bool
    ) {
        self.navigation = navigation
        self.load = load
        self.id = id
        self.followsFirstLink = followsFirstLink
    }

    func viewDidLoad() {
        navigation.execute(load, id) { [weak self] result in
            guard let self, case .success(let title) = result else { return }
            view?.show(title)
            if followsFirstLink {
                _ = try? navigation.push(.screen(ArticleView.self, input: id + 1))
            }
        }
    }
}

extension ArticleView: @MainActor DependencyInjectable, ScreenLifecycle {
    struct Input {
        let id: Int
        let followsFirstLink: Bool
    }

    static func make(withDependency dependency: Navigated<Input, Never>) -> ArticleView {
        let store = dependency.navigation.environment[ArticleStoreKey.self]
        let view = ArticleView()
        let presenter = ArticlePresenter(
            navigation: dependency.navigation, load: LoadArticle(store: store),
            id: dependency.input.id, followsFirstLink: dependency.input.followsFirstLink)
        presenter.view = view
        view.presenter = presenter
        return view
    }

    func screenDidLoad() { presenter?.viewDidLoad() }
}

extension Destination<Any> {
    static func screen(
        _ type: ArticleView.Type, input id: Int, followsFirstLink: Bool = false
    ) -> Destination<Any> {
        .screen(type, input: ArticleView.Input(id: id, followsFirstLink: followsFirstLink))
    }
}

// MARK: - Doubles for the safety net

/// A use case that never completes, counting its cancels.
@MainActor
final class StuckLoad: UseCase {
    private(set) var cancelCount = 0

    nonisolated func execute(_ parameters: Void, completion: UseCaseCompletion<Int, Never>?) {}

    nonisolated func cancel() { MainActor.assumeIsolated { cancelCount += 1 } }
}

/// A wait that ignores cancellation and ends when the test opens it.
@MainActor
final class CancellationIgnoringGate {
    private var waiter: CheckedContinuation<Void, Never>?
    private var arrival: CheckedContinuation<Void, Never>?

    func wait() async {
        await withCheckedContinuation {
            waiter = $0
            arrival?.resume()
            arrival = nil
        }
    }

    /// Returns once a task waits at the gate.
    func reached() async {
        guard waiter == nil else { return }
        await withCheckedContinuation { arrival = $0 }
    }

    func open() {
        waiter?.resume()
        waiter = nil
    }
}
