import Testing
@_spi(Testing) import VIPER

/// No user code runs inside a step of the navigator's engine.
///
/// A screen's `deinit`, the release of a result closure and a route's `==` all run
/// between steps, so navigating from them never overlaps an exclusivity-checked access
/// to the engine. Each either makes
/// a change of its own (the navigator is idle again) or gets a typed error (a change is
/// still being decided), in a refused, a redirected and a committed change.
@MainActor
@Suite(.serialized) struct NavigatorUserCodeTests {
    @Test(arguments: ChangeOutcome.allCases)
    func aScreenWhoseDeinitNavigatesMakesAChangeOfItsOwn(_ outcome: ChangeOutcome) throws {
        let scene = UserCodeScene()
        let navigator = scene.navigator
        try scene.end(as: outcome, guarding: .push(ScreenType(DeinitScreen.self))) {
            () throws(NavigationError) in
            _ = try navigator.push(
                .screen(
                    DeinitScreen.self, dependency: DeinitProbe { scene.navigate() }))
        } thenCommitted: { () throws(NavigationError) in
            try navigator.pop()
        }
        #expect(scene.outcomes == [.changed])
        try scene.expectConsistent()
    }

    @Test(arguments: ChangeOutcome.allCases)
    func aResultClosureWhoseReleaseNavigatesMakesAChangeOfItsOwn(_ outcome: ChangeOutcome) throws {
        let scene = UserCodeScene()
        let navigator = scene.navigator
        try scene.end(as: outcome, guarding: .push(ScreenType(ResultDeinitScreen.self))) {
            () throws(NavigationError) in
            _ = try navigator.push(
                .screen(
                    ResultDeinitScreen.self, input: DeinitProbe {}),
                onResult: scene.closureThatNavigatesWhenReleased())
        } thenCommitted: { () throws(NavigationError) in
            try navigator.pop()
        }
        #expect(scene.outcomes == [.changed])
        try scene.expectConsistent()
    }

    @Test(arguments: ChangeOutcome.allCases)
    func aRouteWhoseEqualityNavigatesIsRefusedAsReentrant(_ outcome: ChangeOutcome) throws {
        let scene = UserCodeScene()
        let navigator = scene.navigator
        let table = RouteTable<ComparingRoute> { route in
            .screen(PlainScreen.self, dependency: route.name)
        }
        // NB: a reordered stack is a change only `==` can tell from the old one (nothing
        // was built or removed); the equal entries below the swapped ones run the route's
        // `==`.
        let root = navigator.state.top!.id
        let kept = try navigator.push(.route(ComparingRoute(name: "kept"), using: table))
        let first = try navigator.push(.route(ComparingRoute(name: "first"), using: table))
        let second = try navigator.push(.route(ComparingRoute(name: "second"), using: table))
        let before = navigator.state
        ComparingRoute.onEquality = { scene.navigate() }
        defer { ComparingRoute.onEquality = nil }
        try scene.end(as: outcome, guarding: .setStack) { () throws(NavigationError) in
            try navigator.setStack([
                .existing(root), .existing(kept), .existing(second), .existing(first),
            ])
        }
        ComparingRoute.onEquality = nil
        switch outcome {
        case .vetoed:
            #expect(navigator.state == before)
        case .invalid:
            // NB: the batch is refused while it stages, before anything compares states.
            #expect(scene.outcomes.isEmpty)
            #expect(navigator.state == before)
        case .redirected:
            #expect(navigator.state.count == before.count + 1)
        case .committed:
            #expect(navigator.state.top?.id == first)
        }
        if outcome != .invalid { #expect(!scene.outcomes.isEmpty) }
        #expect(scene.outcomes.allSatisfy { $0 == .refused(.reentrant) })
        try scene.expectConsistent()
    }

    @Test func aReplacedResultReceiverWhoseReleaseNavigatesMakesAChangeOfItsOwn() throws {
        let scene = UserCodeScene()
        let id = try scene.navigator.push(.screen(OtherScreen.self, input: 1))
        let handle = try #require(scene.navigator.screen(OtherScreen.self, for: id)).navigation
        handle.receiveResults(
            from: ResultDeinitScreen.self, scene.closureThatNavigatesWhenReleased())
        #expect(scene.outcomes.isEmpty)
        handle.receiveResults(from: ResultDeinitScreen.self) { _ in }
        #expect(scene.outcomes == [.changed])
        try scene.expectConsistent()
    }

    @Test func aRegisteredReceiverReleasedWithItsScreenThatNavigatesMakesAChangeOfItsOwn()
        throws
    {
        let scene = UserCodeScene()
        let id = try scene.navigator.push(.screen(OtherScreen.self, input: 1))
        try #require(scene.navigator.screen(OtherScreen.self, for: id)).navigation
            .receiveResults(
                from: ResultDeinitScreen.self, scene.closureThatNavigatesWhenReleased())
        try scene.navigator.pop()
        #expect(scene.outcomes == [.changed])
        try scene.expectConsistent()
    }

    @Test func aRemovedObserverWhoseReleaseNavigatesMakesAChangeOfItsOwn() throws {
        let scene = UserCodeScene()
        let token = scene.navigator.addObserver(scene.closureThatNavigatesWhenReleased())
        scene.navigator.remove(token)
        #expect(scene.outcomes == [.changed])
        try scene.expectConsistent()
    }
}

// MARK: - Fixtures

/// How the change that runs user code ends.
enum ChangeOutcome: CaseIterable, Sendable {
    /// An app guard vetoes it.
    case vetoed
    /// It is a step of a batch that a later step makes invalid.
    case invalid
    /// An app guard redirects it to a push of another screen.
    case redirected
    case committed
}

/// A navigator with a root screen, an observer, and user code that navigates.
@MainActor
final class UserCodeScene {
    enum Attempt: Equatable {
        /// The navigation committed as a change of its own.
        case changed
        /// The navigation returned, but observers heard no change of its own: it joined
        /// another change.
        case joined
        case refused(NavigationError.Reason)
    }

    let navigator = Navigator()
    /// What each navigation from user code got.
    private(set) var outcomes: [Attempt] = []
    /// The actions of the committed changes, in order.
    private(set) var actions: [NavigationAction] = []

    init() {
        _ = try? navigator.push(.screen(PlainScreen.self, dependency: "root"))
        navigator.addObserver { [unowned self] change in actions.append(change.action) }
    }

    /// Navigates from user code and records what that got.
    func navigate() {
        let heard = actions.count
        do {
            try navigator.push(.screen(PlainScreen.self, dependency: "from user code"))
            let own =
                actions.count == heard + 1 && actions.last == .push(ScreenType(PlainScreen.self))
            outcomes.append(own ? .changed : .joined)
        } catch {
            outcomes.append(.refused(error.reason))
        }
    }

    /// A closure holding the last reference to an object that navigates from its
    /// `deinit`.
    func closureThatNavigatesWhenReleased<Value>() -> @MainActor (Value) -> Void {
        let hook = NavigatesOnRelease { [unowned self] in navigate() }
        return { _ in withExtendedLifetime(hook) {} }
    }

    /// Runs `change` so that it ends as `outcome`: a guard on `action` vetoes or
    /// redirects it, or a later step of its batch is invalid; a committed change is
    /// followed by `thenCommitted`.
    func end(
        as outcome: ChangeOutcome, guarding action: NavigationAction,
        _ change: @escaping () throws(NavigationError) -> Void,
        thenCommitted: () throws(NavigationError) -> Void = {}
    ) throws {
        switch outcome {
        case .vetoed:
            navigator.addGuard { $0.action == action ? .veto("not this one") : .allow }
            #expect(throws: NavigationError.self) { try change() }
        case .invalid:
            #expect(throws: NavigationError.self) {
                try self.navigator.batch { navigator throws(NavigationError) in
                    try change()
                    try navigator.popToRoot()
                    try navigator.pop()
                }
            }
        case .redirected:
            navigator.addGuard { change in
                guard change.action == action else { return .allow }
                return .redirect { navigator throws(NavigationError) in
                    _ = try navigator.push(.screen(PlainScreen.self, dependency: "redirected"))
                }
            }
            try change()
        case .committed:
            try change()
            try thenCommitted()
        }
    }

    /// Checks that the navigator keeps a screen for each entry and still navigates.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(navigator.liveScreenCount == navigator.state.count, sourceLocation: sourceLocation)
        let depth = navigator.state.count
        try navigator.push(.screen(PlainScreen.self, dependency: "after"))
        try navigator.pop()
        #expect(navigator.state.count == depth, sourceLocation: sourceLocation)
    }
}

/// Runs a main-actor closure from its own `deinit`.
final class NavigatesOnRelease: Sendable {
    private let onRelease: @MainActor @Sendable () -> Void
    init(_ onRelease: @escaping @MainActor @Sendable () -> Void) { self.onRelease = onRelease }
    deinit {
        let onRelease = self.onRelease
        MainActor.assumeIsolated { onRelease() }
    }
}

/// A route whose `==` runs a main-actor hook before it compares.
struct ComparingRoute: NavigationRoute {
    @MainActor static var onEquality: (() -> Void)?
    let name: String

    static func == (lhs: ComparingRoute, rhs: ComparingRoute) -> Bool {
        MainActor.assumeIsolated { onEquality?() }
        return lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
