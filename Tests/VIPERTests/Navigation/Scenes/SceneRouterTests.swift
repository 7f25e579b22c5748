import Foundation
import Testing
@_spi(Testing) import VIPER

/// Three scenes on one router: links, notifications and user activities go to the scene
/// that shows their target, else the most recently active one, else a new scene.
@MainActor
@Suite struct SceneRouterTests {
    @Test func aConnectedSceneShowsHomeAndComesLastUntilItIsActive() throws {
        let router = threeScenes()
        #expect(router.scenes == ["a", "b", "c"])
        for scene in router.scenes {
            #expect(try router.navigator(for: scene).routeState(TestRoute.self) == home)
        }
        try router.activate("c")
        try router.activate("b")
        #expect(router.scenes == ["b", "c", "a"])
    }

    @Test func eachSceneBuildsItsScreensWithTheRoutersEnvironment() throws {
        let router = SceneRouter(
            routes: makeRouteTable(), home: RouteState(root: [.detail(id: 1)]))
        router.environment[GreetingKey.self] = "app services"
        let navigator = try router.connect("a")
        let first = try #require(navigator.state.root.first?.id)
        let screen = try #require(navigator.screen(OtherScreen.self, for: first))
        #expect(screen.navigation.environment[GreetingKey.self] == "app services")
        #expect(navigator.environment[GreetingKey.self] == "app services")
    }

    @Test func aURLGoesToTheSceneWhoseVisibleScreenShowsItsTargetAndLeavesItAsItIs() throws {
        let router = threeScenes()
        let showing = try router.navigator(for: "b")
        try showing.push(.route(TestRoute.detail(id: 9), using: router.routes))
        try showing.push(.route(TestRoute.detail(id: 4), using: router.routes))
        try router.activate("a")
        let before = states(router)
        let link = try #require(URL(string: "app://items/4"))
        #expect(try router.open(.url(link)) == .shown("b"))
        #expect(states(router) == before, "the showing scene keeps its back stack")
        #expect(router.scenes == ["a", "b", "c"], "bringing it forward is the platform's")
    }

    @Test func severalScenesShowingTheTargetPickTheMostRecentlyActive() throws {
        let router = threeScenes()
        for scene: SceneIdentity in ["a", "c"] {
            try router.open(.target(RouteState(root: [.list, .detail(id: 4)])), in: scene)
        }
        try router.activate("a")
        try router.activate("c")
        try router.activate("b")
        let link = try #require(URL(string: "app://items/4"))
        #expect(try router.open(.url(link)) == .shown("c"))
    }

    @Test func aURLNoSceneShowsOpensInTheMostRecentlyActiveSceneAsADeepLink() throws {
        let router = threeScenes()
        try router.activate("c")
        try router.activate("a")
        var actions: [NavigationAction] = []
        try router.navigator(for: "a").addObserver { actions.append($0.action) }
        let before = states(router)
        let link = try #require(URL(string: "app://items/4/pick"))
        #expect(try router.open(.url(link)) == .opened("a"))
        #expect(actions == [.deepLink(link)])
        #expect(
            try router.navigator(for: "a").routeState(TestRoute.self)
                == RouteState(
                    root: [.list, .detail(id: 4)],
                    presented: [.init(style: .sheet, routes: [.picker])]))
        #expect(states(router, ["b", "c"]) == before.filter { $0.key != "a" })
    }

    @Test func aNotificationsTargetOpensInTheMostRecentlyActiveSceneAsAReplace() throws {
        let router = threeScenes()
        try router.activate("b")
        var actions: [NavigationAction] = []
        try router.navigator(for: "b").addObserver { actions.append($0.action) }
        // A notification's payload, read by the app into the target it stands for.
        let target = RouteState<TestRoute>(
            rootContent: .tabs(
                [.init("inbox", routes: [.list]), .init("item", routes: [.detail(id: 2)])],
                selected: "item"))
        #expect(try router.open(.target(target)) == .opened("b"))
        #expect(actions == [.replace])
        #expect(try router.navigator(for: "b").routeState(TestRoute.self) == target)
        #expect(try router.open(.target(target)) == .shown("b"), "the tab shows it now")
    }

    @Test func aUserActivitysWebpageURLGoesWhereTheURLWouldAndANamedSceneTakesIt() throws {
        let router = threeScenes()
        try router.activate("a")
        let link = try #require(URL(string: "app://items/3"))
        // The system hands a user activity to scene c (a Handoff that created it): it
        // opens there, whatever the other scenes show.
        try router.open(.url(link), in: "c")
        #expect(
            try router.navigator(for: "c").state.top?.route
                == AnyNavigationRoute(TestRoute.detail(id: 3)))
        #expect(try router.open(.url(link)) == .shown("c"))
    }

    @Test func noConnectedSceneOrALinkThatNeedsItsOwnSceneRequestsANewScene() throws {
        let empty = SceneRouter(routes: makeRouteTable(), home: home)
        let link = try #require(URL(string: "app://items/4"))
        #expect(try empty.open(.url(link)) == .newScene(.url(link)))

        let router = threeScenes { target in target.presented.last?.routes == [.picker] }
        try router.activate("a")
        let before = states(router)
        let picking = try #require(URL(string: "app://items/4/pick"))
        #expect(try router.open(.url(picking)) == .newScene(.url(picking)))
        #expect(states(router) == before)
        // The system connects the new scene; the glue opens the request's link there.
        try router.connect("d")
        try router.open(.url(picking), in: "d")
        #expect(
            try router.navigator(for: "d").state.top?.route == AnyNavigationRoute(TestRoute.picker))
        #expect(states(router).filter { $0.key != "d" } == before)
    }

    @Test func eachSceneRestoresOnItsOwnAndBadDataFailsThatSceneAlone() throws {
        let saved = threeScenes()
        for (scene, id) in zip(saved.scenes, [1, 2, 3]) {
            try saved.open(.target(RouteState(root: [.list, .detail(id: id)])), in: scene)
        }
        try saved.navigator(for: "c").present(
            .route(TestRoute.picker, using: saved.routes), style: .fullScreenCover)
        let data = try Dictionary(
            uniqueKeysWithValues: saved.scenes.map { ($0, try saved.restorationData(for: $0)) })

        // At connect: each scene builds only what it restores, or home.
        var built: [TestRoute] = []
        let table = makeRouteTable()
        let counting = RouteTable<TestRoute> { route in
            built.append(route)
            return try table.destination(for: route)
        }
        let restored = SceneRouter(routes: counting, home: home)
        let (a, c) = (try #require(data["a"]), try #require(data["c"]))
        try restored.connect("a", restoringFrom: a)
        #expect(built == [.list, .detail(id: 1)])
        var corrupt = try #require(data["b"])
        corrupt.removeLast(10)
        #expect {
            try restored.connect("b", restoringFrom: corrupt)
        } throws: { error in
            guard case .refused("b", let refusal) = error as? SceneError,
                case .corruptRestorationData = refusal.reason
            else { return false }
            return true
        }
        #expect(restored.scenes == ["a"], "a scene whose data fails does not connect")
        try restored.connect("b")
        try restored.connect("c", restoringFrom: c)
        #expect(try restored.navigator(for: "b").routeState(TestRoute.self) == home)
        for scene: SceneIdentity in ["a", "c"] {
            #expect(
                try restored.navigator(for: scene).state
                    == saved.navigator(for: scene).state)
        }
        // Later: data that arrives after connect fails that scene alone, which keeps its
        // screens.
        let before = states(restored)
        #expect {
            try restored.restore("a", from: corrupt)
        } throws: { error in
            guard case .refused("a", let refusal) = error as? SceneError,
                case .corruptRestorationData = refusal.reason
            else { return false }
            return true
        }
        #expect(states(restored) == before)
        try restored.restore("b", from: try #require(data["b"]))
        #expect(
            try restored.navigator(for: "b").state == saved.navigator(for: "b").state)
    }

    @Test func anUnknownSceneIsATypedErrorAndChangesNothing() throws {
        let router = threeScenes()
        try router.activate("b")
        let before = states(router)
        let link = try #require(URL(string: "app://items/4"))
        let data = try router.restorationData(for: "a")
        #expect(throws: SceneError.unknownScene("x")) { try router.navigator(for: "x") }
        #expect(throws: SceneError.unknownScene("x")) { try router.activate("x") }
        #expect(throws: SceneError.unknownScene("x")) { try router.disconnect("x") }
        #expect(throws: SceneError.unknownScene("x")) { try router.open(.url(link), in: "x") }
        #expect(throws: SceneError.unknownScene("x")) { try router.restore("x", from: data) }
        #expect(throws: SceneError.unknownScene("x")) { try router.restorationData(for: "x") }
        #expect(router.scenes == ["b", "a", "c"])
        #expect(states(router) == before)
    }

    @Test func aDisconnectedSceneIsForgottenAndCanConnectAgainAndRestore() throws {
        let router = threeScenes()
        try router.activate("b")
        try router.activate("a")
        try router.open(.target(RouteState(root: [.list, .detail(id: 8)])), in: "a")
        let data = try router.restorationData(for: "a")
        let state = try router.navigator(for: "a").state
        try router.disconnect("a")
        #expect(router.scenes == ["b", "c"])
        #expect(throws: SceneError.unknownScene("a")) { try router.activate("a") }
        let link = try #require(URL(string: "app://items/8"))
        #expect(try router.open(.url(link)) == .opened("b"), "next most recent")
        try router.connect("a", restoringFrom: data)
        #expect(try router.navigator(for: "a").state == state)
        #expect(router.scenes == ["b", "c", "a"])
    }

    @Test func aSceneConnectedTwiceIsATypedErrorAndKeepsItsNavigator() throws {
        let router = threeScenes()
        let navigator = try router.navigator(for: "b")
        #expect(throws: SceneError.alreadyConnected("b")) { try router.connect("b") }
        #expect(try router.navigator(for: "b") === navigator)
        #expect(router.scenes == ["a", "b", "c"])
    }

    @Test func aHomeTheTableRefusesConnectsNoScene() throws {
        let router = SceneRouter(
            routes: makeRouteTable(), home: RouteState(root: [.list, .forbidden]))
        #expect {
            try router.connect("a")
        } throws: { error in
            guard case .refused("a", let refusal) = error as? SceneError,
                case .routeUnavailable = refusal.reason
            else { return false }
            return true
        }
        #expect(router.scenes == [])
    }

    @Test func aLinkThatDoesNotParseOrThatTheSceneRefusesChangesNoScene() throws {
        let router = threeScenes()
        try router.activate("a")
        let before = states(router)
        for raw in ["app://nowhere", "app://items/four"] {
            let link = try #require(URL(string: raw))
            #expect {
                try router.open(.url(link))
            } throws: { error in
                guard case .invalidLink(let refusal) = error as? SceneError else { return false }
                return refusal.action == .deepLink(link)
            }
        }
        let forbidden = try #require(URL(string: "app://forbidden"))
        #expect {
            try router.open(.url(forbidden))
        } throws: { error in
            guard case .refused("a", let refusal) = error as? SceneError,
                case .routeUnavailable = refusal.reason
            else { return false }
            return refusal.action == .deepLink(forbidden)
        }
        try router.navigator(for: "a").addGuard { _ in .veto("editing") }
        #expect(throws: SceneError.refused("a", NavigationError(.replace, .vetoed("editing")))) {
            try router.open(.target(RouteState(root: [.list, .detail(id: 1)])))
        }
        #expect(states(router) == before)
        #expect(router.scenes == ["a", "b", "c"])
    }

    @Test func theErrorsSayWhatToDo() {
        #expect(SceneError.unknownScene("x").description.contains("connect it first"))
        #expect(SceneError.alreadyConnected("x").description.contains("disconnect it first"))
        let refusal = NavigationError(.replace, .vetoed("editing"))
        #expect(SceneError.refused("x", refusal).description == "scene x: \(refusal)")
        #expect(SceneError.invalidLink(refusal).description.contains("the link was refused"))
    }
}

// MARK: - Fixtures

/// What every test scene shows when it connects.
private let home = RouteState<TestRoute>(root: [.list])

/// A router with the scenes a, b and c connected, in that order, none active yet.
@MainActor
private func threeScenes(
    needsOwnScene: @escaping @MainActor (RouteState<TestRoute>) -> Bool = { _ in false }
) -> SceneRouter<TestRoute> {
    let router = SceneRouter(routes: makeRouteTable(), home: home, needsOwnScene: needsOwnScene)
    for scene: SceneIdentity in ["a", "b", "c"] { _ = try? router.connect(scene) }
    return router
}

/// Every connected scene's state, or those of `scenes`.
@MainActor
private func states(_ router: SceneRouter<TestRoute>, _ scenes: [SceneIdentity]? = nil)
    -> [SceneIdentity: NavigationState]
{
    Dictionary(
        uniqueKeysWithValues: (scenes ?? router.scenes).compactMap { scene in
            (try? router.navigator(for: scene)).map { (scene, $0.state) }
        })
}
