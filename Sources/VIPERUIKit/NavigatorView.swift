#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
import VIPER

/// Shows a ``VIPER/Navigator`` in a SwiftUI hierarchy; works on iOS 15.
///
/// Each view makes its own ``NavigationHost`` (and so its own root navigation
/// controller) when SwiftUI creates its controller, and detaches it
/// (``NavigationHost/detach()``) when SwiftUI removes it. Keep one navigator per scene,
/// in the scene's root view, with its restoration in the scene's `@SceneStorage`: an
/// iPad app shows each window's own navigator, never one controller in two windows.
/// Show a navigator in one `NavigatorView` at a time.
///
/// ```swift
/// @main
/// struct ArticlesApp: App {
///     var body: some Scene {
///         WindowGroup { ArticlesScene() }   // one ArticlesScene per window
///     }
/// }
///
/// struct ArticlesScene: View {
///     @StateObject private var scene = ArticlesSceneModel()   // owns the Navigator
///     @SceneStorage("navigation") private var saved = Data()
///
///     var body: some View {
///         NavigatorView(navigator: scene.navigator).ignoresSafeArea()
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
    /// Keeps the host of one representable, from make to dismantle.
    @MainActor
    public final class Coordinator {
        /// The host the view made, until SwiftUI removes the view.
        public fileprivate(set) var host: NavigationHost?
    }

    /// The navigator shown.
    public let navigator: Navigator

    /// Configures the host the view makes, before it shows anything.
    public let configure: @MainActor (NavigationHost) -> Void

    /// Creates a view showing a navigator.
    ///
    /// - Parameters:
    ///   - navigator: The navigator; keep it in the scene, and show it in one view.
    ///   - configure: Sets up the host the view makes (its presentation styles, its
    ///     error handler).
    public init(
        navigator: Navigator, configure: @escaping @MainActor (NavigationHost) -> Void = { _ in }
    ) {
        self.navigator = navigator
        self.configure = configure
    }

    /// Creates the coordinator that keeps this view's host.
    ///
    /// - Returns: An empty coordinator.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Makes a host for the navigator and returns its root's container: a navigation, tab
    /// bar or split view controller.
    ///
    /// - Parameter context: The representable's context.
    /// - Returns: The new host's ``NavigationHost/rootViewController``.
    public func makeUIViewController(context: Context) -> UIViewController {
        let host = NavigationHost(navigator: navigator)
        configure(host)
        context.coordinator.host = host
        return host.rootViewController
    }

    /// Does nothing: the host follows the navigator, not SwiftUI state.
    ///
    /// - Parameters:
    ///   - uiViewController: The root's container.
    ///   - context: The representable's context.
    public func updateUIViewController(
        _ uiViewController: UIViewController, context: Context
    ) {}

    /// Detaches the view's host, so the navigator's screens can be shown again.
    ///
    /// - Parameters:
    ///   - uiViewController: The root's container.
    ///   - coordinator: The coordinator holding the host.
    public static func dismantleUIViewController(
        _ uiViewController: UIViewController, coordinator: Coordinator
    ) {
        coordinator.host?.detach()
        coordinator.host = nil
    }
}
#endif
