// NB: the code of the "Testing Navigation" article's section "A real interactor that answers
// later", run here (.ci/check-snippets compiles it as the article shows it). The
// article's `SignInScreen` is the one of ProfileModule.swift, the same declaration.

import Testing
import VIPER
import VIPERTesting

protocol AccountService: Sendable {
    func currentUser() async throws -> String
}

struct SignedOut: Error {}

enum AccountServiceKey: NavigationEnvironmentKey {
    static let defaultValue: any AccountService = NoAccounts()

    struct NoAccounts: AccountService {
        func currentUser() async throws -> String { throw SignedOut() }
    }
}

@MainActor
final class StartPresenter {
    private let loadUser: AnyUseCase<Void, String, any Error>
    private let navigation: NavigationHandle<Never>
    private(set) var refusal: NavigationError?

    init(loadUser: some UseCase<Void, String, any Error>, navigation: NavigationHandle<Never>) {
        self.loadUser = AnyUseCase(loadUser)
        self.navigation = navigation
    }

    func viewDidLoad() {
        // Runs for the screen: cancelled if the user leaves before the answer.
        navigation.execute(loadUser, ()) { [weak self] result in
            guard let self else { return }
            do throws(NavigationError) {
                switch result {
                case .success(let user):
                    try navigation.push(.screen(HomeScreen.self, dependency: user))
                case .failure: try navigation.push(.screen(SignInScreen.self, dependency: ()))
                }
            } catch {
                refusal = error  // the user left the start screen meanwhile
            }
        }
    }
}

@MainActor
final class StartScreen: ScreenLifecycle {
    let presenter: StartPresenter
    init(presenter: StartPresenter) { self.presenter = presenter }
    func screenDidLoad() { presenter.viewDidLoad() }
}

extension StartScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, Never>) -> StartScreen {
        let service = dependency.navigation.environment[AccountServiceKey.self]
        let loadUser = AnyUseCase { try await service.currentUser() }  // the real interactor
        return StartScreen(
            presenter: StartPresenter(loadUser: loadUser, navigation: dependency.navigation))
    }
}

@MainActor
final class HomeScreen: @MainActor DependencyInjectable {
    let user: String
    init(user: String) { self.user = user }
    static func make(withDependency user: String) -> HomeScreen { HomeScreen(user: user) }
}

/// Answers with a fixed result, and records each call in a log.
final class AccountServiceSpy: AccountService {
    let log: CallLog
    let answer: Result<String, SignedOut>
    init(log: CallLog, answer: Result<String, SignedOut>) {
        self.log = log
        self.answer = answer
    }

    func currentUser() async throws -> String {
        log.record("service.currentUser")
        return try answer.get()
    }
}

@MainActor
@Suite struct StartScreenTests {
    let log = CallLog()
    let navigator = Navigator()

    @Test func aSignedInUserLandsOnHome() async throws {
        navigator.environment[AccountServiceKey.self] = AccountServiceSpy(
            log: log, answer: .success("Hanako"))
        try navigator.push(.screen(StartScreen.self, input: ()))

        await navigator.runUntilIdle()

        #expect(navigator.assertTop(HomeScreen.self)?.user == "Hanako")
        log.assertCalls(["service.currentUser()"])
    }

    @Test func aSignedOutUserIsSentToSignIn() async throws {
        navigator.environment[AccountServiceKey.self] = AccountServiceSpy(
            log: log, answer: .failure(SignedOut()))
        try navigator.push(.screen(StartScreen.self, input: ()))

        await navigator.runUntilIdle()  // the service answered, the presenter navigated

        navigator.assertStack([StartScreen.self, SignInScreen.self])
    }
}
