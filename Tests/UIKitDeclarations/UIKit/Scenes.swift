// Declarations of the scene API that the Navigation article's state restoration and deep
// links use, with the iOS 15 SDK's signatures and isolation; never linked, never run.
import Foundation

/// A record of what the user was doing (Foundation: `NSUserActivity`).
///
/// Declared here because Linux's Foundation has no `NSUserActivity`.
open class NSUserActivity: NSObject {
    /// Creates an activity of a type.
    ///
    /// - Parameter activityType: The activity's type, a reverse-DNS string.
    public init(activityType: String) {}

    /// Property-list values that describe the activity.
    open var userInfo: [AnyHashable: Any]?

    /// The web page the activity shows, for a universal link or Handoff to a browser.
    open var webpageURL: URL?
}

/// A part of the app's interface (UIKit: `UIScene`, iOS 13).
@MainActor
open class UIScene: UIResponder {
    /// What the system knows about the scene.
    open var session: UISceneSession { declarationOnly() }

    /// Why a scene connects (UIKit: `UIScene.ConnectionOptions`, iOS 13).
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open; empty when there are none.
        open var urlContexts: Set<UIOpenURLContext> { declarationOnly() }

        /// The user activities to continue (Handoff, Spotlight, a requested scene's).
        open var userActivities: Set<NSUserActivity> { declarationOnly() }
    }

    /// How the system activates or creates a scene (UIKit: `UIScene.ActivationRequestOptions`).
    @MainActor
    open class ActivationRequestOptions: NSObject {}
}

/// A scene with windows (UIKit: `UIWindowScene`, iOS 13).
@MainActor
open class UIWindowScene: UIScene {}

/// The system's record of a scene (UIKit: `UISceneSession`, iOS 13).
@MainActor
open class UISceneSession: NSObject {
    /// The session's identifier, the same across launches.
    open var persistentIdentifier: String { declarationOnly() }

    /// The activity the scene's delegate returned before it disconnected, if available.
    open var stateRestorationActivity: NSUserActivity?
}

/// A URL to open, with how to open it (UIKit: `UIOpenURLContext`, iOS 13).
@MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    open var url: URL { declarationOnly() }
}

/// The delegate of a scene (UIKit: `UISceneDelegate`, iOS 13); every method is optional.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene became active: it is in the foreground and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)

    /// The system removed the scene; its session may connect a scene again later.
    func sceneDidDisconnect(_ scene: UIScene)

    /// The scene is asked to continue a user activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

    /// The scene connects to the app.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)

    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    /// The activity that describes the scene's state, to restore it later.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

    /// The scene's restoration activity, when it could not be read at connect
    /// (UIKit: `scene(_:restoreInteractionStateWith:)`).
    func scene(
        _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}

    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}

    /// Does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}

    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

    /// No activity.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }

    /// Does nothing.
    public func scene(
        _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
    ) {}
}

/// The delegate of a window scene (UIKit: `UIWindowSceneDelegate`, iOS 13).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

/// The app as the system runs it (UIKit: `UIApplication`).
@MainActor
open class UIApplication: UIResponder {
    /// The app's instance.
    open class var shared: UIApplication { declarationOnly() }

    /// The sessions of the app's scenes, connected or not (iOS 13).
    open var openSessions: Set<UISceneSession> { declarationOnly() }

    /// Asks the system to bring `sceneSession`'s scene forward, or with `nil` to create a
    /// new scene, handing it `userActivity` (iOS 13).
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
        options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
    ) {}
}
