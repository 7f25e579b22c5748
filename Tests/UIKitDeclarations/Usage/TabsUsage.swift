// The code of the article "Putting the Navigator on screen", section "Tabs and split
// view", as an app writes it; type-checked on Linux against the glue by
// .ci/typecheck-uikit.
import UIKit
import VIPER
import VIPERUIKit

extension NavigationTabTag {
    static let inbox: Self = "inbox"
    static let settings: Self = "settings"
}

/// A scene whose root is a tab bar: the navigator gets its tabs before the host is made.
@MainActor
final class TabsSceneSetup {
    var host: NavigationHost?

    func install(in window: UIWindow) throws(NavigationError) {
        let navigator = Navigator()
        try navigator.setLayout(
            .tabs(
                [
                    .init(.inbox, [.screen(ArticleListScreen.self, input: ())]),
                    .init(.settings, [.screen(ArticleScreen.self, input: "Settings")]),
                ], selected: .inbox))
        let host = NavigationHost(navigator: navigator)
        host.tabBarItem = { tag in
            UITabBarItem(title: tag == .inbox ? "Inbox" : "Settings", image: nil, tag: 0)
        }
        self.host = host
        window.rootViewController = host.rootViewController
        window.makeKeyAndVisible()
        try navigator.push(.screen(ArticleScreen.self, input: "Hello"), in: .tab(.settings))
        try navigator.select(.settings)
    }
}

/// A scene whose root is a split: a sidebar and a detail column.
@MainActor
final class SplitSceneSetup {
    var host: NavigationHost?

    func install(in window: UIWindow) throws(NavigationError) {
        let navigator = Navigator()
        try navigator.setLayout(
            .split(
                primary: [.screen(ArticleListScreen.self, input: ())],
                secondary: [.screen(ArticleScreen.self, input: "Pick an article")]))
        let host = NavigationHost(navigator: navigator)
        self.host = host
        window.rootViewController = host.rootViewController
        try navigator.setStack(
            [.screen(ArticleScreen.self, input: "Hello")], in: .column(.secondary))
        if let error = host.lastConfigurationError { print(error) }
    }
}
