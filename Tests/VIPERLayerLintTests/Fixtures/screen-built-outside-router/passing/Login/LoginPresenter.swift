/// A presenter that asks its router to show screens: calling a method whose name ends in
/// "Screen" builds nothing.
final class LoginPresenter {
    let router: LoginRouter

    init(router: LoginRouter) { self.router = router }

    func didTapArticles() {
        presentArticlesScreen(in: router)
        router.presentArticlesScreen(in: self)
        let show = openHelpViewController
        show()
    }

    private func presentArticlesScreen(in router: LoginRouter) {
        router.showArticles()
    }

    private func openHelpViewController() {}
}
