// The scene-restoration and deep-link code of the Navigation article's "Restoring and
// deep-linking a whole app", as an app writes it; type-checked on Linux against the glue
// by .ci/typecheck-uikit.
import Foundation
import SwiftUI
import UIKit
import VIPER
import VIPERUIKit

enum ShelfRoute: NavigationRoute {
    case shelf
    case book(id: Int)
}

/// A screen of the shelf app.
final class ShelfScreen: UIViewController, @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<String, Never>) -> ShelfScreen {
        ShelfScreen(nibName: nil, bundle: nil)
    }
}

/// Where books come from.
actor Library {
    func book(_ id: Int) async throws -> String { "book \(id)" }
}

/// The app: its navigator, its routes, how it saves, restores and opens links.
@MainActor
final class ShelfApp {
    let navigator = Navigator()
    let routes: AsyncRouteTable<ShelfRoute>
    private var started = false

    init(library: Library = Library()) {
        routes = AsyncRouteTable { route in
            switch route {
            case .shelf: .screen(ShelfScreen.self, input: "shelf")
            case .book(let id): .screen(ShelfScreen.self, input: try await library.book(id))
            }
        } deepLinks: { url in
            guard url.host == "books", let id = Int(url.lastPathComponent) else { return nil }
            return RouteState(root: [.shelf, .book(id: id)])
        }
    }

    func save() throws -> Data {
        try navigator.restorationData(ShelfRoute.self)
    }

    func restore(_ saved: Data) async throws {
        try await navigator.restore(from: saved, using: routes)
    }

    func open(_ link: URL) async throws {
        try await navigator.open(link, using: routes)
    }

    /// Restores `saved` once, then hands `store` the navigation after every change.
    func start(restoring saved: Data, saveTo store: @escaping @MainActor (Data) -> Void) async {
        guard !started else { return }
        started = true
        if !saved.isEmpty { try? await restore(saved) }
        navigator.addObserver { [unowned self] _ in
            if let data = try? save() { store(data) }
        }
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let app = ShelfApp()

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        let saved = session.stateRestorationActivity?.userInfo?["navigation"] as? Data
        let link = connectionOptions.urlContexts.first?.url
        Task {
            if let saved { try? await app.restore(saved) }
            if let link { try? await app.open(link) }
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let link = URLContexts.first?.url else { return }
        Task { try? await app.open(link) }
    }

    // The activity arrives here instead when it could not be read at connect.
    func scene(
        _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
    ) {
        guard let saved = stateRestorationActivity.userInfo?["navigation"] as? Data else { return }
        Task { try? await app.restore(saved) }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let saved = try? app.save() else { return nil }
        let activity = NSUserActivity(activityType: "org.example.shelf.navigation")
        activity.userInfo = ["navigation": saved]
        return activity
    }
}

struct ShelfScene: View {
    let app: ShelfApp
    @SceneStorage("navigation") private var saved = Data()

    var body: some View {
        NavigatorView(navigator: app.navigator)
            .onAppear {
                let restored = saved
                Task { await app.start(restoring: restored) { saved = $0 } }
            }
            .onOpenURL { url in
                Task { try? await app.open(url) }
            }
    }
}
