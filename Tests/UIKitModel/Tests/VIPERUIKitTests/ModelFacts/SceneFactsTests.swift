import Testing
import UIKit

extension UIKitModelSuite {
    /// The model's scenes, sessions and activation requests against UIKitFacts.md
    /// ("Scenes").
    @Suite @MainActor
    struct SceneFactsTests {
        init() { freshModel() }

        /// "Scenes": a session keeps its identifier, and the app's open sessions list it
        /// whether its scene has a window or not.
        @Test func aSessionKeepsItsIdentifierAndIsAmongTheOpenSessions() {
            let scene = UIWindowScene()
            let other = UIWindowScene(session: UISceneSession(persistentIdentifier: "saved"))
            #expect(scene.session.persistentIdentifier != other.session.persistentIdentifier)
            #expect(other.session.persistentIdentifier == "saved")
            #expect(UIApplication.shared.openSessions == [scene.session, other.session])
        }

        /// "Scenes": a request is recorded with its session (`nil` for a new scene) and
        /// activity, and the system's connection hands that activity to the new scene.
        @Test func anActivationRequestIsRecordedAndItsActivityReachesTheNewScene() {
            let existing = UIWindowScene()
            let activity = NSUserActivity(activityType: "org.example.request")
            UIApplication.shared.requestSceneSessionActivation(
                existing.session, userActivity: nil, options: nil)
            UIApplication.shared.requestSceneSessionActivation(
                nil, userActivity: activity, options: UIScene.ActivationRequestOptions())
            #expect(UIKitModel.activationRequests.map(\.session) == [existing.session, nil])
            #expect(UIKitModel.activationRequests.last?.userActivity === activity)
            #expect(
                UIKitModel.trace == [
                    "application requestSceneSessionActivation(\(existing.session.persistentIdentifier))",
                    "application requestSceneSessionActivation(nil)",
                ])
            let options = UIScene.ConnectionOptions(userActivities: [activity])
            #expect(options.userActivities.first === activity)
            #expect(options.urlContexts.isEmpty)
        }
    }
}
