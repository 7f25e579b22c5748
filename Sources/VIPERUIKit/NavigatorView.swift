#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// Shows a ``NavigationHost`` in a SwiftUI hierarchy; works on iOS 15.
///
/// The view shows the host's root navigation controller; presented layers go over it.
/// Keep the host where it lives as long as the scene (the app, or a model object):
/// SwiftUI may create this view many times, but the host owns the controllers.
///
/// ```swift
/// @main
/// struct ArticlesApp: App {
///     let host: NavigationHost = {
///         let navigator = Navigator()
///         try? navigator.push(.screen(ArticleListScreen.self, input: ()))
///         return NavigationHost(navigator: navigator)
///     }()
///
///     var body: some Scene {
///         WindowGroup { NavigatorView(host: host).ignoresSafeArea() }
///     }
/// }
/// ```
///
/// Screens are view controllers; write one as a SwiftUI view inside a
/// `UIHostingController`:
///
/// ```swift
/// final class ArticleScreen: UIHostingController<ArticleView>, @MainActor DependencyInjectable {
///     static func make(withDependency dependency: Navigated<Article, Never>) -> ArticleScreen {
///         ArticleScreen(rootView: ArticleView(article: dependency.input,
///                                             navigation: dependency.navigation))
///     }
/// }
/// ```
@MainActor
public struct NavigatorView: UIViewControllerRepresentable {
    /// The host shown.
    public let host: NavigationHost

    /// Creates a view showing a host.
    ///
    /// - Parameter host: The host; keep it alive elsewhere.
    public init(host: NavigationHost) {
        self.host = host
    }

    /// Returns the host's root navigation controller.
    ///
    /// - Parameter context: The representable's context.
    /// - Returns: ``NavigationHost/rootViewController``.
    public func makeUIViewController(context: Context) -> UINavigationController {
        host.rootViewController
    }

    /// Does nothing: the host follows the navigator, not SwiftUI state.
    ///
    /// - Parameters:
    ///   - uiViewController: The root navigation controller.
    ///   - context: The representable's context.
    public func updateUIViewController(
        _ uiViewController: UINavigationController, context: Context
    ) {}
}
#endif
