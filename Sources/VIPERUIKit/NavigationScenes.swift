#if canImport(UIKit)
import UIKit
import VIPER

/// Wires a ``VIPER/SceneRouter`` to UIKit's scenes: the app's scene delegates forward
/// their callbacks to it, and it opens each link in the scene the router picks.
///
/// Keep one for the app. A scene that connects gets its own navigator, restored from its
/// session's `stateRestorationActivity`, and opens the URLs and user activities it was
/// connected for. A link that arrives later (`scene(_:openURLContexts:)`,
/// `scene(_:continue:)`, or ``open(_:)`` for a notification) goes where the router says:
/// when that is another scene, it is brought forward with
/// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`; when no scene
/// takes it, the same call asks the system for a new scene, and the link opens there when
/// it connects.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     private var host: NavigationHost?
///     private var scenes: NavigationScenes<AppRoute> { AppDelegate.scenes }
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///                options connectionOptions: UIScene.ConnectionOptions) {
///         guard let scene = scene as? UIWindowScene,
///             let navigator = try? scenes.connect(scene, options: connectionOptions)
///         else { return }
///         host = NavigationHost(navigator: navigator)
///         window = UIWindow(windowScene: scene)
///         window?.rootViewController = host?.rootViewController
///         window?.makeKeyAndVisible()
///     }
///
///     func sceneDidBecomeActive(_ scene: UIScene) { scenes.sceneDidBecomeActive(scene) }
///     func sceneDidDisconnect(_ scene: UIScene) { scenes.sceneDidDisconnect(scene) }
///     // … and openURLContexts, continue, stateRestorationActivity(for:) the same way.
/// }
/// ```
@available(iOSApplicationExtension, unavailable)
@MainActor
public final class NavigationScenes<Route: NavigationRoute> {
    /// The router that keeps the scenes' navigators and picks the scene of a link.
    public let router: SceneRouter<Route>
    /// The type of the user activities it writes: restoration, and new-scene requests.
    public let activityType: String
    /// Called with every refusal: a link or restoration data that a scene could not take,
    /// a callback for a scene that is not connected.
    public var onError: @MainActor (SceneError) -> Void = { _ in }

    private let links: @MainActor (NSUserActivity) -> SceneLink<Route>?
    /// The links waiting for the new scenes requested for them, by request.
    private var requested: [String: SceneLink<Route>] = [:]

    /// The `userInfo` key of the navigation's restoration data.
    static var navigationKey: String { "swift-viper.navigation" }
    /// The `userInfo` key of a new-scene request.
    static var requestKey: String { "swift-viper.sceneRequest" }

    /// Creates the scenes' glue for `router`.
    ///
    /// - Parameters:
    ///   - router: The router of the app's scenes.
    ///   - activityType: The type of the activities it writes; list it in the app's
    ///     `NSUserActivityTypes`.
    ///   - links: The link a user activity stands for (Handoff, Spotlight, a universal
    ///     link); by default its `webpageURL`.
    public init(
        router: SceneRouter<Route>, activityType: String,
        links: @escaping @MainActor (NSUserActivity) -> SceneLink<Route>? = {
            $0.webpageURL.map { .url($0) }
        }
    ) {
        self.router = router
        self.activityType = activityType
        self.links = links
    }

    /// Connects `scene`: its navigator shows what its session saved (or the router's home),
    /// then the URLs and user activities it was connected for.
    ///
    /// Data or a link the scene cannot take goes to ``onError``; the scene still connects,
    /// at home when its data could not be read.
    ///
    /// - Returns: The scene's navigator, for its `NavigationHost`.
    /// - Throws: ``VIPER/SceneError`` when the router cannot connect it.
    public func connect(_ scene: UIScene, options: UIScene.ConnectionOptions)
        throws(SceneError) -> Navigator
    {
        let identity = Self.identity(of: scene)
        let saved = scene.session.stateRestorationActivity?.userInfo?[Self.navigationKey] as? Data
        let navigator: Navigator
        do {
            navigator = try router.connect(identity, restoringFrom: saved)
        } catch {
            guard saved != nil, case .refused = error else { throw error }
            onError(error)
            navigator = try router.connect(identity)
        }
        for context in options.urlContexts {
            reporting { () throws(SceneError) in try router.open(.url(context.url), in: identity) }
        }
        for activity in options.userActivities {
            guard let link = link(for: activity) else { continue }
            reporting { () throws(SceneError) in try router.open(link, in: identity) }
        }
        return navigator
    }

    /// Records that `scene` is the most recently active (`sceneDidBecomeActive(_:)`).
    public func sceneDidBecomeActive(_ scene: UIScene) {
        reporting { () throws(SceneError) in try router.activate(Self.identity(of: scene)) }
    }

    /// Forgets `scene` and its navigator (`sceneDidDisconnect(_:)`).
    public func sceneDidDisconnect(_ scene: UIScene) {
        reporting { () throws(SceneError) in try router.disconnect(Self.identity(of: scene)) }
    }

    /// Opens each URL UIKit handed `scene` where the router says
    /// (`scene(_:openURLContexts:)`).
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { open(.url(context.url), receivedBy: scene) }
    }

    /// Opens the link `userActivity` stands for where the router says, or in `scene`
    /// when the activity is a new-scene request (`scene(_:continue:)`).
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let request = userActivity.userInfo?[Self.requestKey] as? String,
            let link = requested.removeValue(forKey: request)
        {
            reporting { () throws(SceneError) in
                try router.open(link, in: Self.identity(of: scene))
            }
        } else if let link = links(userActivity) {
            open(link, receivedBy: scene)
        }
    }

    /// Opens `link`, read from a notification or by the app, where the router says.
    public func open(_ link: SceneLink<Route>) {
        open(link, receivedBy: nil)
    }

    /// The activity UIKit keeps for `scene` and hands back when it connects again
    /// (`stateRestorationActivity(for:)`), or `nil` when its screens cannot be saved.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let data: Data
        do {
            data = try router.restorationData(for: Self.identity(of: scene))
        } catch {
            onError(error)
            return nil
        }
        let activity = NSUserActivity(activityType: activityType)
        activity.userInfo = [Self.navigationKey: data]
        return activity
    }

    /// Restores `scene` from the activity UIKit hands over after it connected
    /// (`scene(_:restoreInteractionStateWith:)`).
    public func scene(
        _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
    ) {
        guard let data = stateRestorationActivity.userInfo?[Self.navigationKey] as? Data else {
            return
        }
        reporting { () throws(SceneError) in
            try router.restore(Self.identity(of: scene), from: data)
        }
    }

    /// Routes `link` and brings the scene forward, or asks for a new one.
    private func open(_ link: SceneLink<Route>, receivedBy receiver: UIScene?) {
        let routing: SceneRouting<Route>
        do {
            routing = try router.open(link)
        } catch {
            onError(error)
            return
        }
        let application = UIApplication.shared
        switch routing {
        case .shown(let scene), .opened(let scene):
            guard receiver.map(Self.identity(of:)) != scene,
                let session = application.openSessions.first(where: {
                    $0.persistentIdentifier == scene.rawValue
                })
            else { return }
            application.requestSceneSessionActivation(
                session, userActivity: nil, options: nil, errorHandler: nil)
        case .newScene(let link):
            let request = UUID().uuidString
            requested[request] = link
            let activity = NSUserActivity(activityType: activityType)
            activity.userInfo = [Self.requestKey: request]
            application.requestSceneSessionActivation(
                nil, userActivity: activity, options: nil
            ) { @Sendable [weak self] _ in
                // The handler's queue is not documented: forget the link on the main actor.
                Task { @MainActor in self?.requested[request] = nil }
            }
        }
    }

    /// The link a user activity at connect stands for: a new-scene request's, or the app's.
    private func link(for activity: NSUserActivity) -> SceneLink<Route>? {
        if let request = activity.userInfo?[Self.requestKey] as? String {
            return requested.removeValue(forKey: request)
        }
        return links(activity)
    }

    /// Runs `operation`, handing its refusal to ``onError``.
    private func reporting(_ operation: () throws(SceneError) -> Void) {
        do {
            try operation()
        } catch {
            onError(error)
        }
    }

    /// The router's name for `scene`: its session's persistent identifier.
    private static func identity(of scene: UIScene) -> SceneIdentity {
        SceneIdentity(rawValue: scene.session.persistentIdentifier)
    }
}
#endif
