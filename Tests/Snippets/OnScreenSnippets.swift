import UIKit
import VIPER

// The screens of "Putting the Navigator on screen", where a block does not show them,
// type-checked against Tests/UIKitDeclarations. The running versions are
// Tests/UIKitDeclarations/Usage/ and Tests/VIPERTests/OnScreen/. See .ci/check-snippets.

// snippet: UIKitArticleListScreen
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

// snippet: TabsSceneModel
extension NavigationTabTag {
    static let articles: Self = "articles"
    static let bookmarks: Self = "bookmarks"
}

/// The scene's navigator, made once: a tab bar of two stacks.
@MainActor
final class TabsSceneModel {
    let navigator = Navigator()

    init() {
        try? navigator.setLayout(
            .tabs(
                [
                    .init(.articles, [.screen(ArticleListScreen.self, input: ())]),
                    .init(.bookmarks, [.screen(ArticleScreen.self, input: "Bookmarks")]),
                ], selected: .articles))
    }
}

// snippet: ListScreen
/// A first screen for the tests.
@MainActor
final class ListScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Void) -> ListScreen { ListScreen() }
}
