// The code of the article "Putting the Navigator on screen", section "Tabs and split
// view in SwiftUI", as an app writes it; type-checked on Linux against the glue by
// .ci/typecheck-uikit.
import SwiftUI
import VIPER
import VIPERUIKit

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

/// A tab-rooted SwiftUI scene: `NavigatorView` draws the tabs as a `TabView` whose
/// selection is the navigator's; the app gives each tab its item.
struct TabsScene: View {
    @State private var model = TabsSceneModel()

    var body: some View {
        NavigatorView(navigator: model.navigator) { tag in
            if tag == .articles {
                Label("Articles", systemImage: "list.bullet")
            } else {
                Label("Bookmarks", systemImage: "bookmark")
            }
        }
        .ignoresSafeArea()
    }
}

/// Tab items and a host configuration together: both closures, labelled.
struct ConfiguredTabsScene: View {
    let navigator: Navigator

    var body: some View {
        NavigatorView(
            navigator: navigator,
            configure: { host in host.guardedBackButtonTitle = "Cancel" },
            tabItem: { tag in Label(tag.rawValue, systemImage: "circle") })
    }
}

/// A split-rooted SwiftUI scene: a `NavigationSplitView` on iOS 16 and later, with the
/// navigator's collapsed stack in compact width; the same view on iOS 15 shows UIKit's
/// split view controller.
struct SplitScene: View {
    let navigator: Navigator

    var body: some View {
        NavigatorView(navigator: navigator).ignoresSafeArea()
    }

    static func makeNavigator() throws(NavigationError) -> Navigator {
        let navigator = Navigator()
        try navigator.setLayout(
            .split(
                primary: [.screen(ArticleListScreen.self, input: ())],
                secondary: [.screen(ArticleScreen.self, input: "Pick an article")]))
        return navigator
    }
}

/// Code drives the tab view: a deep link selects a tab and pushes in it; the tab view
/// follows.
@MainActor
func openBookmark(_ title: String, in navigator: Navigator) throws(NavigationError) {
    try navigator.select(.bookmarks)
    try navigator.push(.screen(ArticleScreen.self, input: title))
}
