final class LoginPresenter {
    func didTapHelp() {
        // expect: screen-built-outside-router, column 35
        let detail = DetailScreen.make(withDependency: 42)
        // expect: screen-built-outside-router, column 20
        let help = HelpViewController(topic: "login")
        show(detail, help)
    }
}
