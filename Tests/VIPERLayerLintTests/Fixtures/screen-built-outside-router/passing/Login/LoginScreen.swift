// DetailScreen(id: 1) in a comment builds nothing.
final class LoginScreen {
    let hint = "DetailViewController() and make(withDependency: 1) in a string neither"
    private let presenter: LoginPresenter

    init(presenter: LoginPresenter) { self.presenter = presenter }

    func tapHelp() { presenter.didTapHelp(from: LoginScreen.self) }
    func makeScreen() {}
}

extension LoginScreen: DependencyInjectable {
    // The factory is the module's assembly, wherever it is written.
    static func make(withDependency dependency: Void) -> LoginScreen {
        LoginScreen(presenter: LoginPresenter())
    }
}

protocol Screens {
    func make(withDependency dependency: Int) -> Self
}
