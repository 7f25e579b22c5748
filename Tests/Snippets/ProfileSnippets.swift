import VIPER

// The profile screen of "Testing Presenters": it loads when it first appears and sends
// the user to sign in when loading fails. The running version is
// Tests/VIPERDocumentationTests/TestingPresenters/ProfileModule.swift. See .ci/check-snippets.

// snippet: ProfileScreen
typealias FetchName = AnyUseCase<Void, String, any Error>

@MainActor
protocol ProfileView: AnyObject {
    func show(name: String)
}

@MainActor
final class ProfileInteractor {
    let fetchName: FetchName

    init(fetchName: FetchName) {
        self.fetchName = fetchName
    }

    func loadName(_ completion: @escaping @MainActor (Result<String, any Error>) -> Void) {
        fetchName.executeOnMainActor(completion: completion)
    }

    deinit {
        fetchName.cancel()
    }
}

@MainActor
final class ProfilePresenter {
    weak var view: (any ProfileView)?
    let interactor: ProfileInteractor
    let navigation: NavigationHandle<Never>
    private(set) var refusal: NavigationError?

    init(interactor: ProfileInteractor, navigation: NavigationHandle<Never>) {
        self.interactor = interactor
        self.navigation = navigation
    }

    func viewDidLoad() {
        interactor.loadName { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let name):
                view?.show(name: name)
            case .failure:
                do throws(NavigationError) {
                    try navigation.push(.screen(SignInScreen.self, dependency: ()))
                } catch {
                    refusal = error
                }
            }
        }
    }
}

@MainActor
final class ProfileScreen: ProfileView {
    private(set) var name: String?
    let presenter: ProfilePresenter

    init(presenter: ProfilePresenter) {
        self.presenter = presenter
    }

    func show(name: String) {
        self.name = name
    }
}

extension ProfileScreen: ScreenLifecycle {
    func screenDidLoad() {
        presenter.viewDidLoad()
    }
}

extension ProfileScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<FetchName, Never>) -> ProfileScreen {
        let presenter = ProfilePresenter(
            interactor: ProfileInteractor(fetchName: dependency.input),
            navigation: dependency.navigation)
        let screen = ProfileScreen(presenter: presenter)
        presenter.view = screen
        return screen
    }
}

@MainActor
final class SignInScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Void) -> SignInScreen { SignInScreen() }
}

// snippet: SessionExpired
/// The failure that sends the user to sign in.
struct SessionExpired: Error {}
