import Foundation

/// The navigators of an app's scenes (windows), one per scene, and the choice of the scene
/// that opens a link, a notification or a user activity.
///
/// The platform glue tells the router when a scene connects, becomes active and
/// disconnects; ``open(_:)`` then picks the scene: the one whose visible screen already
/// shows the link's target, else the most recently active one, else none, and the app
/// asks the system for a new scene. Each scene restores on its own, so data one scene
/// cannot read leaves the others as they are.
///
/// ```swift
/// let router = SceneRouter(routes: routes, home: RouteState(root: [.inbox]))
/// let navigator = try router.connect("window-1")
/// try router.activate("window-1")
/// switch try router.open(.url(link)) {
/// case .shown(let scene), .opened(let scene): bringForward(scene)
/// case .newScene(let link): requestScene(for: link)
/// }
/// ```
@MainActor
public final class SceneRouter<Route: NavigationRoute> {
    /// A connected scene and its navigator.
    private struct Scene {
        let identity: SceneIdentity
        let navigator: Navigator
    }

    /// The table every scene's routes and links resolve through.
    public let routes: RouteTable<Route>
    /// What a connected scene shows before anything is restored or opened in it.
    public let home: RouteState<Route>
    /// The steps that read older restoration data; see ``RouteMigration``.
    public let migrations: [RouteMigration]
    /// The services of the screens a scene builds, set on each scene's navigator when it
    /// connects, before its first screen is built (see ``Navigator/environment``).
    public var environment = NavigationEnvironment()
    /// Whether a link's target gets a new scene of its own, whatever the scenes show.
    let needsOwnScene: @MainActor (RouteState<Route>) -> Bool
    /// The connected scenes, most recently active first.
    private var connected: [Scene] = []

    /// Creates a router with no scene connected.
    ///
    /// - Parameters:
    ///   - routes: The table every scene's routes and links resolve through.
    ///   - home: What a scene shows when it connects.
    ///   - migrations: The steps that read older restoration data.
    ///   - needsOwnScene: Whether a link's target opens in a new scene of its own (a
    ///     composer, a document); no target does by default.
    public init(
        routes: RouteTable<Route>, home: RouteState<Route>, migrations: [RouteMigration] = [],
        needsOwnScene: @escaping @MainActor (RouteState<Route>) -> Bool = { _ in false }
    ) {
        self.routes = routes
        self.home = home
        self.migrations = migrations
        self.needsOwnScene = needsOwnScene
    }

    /// The connected scenes, most recently active first; a scene never active yet comes
    /// after those that were, in the order they connected.
    public var scenes: [SceneIdentity] { connected.map(\.identity) }

    /// The navigator of the connected scene `scene`.
    ///
    /// - Throws: ``SceneError/unknownScene(_:)``.
    public func navigator(for scene: SceneIdentity) throws(SceneError) -> Navigator {
        connected[try index(of: scene)].navigator
    }

    /// Connects `scene` with a new navigator that shows what `saved` describes, or
    /// ``home`` without it, as the least recently active scene.
    ///
    /// The navigator builds only the screens it shows: restored screens are not built over
    /// a home that is built first and released.
    ///
    /// - Parameters:
    ///   - scene: The scene's identity.
    ///   - saved: Data ``restorationData(for:)`` wrote for this scene, if any.
    /// - Returns: The scene's navigator, to show on screen.
    /// - Throws: ``SceneError/alreadyConnected(_:)``, or ``SceneError/refused(_:_:)`` when
    ///   `saved` cannot be restored (see ``restore(_:from:)``) or the table refuses a
    ///   route of ``home``; the scene is not connected then: connect it without the data to
    ///   start it at home.
    @discardableResult
    public func connect(_ scene: SceneIdentity, restoringFrom saved: Data? = nil)
        throws(SceneError) -> Navigator
    {
        guard !isConnected(scene) else { throw .alreadyConnected(scene) }
        let navigator = Navigator()
        navigator.environment = environment
        do {
            if let saved {
                try navigator.restore(from: saved, using: routes, migrations: migrations)
            } else {
                try navigator.replace(with: home, using: routes)
            }
        } catch {
            throw .refused(scene, error)
        }
        // Checked again: a route's factory may have connected it meanwhile.
        guard !isConnected(scene) else { throw .alreadyConnected(scene) }
        connected.append(Scene(identity: scene, navigator: navigator))
        return navigator
    }

    /// Records that `scene` became active (its window came to the foreground): it is the
    /// most recently active scene now.
    ///
    /// - Throws: ``SceneError/unknownScene(_:)``.
    public func activate(_ scene: SceneIdentity) throws(SceneError) {
        connected.insert(connected.remove(at: try index(of: scene)), at: 0)
    }

    /// Forgets `scene` and its navigator; when the system connects it again, restore it
    /// from the data it saved.
    ///
    /// - Throws: ``SceneError/unknownScene(_:)``.
    public func disconnect(_ scene: SceneIdentity) throws(SceneError) {
        let removed = connected.remove(at: try index(of: scene))
        // Released after the router's step: a screen's `deinit` may use the router.
        withExtendedLifetime(removed) {}
    }

    /// Whether `scene` is connected.
    private func isConnected(_ scene: SceneIdentity) -> Bool {
        connected.contains { $0.identity == scene }
    }

    /// The position of `scene` among the connected scenes.
    private func index(of scene: SceneIdentity) throws(SceneError) -> Int {
        guard let index = connected.firstIndex(where: { $0.identity == scene }) else {
            throw .unknownScene(scene)
        }
        return index
    }

    /// The connected scenes' navigators, most recently active first.
    var navigators: [(SceneIdentity, Navigator)] {
        connected.map { ($0.identity, $0.navigator) }
    }
}
