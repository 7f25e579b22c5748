import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

/// A screen that navigates from its `viewDidLoad`, as a generated `--uikit` module does when
/// it forwards `viewDidLoad` to its presenter.
@MainActor
final class EagerScreen: UIViewController {
    var navigation: NavigationHandle<Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = try? navigation?.push(.named("pushed from viewDidLoad"))
    }
}

extension EagerScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, Never>) -> EagerScreen {
        let screen = EagerScreen(nibName: nil, bundle: nil)
        screen.title = "eager"
        screen.navigation = dependency.navigation
        return screen
    }
}

extension UIKitModelSuite {
    /// Screen code UIKit runs inside a command, and the app's own presentations around the
    /// host's (PuttingTheNavigatorOnScreen.md, "What is verified on Linux").
    @Suite @MainActor
    struct LoadingTests {
        init() { freshModel() }

        @Test func aScreenThatNavigatesFromViewDidLoadIsShownWithWhatItPushed() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            try scene.navigator.present(.screen(EagerScreen.self, input: ()))
            await settle()
            #expect(
                scene.titles(scene.presented.first as? UINavigationController) == [
                    "eager", "pushed from viewDidLoad",
                ])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aSheetAskedForWhileTheAppsAlertIsDismissedAppearsOnceItIsGone() async throws {
            let scene = HostedScene()
            try scene.navigator.push(.named("list"))
            await settle()
            let alert = UIAlertController(title: "Own", message: nil, preferredStyle: .alert)
            scene.host.rootViewController.present(alert, animated: false)
            await settle()
            alert.presentingViewController?.dismiss(animated: true)
            try scene.navigator.present(.named("sheet"))
            await settle()
            #expect(scene.presented.count == 1)
            #expect(scene.titles(scene.presented.first as? UINavigationController) == ["sheet"])
            #expect(scene.host.reconciler?.lostCompletionCount == 0)
            #expect(scene.showsState)
            expectUIKitContent()
        }
    }
}
