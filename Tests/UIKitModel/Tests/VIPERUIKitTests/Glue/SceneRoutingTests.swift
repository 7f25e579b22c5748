import Foundation
import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

extension UIKitModelSuite {
    /// Three windows wired to one SceneRouter through NavigationScenes, as the scene
    /// delegate of the Navigation article's "Scenes" section forwards its callbacks.
    @Suite @MainActor
    struct SceneRoutingTests {
        init() { freshModel() }

        @Test func threeScenesConnectEachWithItsRestorationDataOrLaunchLink() async throws {
            let scenes = makeScenes()
            let saved = try savedActivity(scenes, state: RouteState(root: [.shelf, .book(1)]))
            let restoring = UIWindowScene()
            restoring.session.stateRestorationActivity = saved
            let a = try Window(scenes, restoring)
            let b = try Window(
                scenes, options: .init(urlContexts: [UIOpenURLContext(url: book(2))]))
            let c = try Window(scenes)
            await settle()
            #expect(a.shown.titles(a.shown.rootStack) == ["shelf", "book 1"])
            #expect(b.shown.titles(b.shown.rootStack) == ["shelf", "book 2"])
            #expect(c.shown.titles(c.shown.rootStack) == ["shelf"])
            #expect(a.shown.showsState && b.shown.showsState && c.shown.showsState)
            #expect(scenes.router.scenes.count == 3)
            expectUIKitContent()
        }

        @Test func aLinkAnotherWindowShowsBringsThatWindowForwardAndChangesNothing() async throws {
            let scenes = makeScenes()
            let a = try Window(scenes)
            let b = try Window(
                scenes, options: .init(urlContexts: [UIOpenURLContext(url: book(4))]))
            scenes.sceneDidBecomeActive(b.scene)
            scenes.sceneDidBecomeActive(a.scene)
            await settle()
            let before = [a.shown.navigator.state, b.shown.navigator.state]
            scenes.scene(a.scene, openURLContexts: [UIOpenURLContext(url: book(4))])
            await settle()
            #expect([a.shown.navigator.state, b.shown.navigator.state] == before)
            #expect(UIKitModel.activationRequests.map(\.session) == [b.scene.session])
            #expect(UIKitModel.activationRequests.first?.userActivity == nil)
        }

        @Test func aLinkNoWindowShowsOpensInTheMostRecentlyActiveOneWithoutARequest() async throws {
            let scenes = makeScenes()
            let a = try Window(scenes)
            let b = try Window(scenes)
            scenes.sceneDidBecomeActive(a.scene)
            scenes.sceneDidBecomeActive(b.scene)
            scenes.scene(b.scene, openURLContexts: [UIOpenURLContext(url: book(5))])
            await settle()
            #expect(b.shown.titles(b.shown.rootStack) == ["shelf", "book 5"])
            #expect(a.shown.titles(a.shown.rootStack) == ["shelf"])
            #expect(UIKitModel.activationRequests.isEmpty, "it arrived in the window it opens in")
            // A notification names no window: the one it opens in is brought forward.
            scenes.open(.target(RouteState(root: [.shelf, .book(6)])))
            await settle()
            #expect(b.shown.titles(b.shown.rootStack) == ["shelf", "book 6"])
            #expect(UIKitModel.activationRequests.map(\.session) == [b.scene.session])
        }

        @Test func aLinkThatNeedsItsOwnWindowRequestsOneAndOpensThereWhenItConnects() async throws {
            let scenes = makeScenes { $0.root.count > 2 }
            let a = try Window(scenes)
            scenes.sceneDidBecomeActive(a.scene)
            scenes.open(.target(RouteState(root: [.shelf, .book(1), .book(2)])))
            let request = try #require(UIKitModel.activationRequests.first)
            #expect(request.session == nil)
            let activity = try #require(request.userActivity)
            #expect(activity.activityType == "org.example.shelf")
            // The system connects a new scene with the request's activity.
            let d = try Window(scenes, options: .init(userActivities: [activity]))
            await settle()
            #expect(d.shown.titles(d.shown.rootStack) == ["shelf", "book 1", "book 2"])
            #expect(a.shown.titles(a.shown.rootStack) == ["shelf"])
            #expect(d.shown.showsState)
            expectUIKitContent()
        }

        @Test func aRequestTheSystemAnswersWithAnExistingWindowOpensThere() async throws {
            let scenes = makeScenes { $0.root.count > 2 }
            let a = try Window(scenes)
            let b = try Window(scenes)
            scenes.sceneDidBecomeActive(a.scene)
            scenes.open(.target(RouteState(root: [.shelf, .book(1), .book(2)])))
            let activity = try #require(UIKitModel.activationRequests.first?.userActivity)
            // The system hands the request's activity to window b instead of a new one.
            scenes.scene(b.scene, continue: activity)
            await settle()
            #expect(b.shown.titles(b.shown.rootStack) == ["shelf", "book 1", "book 2"])
            #expect(a.shown.titles(a.shown.rootStack) == ["shelf"])
            scenes.scene(a.scene, continue: activity)
            await settle()
            #expect(a.shown.titles(a.shown.rootStack) == ["shelf"], "a request opens once")
        }

        @Test func aRefusedRequestForgetsItsLinkAndHandoffOpensInTheWindowItReaches() async throws {
            let scenes = makeScenes { $0.root.count > 2 }
            let a = try Window(scenes)
            scenes.open(.target(RouteState(root: [.shelf, .book(1), .book(2)])))
            let request = try #require(UIKitModel.activationRequests.first)
            request.errorHandler?(CancellationError())
            await settle()
            let d = try Window(scenes)
            scenes.scene(d.scene, continue: try #require(request.userActivity))
            await settle()
            #expect(d.shown.titles(d.shown.rootStack) == ["shelf"], "the request was dropped")
            // A universal link, continued in window a: the most recently active opens it.
            scenes.sceneDidBecomeActive(d.scene)
            let web = NSUserActivity(activityType: "NSUserActivityTypeBrowsingWeb")
            web.webpageURL = book(3)
            scenes.scene(a.scene, continue: web)
            await settle()
            #expect(d.shown.titles(d.shown.rootStack) == ["shelf", "book 3"])
            #expect(UIKitModel.activationRequests.last?.session == d.scene.session)
        }

        @Test func eachWindowSavesItsOwnActivityAndBadDataFailsThatWindowAlone() async throws {
            var errors: [SceneError] = []
            let scenes = makeScenes()
            scenes.onError = { errors.append($0) }
            let a = try Window(
                scenes, options: .init(urlContexts: [UIOpenURLContext(url: book(7))]))
            let saved = try #require(scenes.stateRestorationActivity(for: a.scene))
            #expect(saved.activityType == "org.example.shelf")

            let restored = UIWindowScene()
            restored.session.stateRestorationActivity = saved
            let corrupt = UIWindowScene()
            corrupt.session.stateRestorationActivity = NSUserActivity(activityType: "x")
            corrupt.session.stateRestorationActivity?.userInfo = [
                NavigationScenes<ShelfRoute>.navigationKey: Data("{".utf8)
            ]
            let b = try Window(scenes, restored)
            let c = try Window(scenes, corrupt)
            await settle()
            #expect(b.shown.titles(b.shown.rootStack) == ["shelf", "book 7"])
            #expect(c.shown.titles(c.shown.rootStack) == ["shelf"])
            #expect(errors.count == 1)
            if case .refused(let scene, let error) = errors.first {
                #expect(scene.rawValue == corrupt.session.persistentIdentifier)
                #expect(error.action == .restore)
            } else {
                Issue.record("expected the corrupt window's refusal, got \(errors)")
            }
            // The activity can also arrive after connect.
            scenes.scene(c.scene, restoreInteractionStateWith: saved)
            await settle()
            #expect(c.shown.titles(c.shown.rootStack) == ["shelf", "book 7"])
        }

        @Test func aDisconnectedWindowIsForgottenAndItsCallbacksAreErrors() async throws {
            var errors: [SceneError] = []
            let scenes = makeScenes()
            scenes.onError = { errors.append($0) }
            let a = try Window(scenes)
            let identity = SceneIdentity(rawValue: a.scene.session.persistentIdentifier)
            scenes.sceneDidDisconnect(a.scene)
            #expect(scenes.router.scenes.isEmpty)
            scenes.sceneDidBecomeActive(a.scene)
            #expect(scenes.stateRestorationActivity(for: a.scene) == nil)
            #expect(errors == [.unknownScene(identity), .unknownScene(identity)])
            #expect(throws: SceneError.alreadyConnected(identity)) {
                _ = try scenes.connect(a.scene, options: .init())
                _ = try scenes.connect(a.scene, options: .init())
            }
            let unknown = URL(string: "shelf://nowhere")!
            scenes.scene(a.scene, openURLContexts: [UIOpenURLContext(url: unknown)])
            if case .invalidLink = errors.last {} else { Issue.record("\(errors)") }
        }

        private let routes = RouteTable<ShelfRoute> { route in
            switch route {
            case .shelf: .named("shelf")
            case .book(let id): .named("book \(id)")
            }
        } deepLinks: { url in
            guard url.host == "books", let id = Int(url.lastPathComponent) else { return nil }
            return RouteState(root: [.shelf, .book(id)])
        }

        private func makeScenes(
            needsOwnScene: @escaping @MainActor (RouteState<ShelfRoute>) -> Bool = { _ in false }
        ) -> NavigationScenes<ShelfRoute> {
            NavigationScenes(
                router: SceneRouter(
                    routes: routes, home: RouteState(root: [.shelf]),
                    needsOwnScene: needsOwnScene),
                activityType: "org.example.shelf")
        }

        private func book(_ id: Int) -> URL { URL(string: "shelf://books/\(id)")! }

        /// The restoration activity of a window that showed `state`, saved by another router.
        private func savedActivity(
            _ scenes: NavigationScenes<ShelfRoute>, state: RouteState<ShelfRoute>
        ) throws -> NSUserActivity {
            let navigator = Navigator()
            try navigator.replace(with: state, using: routes)
            let activity = NSUserActivity(activityType: scenes.activityType)
            activity.userInfo = [
                NavigationScenes<ShelfRoute>.navigationKey: try navigator.restorationData(
                    ShelfRoute.self)
            ]
            return activity
        }
    }
}

/// A window whose scene connected through NavigationScenes, as the scene delegate does it.
@MainActor
private struct Window {
    let scene: UIWindowScene
    let shown: HostedScene

    init(
        _ scenes: NavigationScenes<ShelfRoute>, _ scene: UIWindowScene = UIWindowScene(),
        options: UIScene.ConnectionOptions = .init()
    ) throws {
        self.scene = scene
        shown = HostedScene(try scenes.connect(scene, options: options))
    }
}
