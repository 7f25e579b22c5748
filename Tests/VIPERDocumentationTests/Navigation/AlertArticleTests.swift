import Testing
import VIPERTesting

/// The "Alerts and confirmation dialogs" section of the Navigation article, compiled and
/// run.
@MainActor
@Suite struct AlertArticleTests {
    @Test func theRouterDeletesOnlyWhenTheUserChoosesDelete() async throws {
        let navigator = Navigator()
        let note = try navigator.push(.screen(NoteScreen.self, input: ()))
        let router = try #require(navigator.screen(NoteScreen.self, for: note)).router
        let asking = Task { try await router.confirmDelete() }
        while navigator.state.alert == nil { await Task.yield() }
        navigator.assertAlert(title: "Delete this note?", buttons: ["Delete", "Cancel"])
            .tap("Delete")
        #expect(try await asking.value)
    }

    @Test func aDeepLinkWhileTheAlertIsUpAnswersNoDelete() async throws {
        let navigator = Navigator()
        let note = try navigator.push(.screen(NoteScreen.self, input: ()))
        let router = try #require(navigator.screen(NoteScreen.self, for: note)).router
        let asking = Task { try await router.confirmDelete() }
        while navigator.state.alert == nil { await Task.yield() }
        try navigator.dismissAll()
        #expect(try await asking.value == false)
    }
}

// MARK: - Fixtures

enum NoteAction: Hashable, Sendable {
    case delete
    case keep
}

@MainActor
final class NoteRouter {
    let navigation: NavigationHandle<Never>

    init(navigation: NavigationHandle<Never>) {
        self.navigation = navigation
    }

    func confirmDelete() async throws -> Bool {
        let alert = NavigationAlert(
            title: "Delete this note?", message: "You cannot undo this.",
            buttons: [
                AlertButton("Delete", role: .destructive, action: NoteAction.delete),
                AlertButton("Cancel", role: .cancel, action: NoteAction.keep),
            ])
        return try await navigation.showAlertForResult(alert) == .delete
    }
}

@MainActor
final class NoteScreen {
    let router: NoteRouter
    init(router: NoteRouter) { self.router = router }
}

extension NoteScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, Never>) -> NoteScreen {
        NoteScreen(router: NoteRouter(navigation: dependency.navigation))
    }
}
