#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
import VIPER

/// Shows a ``VIPER/Navigator`` in a SwiftUI hierarchy, with SwiftUI's containers for tabs
/// and splits; works on iOS 15.
///
/// Each view makes its own ``NavigationHost`` (and so its own navigation controllers)
/// when SwiftUI creates its controller, and detaches it (``NavigationHost/detach()``)
/// when SwiftUI removes it. Every stack is a `UINavigationController`; a tabs layer is a
/// SwiftUI `TabView` of its tabs' navigation controllers, with the tab items
/// `tabItem` makes (grouped tabs on iOS 18: a `.sidebarAdaptable` one, a `TabSection` per
/// outermost group, the user's hidden tabs and order reported as the customisation), and
/// a split layer a `NavigationSplitView` of its columns' (iOS 16;
/// before, UIKit's `UISplitViewController`). The tab view's selection is the navigator's
/// selected tab: the user's tap is reported as ``VIPER/Navigator/platformDidSelect(_:)``
/// once the guards allow it (``VIPER/NavigationReconciler/containerDidPick(_:inLayer:)``),
/// and the tab view goes back to the navigator's tab when they do not; a tap on the
/// selected tab pops nothing. The split view shows its columns in regular width and the
/// navigator's collapsed stack in compact width, and reports each change of the width as
/// ``VIPER/Navigator/platformDidCollapse(splitShowing:)`` or
/// ``VIPER/Navigator/platformDidExpand(splitShowing:)``. A UIKit app shows the navigator
/// with a ``NavigationHost`` in its window instead, with UIKit's tab bar and split view
/// controllers. Keep one navigator per scene,
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
///         NavigatorView(navigator: scene.navigator) { tag in
///             Label(tag == .articles ? "Articles" : "Settings",
///                   systemImage: tag == .articles ? "list.bullet" : "gear")
///         }
///         .ignoresSafeArea()
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

    /// Makes the tab item of each tab.
    let tabItem: @MainActor (NavigationTabTag) -> AnyView

    /// Creates a view showing a navigator whose tabs, if it has any, are labelled with
    /// their tags.
    ///
    /// - Parameters:
    ///   - navigator: The navigator; keep it in the scene, and show it in one view.
    ///   - configure: Sets up the host the view makes (its presentation styles, its
    ///     error handler).
    public init(
        navigator: Navigator, configure: @escaping @MainActor (NavigationHost) -> Void = { _ in }
    ) {
        self.init(navigator: navigator, configure: configure) { Text($0.rawValue) }
    }

    /// Creates a view showing a navigator, with the tab item of each tab.
    ///
    /// ```swift
    /// NavigatorView(navigator: navigator) { tag in
    ///     Label(tag.rawValue.capitalized, systemImage: symbols[tag] ?? "circle")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator; keep it in the scene, and show it in one view.
    ///   - configure: Sets up the host the view makes (its presentation styles, its
    ///     error handler).
    ///   - tabItem: Makes a tab's item in the tab bar, usually a `Label`; SwiftUI
    ///     calls it whenever it draws the tab view.
    public init<TabItem: View>(
        navigator: Navigator, configure: @escaping @MainActor (NavigationHost) -> Void = { _ in },
        @ViewBuilder tabItem: @escaping @MainActor (NavigationTabTag) -> TabItem
    ) {
        self.navigator = navigator
        self.configure = configure
        self.tabItem = { AnyView(tabItem($0)) }
    }

    /// Creates the coordinator that keeps this view's host.
    ///
    /// - Returns: An empty coordinator.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Makes a host for the navigator and returns its root's container: a navigation
    /// controller, or a hosting controller that shows the tab or split view.
    ///
    /// - Parameter context: The representable's context.
    /// - Returns: The new host's ``NavigationHost/rootViewController``.
    public func makeUIViewController(context: Context) -> UIViewController {
        let tabItem = tabItem
        let host = NavigationHost(navigator: navigator) { content in
            SwiftUIContainer.make(for: content, tabItem: tabItem)
        }
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
