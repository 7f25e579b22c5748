// The code of the article "Putting the Navigator on screen", as an app writes it; type-
// checked on Linux against the glue by .ci/typecheck-uikit.
import SwiftUI
import UIKit
import VIPER
import VIPERUIKit

/// A UIKit screen.
final class ArticleListScreen: UIViewController, @MainActor DependencyInjectable {
    let navigation: NavigationHandle<Never>

    init(navigation: NavigationHandle<Never>) {
        self.navigation = navigation
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    static func make(withDependency dependency: Navigated<Void, Never>) -> ArticleListScreen {
        ArticleListScreen(navigation: dependency.navigation)
    }
}

/// A SwiftUI screen inside a hosting controller.
final class ArticleScreen: UIHostingController<ArticleView>, @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<String, Never>) -> ArticleScreen {
        ArticleScreen(rootView: ArticleView(title: dependency.input))
    }
}

struct ArticleView: View {
    let title: String
    var body: some View { Text(title) }
}

/// An editor that refuses to be swiped away with unsaved edits.
final class EditorScreen: UIViewController, ScreenGuard, @MainActor DependencyInjectable {
    var hasUnsavedEdits = false

    static func make(withDependency dependency: Void) -> EditorScreen {
        EditorScreen(nibName: nil, bundle: nil)
    }

    func shouldLeave(_ change: NavigationChange) -> NavigationGuardDecision {
        hasUnsavedEdits ? .veto("unsaved edits") : .allow
    }
}

/// The scene delegate's part.
@MainActor
final class SceneSetup {
    var host: NavigationHost?

    func install(in window: UIWindow) throws(NavigationError) {
        let navigator = Navigator()
        try navigator.push(.screen(ArticleListScreen.self, input: ()))
        let host = NavigationHost(navigator: navigator)
        host.onConfigurationError = { error in print(error) }
        host.modalPresentationStyles = { style in
            style == PresentationStyle(rawValue: "popover")
                ? .popover : style.defaultModalPresentationStyle
        }
        self.host = host
        window.rootViewController = host.rootViewController
        window.makeKeyAndVisible()
        try navigator.push(.screen(ArticleScreen.self, input: "Hello"))
        try navigator.present(.screen(EditorScreen.self, dependency: ()))
    }
}

/// SwiftUI hosting.
struct RootView: View {
    let navigator: Navigator
    var body: some View { NavigatorView(navigator: navigator) }
}

/// The article's routes, so that a scene can save and restore its navigation.
enum ArticleRoute: NavigationRoute {
    case list
    case article(String)
}

/// One window's navigation: its own navigator, restored from and saved to that window's
/// restoration payload.
@MainActor
final class ArticlesNavigation {
    let navigator = Navigator()
    private var started = false
    private let routes = RouteTable<ArticleRoute> { route in
        switch route {
        case .list: .screen(ArticleListScreen.self, input: ())
        case .article(let title): .screen(ArticleScreen.self, input: title)
        }
    }

    init() {
        _ = try? navigator.push(.route(ArticleRoute.list, using: routes))
    }

    func restore(_ saved: Data?) {
        guard let saved, !saved.isEmpty else { return }
        try? navigator.restore(from: saved, using: routes)
    }

    func save() -> Data? {
        try? navigator.restorationData(ArticleRoute.self)
    }

    /// Restores `saved` once, then hands `store` the navigation after every change.
    func start(restoring saved: Data, saveTo store: @escaping @MainActor (Data) -> Void) {
        guard !started else { return }
        started = true
        restore(saved)
        navigator.addObserver { [unowned self] _ in
            if let data = save() { store(data) }
        }
    }
}

/// UIKit: the system makes one scene delegate per window; each makes its own navigation
/// and host, and restores from its own session.
final class ArticlesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let navigation = ArticlesNavigation()
    private var host: NavigationHost?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        navigation.restore(session.stateRestorationActivity?.userInfo?["navigation"] as? Data)
        let host = NavigationHost(navigator: navigation.navigator)
        self.host = host
        window = UIWindow(windowScene: scene)
        window?.rootViewController = host.rootViewController
        window?.makeKeyAndVisible()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let saved = navigation.save() else { return nil }
        let activity = NSUserActivity(activityType: "org.example.articles.navigation")
        activity.userInfo = ["navigation": saved]
        return activity
    }
}

/// SwiftUI: `WindowGroup` makes one `ArticlesWindow` per window; each keeps its own
/// navigation in `@State` and its restoration in `@SceneStorage`.
@main
struct ArticlesApp: App {
    var body: some Scene {
        WindowGroup { ArticlesWindow() }
    }
}

struct ArticlesWindow: View {
    @SceneStorage("navigation") private var saved = Data()
    @State private var navigation = ArticlesNavigation()

    var body: some View {
        NavigatorView(navigator: navigation.navigator) { host in
            host.guardedBackButtonTitle = "Done"
        }
        .onAppear {
            navigation.start(restoring: saved) { saved = $0 }
        }
    }
}
