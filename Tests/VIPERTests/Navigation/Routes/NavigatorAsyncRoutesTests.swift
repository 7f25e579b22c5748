import Foundation
import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct NavigatorAsyncRoutesTests {
    private let link = URL(string: "app://items/4/pick")!
    private let linkTarget = RouteState<TestRoute>(
        root: [.list, .detail(id: 4)], presented: [.init(style: .sheet, routes: [.picker])])

    @Test func asyncOpenResolvesFirstThenAppliesTheWholeTargetInOneChange() async throws {
        let navigator = Navigator()
        let routes = GatedRoutes()
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        var asked = 0
        navigator.addGuard { _ in
            asked += 1
            return .allow
        }
        let task = Task {
            try await navigator.open(link, using: routes.table)
        }
        await routes.gate.waitForArrivals(1)
        // Resolving: nothing changed, nobody heard, no guard asked, nothing built.
        #expect(navigator.state.isEmpty)
        #expect(changes.isEmpty)
        #expect(asked == 0)
        #expect(routes.built == 0)
        #expect(navigator.liveScreenCount == 0)
        while routes.resolved.count < 3 {
            routes.gate.open()
            await Task.yield()
            if routes.resolved.count < 3 { await routes.gate.waitForArrivals(1) }
            #expect(changes.isEmpty)
        }
        routes.gate.open()
        let result = await outcome(of: task)
        #expect(result?.failure == nil)
        #expect(changes.map(\.action) == [.deepLink(link)])
        #expect(asked == 1)
        #expect(routes.resolved == [.list, .detail(id: 4), .picker])
        #expect(try navigator.routeState(TestRoute.self) == linkTarget)
        #expect(navigator.state.entries.map(\.id) == [id(1), id(2), id(3)])
    }

    @Test func asyncOpenResolvesOnlyTheRoutesItBuilds() async throws {
        let navigator = Navigator()
        let routes = GatedRoutes()
        routes.gated = false
        try await navigator.open(try #require(URL(string: "app://items/4")), using: routes.table)
        let list = navigator.screen(PlainScreen.self, for: id(1))
        try await navigator.open(try #require(URL(string: "app://items/5")), using: routes.table)
        #expect(routes.resolved == [.list, .detail(id: 4), .detail(id: 5)])
        #expect(navigator.screen(PlainScreen.self, for: id(1)) === list)
        #expect(navigator.state.root.map(\.id) == [id(1), id(3)])
    }

    @Test func cancellingTheTaskWhileResolvingChangesNothing() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let before = navigator.state
        let routes = GatedRoutes()
        var changes = 0
        navigator.addObserver { _ in changes += 1 }
        let task = Task {
            try await navigator.open(link, using: routes.table)
        }
        await routes.gate.waitForArrivals(1)
        task.cancel()
        routes.gate.open()
        let result = await outcome(of: task)
        #expect(result?.failure == NavigationError(.deepLink(link), .cancelled))
        // NB: it stopped at the first await: the later routes were never resolved.
        #expect(routes.resolved == [.list])
        #expect(navigator.state == before)
        #expect(changes == 0)
        #expect(routes.built == 0)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func cancellingTheTaskBeforeItStartsChangesNothing() async throws {
        let navigator = Navigator()
        let routes = GatedRoutes()
        routes.gated = false
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await navigator.open(link, using: routes.table)
        }
        let result = await outcome(of: task)
        #expect(result?.failure == NavigationError(.deepLink(link), .cancelled))
        #expect(routes.resolved.isEmpty)
        #expect(navigator.state.isEmpty)
    }

    @Test func aResolverThatThrowsCancellationErrorIsACancellation() async throws {
        let navigator = Navigator()
        let table = AsyncRouteTable<TestRoute> { _ in throw CancellationError() }
        await #expect(throws: NavigationError(.replace, .cancelled)) {
            try await navigator.replace(with: RouteState(root: [.list]), using: table)
        }
        #expect(navigator.state.isEmpty)
    }

    @Test func anotherCommitWhileResolvingSupersedesIt() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let routes = GatedRoutes()
        var changes: [NavigationAction] = []
        navigator.addObserver { changes.append($0.action) }
        let task = Task {
            try await navigator.open(link, using: routes.table)
        }
        await routes.gate.waitForArrivals(1)
        try navigator.push(.screen(PlainScreen.self, dependency: "pushed meanwhile"))
        let afterPush = navigator.state
        routes.gate.open()
        let result = await outcome(of: task)
        #expect(result?.failure == NavigationError(.deepLink(link), .superseded))
        #expect(routes.resolved == [.list])
        #expect(navigator.state == afterPush)
        #expect(changes == [.push(ScreenType(PlainScreen.self))])
        #expect(routes.built == 0)
    }

    @Test func aRefusedNavigationWhileResolvingDoesNotSupersedeIt() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let routes = GatedRoutes()
        let task = Task {
            try await navigator.replace(
                with: RouteState(root: [.detail(id: 1)]), using: routes.table)
        }
        await routes.gate.waitForArrivals(1)
        #expect(throws: NavigationError(.pop, .emptyStack)) { try navigator.pop() }
        routes.gate.open()
        let result = await outcome(of: task)
        #expect(result?.failure == nil)
        #expect(try navigator.routeState(TestRoute.self) == RouteState(root: [.detail(id: 1)]))
    }

    @Test func aNavigationThatChangesNothingDoesNotSupersedeAPendingOpen() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let routes = GatedRoutes()
        let task = Task {
            try await navigator.open(link, using: routes.table)
        }
        await routes.gate.waitForArrivals(1)
        try navigator.dismissAll()
        try navigator.popToRoot()
        try navigator.batch { _ throws(NavigationError) in }
        try navigator.setStack([.existing(id(1))])
        routes.gated = false
        routes.gate.open()
        let result = await outcome(of: task)
        #expect(result?.failure == nil)
        #expect(try navigator.routeState(TestRoute.self) == linkTarget)
    }

    @Test func theLaterOfTwoOverlappingOpensSupersedesTheEarlierWhenItCommitsFirst() async throws {
        let navigator = Navigator()
        let slow = GatedRoutes()
        let fast = GatedRoutes()
        fast.gated = false
        let first = Task {
            try await navigator.open(link, using: slow.table)
        }
        await slow.gate.waitForArrivals(1)
        let second = URL(string: "app://items/9")!
        try await navigator.open(second, using: fast.table)
        slow.gate.open()
        let result = await outcome(of: first)
        #expect(result?.failure == NavigationError(.deepLink(link), .superseded))
        #expect(
            try navigator.routeState(TestRoute.self) == RouteState(root: [.list, .detail(id: 9)]))
    }

    @Test func aRefusedRouteRefusesTheWholeAsyncOpen() async throws {
        let navigator = Navigator()
        let routes = GatedRoutes()
        routes.gated = false
        let url = try #require(URL(string: "app://forbidden"))
        await #expect(
            throws: NavigationError(
                .deepLink(url), .routeUnavailable("forbidden: forbidden has no screen"))
        ) {
            try await navigator.open(url, using: routes.table)
        }
        #expect(navigator.state.isEmpty)
        #expect(routes.built == 0)
    }

    @Test func anUnknownAsyncDeepLinkIsRefusedBeforeAnythingResolves() async throws {
        let navigator = Navigator()
        let routes = GatedRoutes()
        let url = try #require(URL(string: "app://nowhere"))
        await #expect(throws: NavigationError(.deepLink(url), .unknownDeepLink)) {
            try await navigator.open(url, using: routes.table)
        }
        #expect(routes.resolved.isEmpty)
    }

    @Test func aSyncTableServesTheAsyncCalls() async throws {
        let navigator = Navigator()
        try await navigator.open(link, using: AsyncRouteTable(makeRouteTable()))
        #expect(try navigator.routeState(TestRoute.self) == linkTarget)
        let url = try #require(URL(string: "app://items/four"))
        await #expect(
            throws: NavigationError(
                .deepLink(url), .invalidDeepLink("item id four is not a number"))
        ) {
            try await navigator.open(url, using: AsyncRouteTable(makeRouteTable()))
        }
    }

    @Test func asyncRestoreRebuildsTheSameIdentitiesAfterLoading() async throws {
        let original = Navigator()
        try original.replace(with: linkTarget, using: makeRouteTable())
        try original.dismiss()
        try original.push(.screen(OtherScreen.self, input: 1))
        _ = try? original.pop()
        let data = try original.restorationData(TestRoute.self)
        let restored = Navigator()
        let routes = GatedRoutes()
        var changes: [NavigationAction] = []
        restored.addObserver { changes.append($0.action) }
        let task = Task {
            try await restored.restore(from: data, using: routes.table)
        }
        await routes.gate.waitForArrivals(1)
        #expect(restored.state.isEmpty)
        routes.gate.open()
        await routes.gate.waitForArrivals(1)
        routes.gate.open()
        let result = await outcome(of: task)
        #expect(result?.failure == nil)
        #expect(restored.state == original.state)
        #expect(restored.nextEntryID == original.nextEntryID)
        #expect(changes == [.restore])
    }

    @Test func asyncRestoreIsCancelledAndSupersededLikeOpen() async throws {
        let navigator = Navigator()
        try navigator.replace(
            with: RouteState(root: [.list, .detail(id: 2)]), using: makeRouteTable())
        let data = try navigator.restorationData(TestRoute.self)
        let before = navigator.state
        let detail = navigator.screen(OtherScreen.self, for: id(2))

        let cancelled = GatedRoutes()
        let task = Task {
            try await navigator.restore(from: data, using: cancelled.table)
        }
        await cancelled.gate.waitForArrivals(1)
        task.cancel()
        cancelled.gate.open()
        #expect(await outcome(of: task)?.failure == NavigationError(.restore, .cancelled))

        let superseded = GatedRoutes()
        let second = Task {
            try await navigator.restore(from: data, using: superseded.table)
        }
        await superseded.gate.waitForArrivals(1)
        try navigator.push(.screen(PlainScreen.self, dependency: "meanwhile"))
        try navigator.pop()
        superseded.gate.open()
        #expect(await outcome(of: second)?.failure == NavigationError(.restore, .superseded))
        #expect(navigator.state == before)
        #expect(navigator.screen(OtherScreen.self, for: id(2)) === detail)
        #expect(cancelled.built + superseded.built == 0)
    }

    @Test func corruptDataIsRefusedBeforeAnythingResolves() async throws {
        let navigator = Navigator()
        let routes = GatedRoutes()
        await #expect(throws: NavigationError.self) {
            try await navigator.restore(from: Data("{".utf8), using: routes.table)
        }
        #expect(routes.resolved.isEmpty)
    }

    @Test(arguments: [
        ("[[1, 2], [2]]", NavigationError.Reason.duplicateEntry(id(2))),
        ("[[1, 1]]", .duplicateEntry(id(1))),
        ("[[1], []]", .emptyStack),
        ("[[], [1]]", .emptyStack),
    ])
    func structurallyBrokenDataIsRefusedBeforeAnythingResolves(
        layers: String, reason: NavigationError.Reason
    ) async throws {
        let navigator = Navigator()
        let routes = GatedRoutes()
        routes.gated = false
        let data = try archive(layers)
        await #expect(throws: NavigationError(.restore, reason)) {
            try await navigator.restore(from: data, using: routes.table)
        }
        #expect(routes.resolved.isEmpty)
        #expect(throws: NavigationError(.restore, reason)) {
            try navigator.restore(from: data, using: makeRouteTable())
        }
        #expect(navigator.state.isEmpty)
    }

    @Test func theSyncOpenNoLongerResolvesTheRoutesItKeeps() throws {
        let navigator = Navigator()
        var resolved: [TestRoute] = []
        let sync = makeRouteTable()
        let table = RouteTable<TestRoute> { route in
            resolved.append(route)
            return try sync.destination(for: route)
        } deepLinks: {
            try sync.routeState(for: $0)
        }
        try navigator.open(try #require(URL(string: "app://items/4")), using: table)
        try navigator.open(try #require(URL(string: "app://items/5")), using: table)
        #expect(resolved == [.list, .detail(id: 4), .detail(id: 5)])
    }

    /// Restoration data whose layers hold `.list` entries with the identities of `layers`,
    /// a JSON array of arrays: the root first, then sheets.
    private func archive(_ layers: String) throws -> Data {
        let identities = try JSONDecoder().decode([[UInt64]].self, from: Data(layers.utf8))
        let objects = identities.enumerated().map { index, ids in
            let entries = ids.map { #"{"id": \#($0), "resultTo": null, "route": {"list": {}}}"# }
            let style = index == 0 ? "null" : #""sheet""#
            return #"{"style": \#(style), "entries": [\#(entries.joined(separator: ", "))]}"#
        }
        let json =
            #"{"format": "swift-viper.navigation", "schemaVersion": 3, "routeVersion": 1, "#
            + #""nextEntryID": 9, "layers": [\#(objects.joined(separator: ", "))]}"#
        return Data(json.utf8)
    }
}

/// The plan and commit that the sync and async route calls share, on stacks deeper than
/// the small-set limit of the identities they keep.
@MainActor
@Suite struct RoutePlanTests {
    @Test func aDeepStackKeepsItsMatchingPrefixAndRetiresTheRest() throws {
        let navigator = Navigator()
        let table = makeRouteTable()
        let deep = (1...40).map { TestRoute.detail(id: $0) }
        try navigator.replace(with: RouteState(root: deep), using: table)
        let kept = navigator.state.root.prefix(30).map(\.id)
        let screens = kept.map { navigator.screen(OtherScreen.self, for: $0) }
        try navigator.replace(
            with: RouteState(root: Array(deep.prefix(30)) + [.list]), using: table)
        #expect(navigator.state.root.prefix(30).map(\.id) == kept)
        #expect(
            kept.map { navigator.screen(OtherScreen.self, for: $0) }.elementsEqual(screens) {
                $0 === $1
            })
        #expect(navigator.liveScreenCount == 31)
        #expect(navigator.state.top?.id == id(41))
    }

    @Test func duplicatesAreFoundPastTheSmallSetLimit() {
        let entries = (1...20).map { entry($0) } + [entry(17)]
        #expect(throws: NavigationError(.replace, .duplicateEntry(id(17)))) {
            _ = try NavigationState(validating: [NavigationLayer(style: nil, entries: entries)])
        }
        #expect(throws: Never.self) {
            _ = try NavigationState(validating: [
                NavigationLayer(style: nil, entries: Array(entries.dropLast()))
            ])
        }
    }

    @Test func anExistingDestinationKeptTwiceIsADuplicate() throws {
        let navigator = Navigator()
        try navigator.replace(
            with: RouteState(root: [.list, .detail(id: 1)]), using: makeRouteTable())
        let table = RouteTable<TestRoute> { _ in .existing(id(1)) }
        #expect(throws: NavigationError(.replace, .duplicateEntry(id(1)))) {
            try navigator.replace(with: RouteState(root: [.list, .picker]), using: table)
        }
        #expect(throws: NavigationError(.replace, .notShown(id(9)))) {
            try navigator.replace(
                with: RouteState(root: [.picker]),
                using: RouteTable<TestRoute> { _ in .existing(id(9)) })
        }
    }
}
