extension LoginScreen: DependencyInjectable {
    static func make(withDependency dependency: Navigated<Void, Never>) -> LoginScreen {
        let presenter = LoginPresenter(router: LoginRouter(navigation: dependency.navigation))
        return LoginScreen(presenter: presenter)
    }
}
