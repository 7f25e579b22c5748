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
    let host: NavigationHost
    var body: some View { NavigatorView(host: host) }
}
