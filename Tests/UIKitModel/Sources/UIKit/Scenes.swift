// Scenes, their sessions, the links they are handed and the app's requests to activate or
// create one (UIKitFacts.md, "Scenes"). The model connects no scene by itself: a test plays
// the system, with the requests the app made.

/// A record of what the user was doing (Foundation: `NSUserActivity`); Linux's Foundation
/// has none.
open class NSUserActivity: NSObject {
    /// The activity's type, a reverse-DNS string.
    public let activityType: String
    /// Property-list values that describe the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The web page the activity shows.
    open var webpageURL: URL?

    /// Creates an activity of a type.
    ///
    /// - Parameter activityType: The activity's type.
    public init(activityType: String) {
        self.activityType = activityType
    }
}

/// A part of the app's interface (UIKit: `UIScene`): its session is fixed for its life.
@MainActor
open class UIScene: UIResponder {
    /// What the system knows about the scene.
    public let session: UISceneSession

    /// Creates a scene, as UIKit does when the system connects one.
    ///
    /// - Parameter session: The scene's session; a new one by default.
    package init(session: UISceneSession = UISceneSession()) {
        self.session = session
    }

    /// Why a scene connects (UIKit: `UIScene.ConnectionOptions`).
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open.
        public let urlContexts: Set<UIOpenURLContext>
        /// The user activities available at connect, such as a requested scene's.
        public let userActivities: Set<NSUserActivity>

        /// Creates the options the system hands a connecting scene.
        ///
        /// - Parameters:
        ///   - urlContexts: The URLs to open.
        ///   - userActivities: The user activities.
        package init(
            urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []
        ) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
        }
    }

    /// How the system activates or creates a scene (UIKit:
    /// `UIScene.ActivationRequestOptions`).
    @MainActor
    open class ActivationRequestOptions: NSObject {}
}

/// The system's record of a scene (UIKit: `UISceneSession`); it stays open, with the same
/// identifier, until the model is reset.
@MainActor
open class UISceneSession: NSObject {
    /// The session's identifier, the same across launches.
    public let persistentIdentifier: String
    /// The activity the scene's delegate returned before it disconnected.
    open var stateRestorationActivity: NSUserActivity?

    /// Creates an open session.
    ///
    /// - Parameter persistentIdentifier: The identifier; `session-N` by default.
    package init(persistentIdentifier: String? = nil) {
        self.persistentIdentifier =
            persistentIdentifier ?? "session-\(UIKitModel.sessions.count + 1)"
        super.init()
        UIKitModel.sessions.append(self)
    }
}

/// A URL to open (UIKit: `UIOpenURLContext`).
@MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL

    /// Creates the context the system hands a scene.
    ///
    /// - Parameter url: The URL to open.
    package init(url: URL) {
        self.url = url
    }
}

/// The app as the system runs it (UIKit: `UIApplication`).
@MainActor
open class UIApplication: UIResponder {
    /// A request the app made to activate a scene.
    package struct ActivationRequest {
        /// The session to bring forward; `nil` asks for a new scene.
        package let session: UISceneSession?
        /// The activity to hand the scene.
        package let userActivity: NSUserActivity?
        /// What to call when the system refuses.
        package let errorHandler: ((any Error) -> Void)?
    }

    private static let instance = UIApplication()

    /// The app's instance.
    open class var shared: UIApplication { instance }

    /// The sessions of the app's scenes, connected or not.
    open var openSessions: Set<UISceneSession> { Set(UIKitModel.sessions) }

    /// Records a request to bring a session's scene forward, or with `nil` to create a
    /// scene, handing it `userActivity`; the test plays the system's answer.
    ///
    /// - Parameters:
    ///   - sceneSession: The session, or `nil` for a new scene.
    ///   - userActivity: The activity for the scene.
    ///   - options: How to activate it; the model ignores them.
    ///   - errorHandler: What to call when the system refuses.
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
        options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
    ) {
        UIKitModel.activationRequests.append(
            ActivationRequest(
                session: sceneSession, userActivity: userActivity, errorHandler: errorHandler))
        UIKitModel.record(
            "application",
            "requestSceneSessionActivation(\(sceneSession?.persistentIdentifier ?? "nil"))")
    }
}
