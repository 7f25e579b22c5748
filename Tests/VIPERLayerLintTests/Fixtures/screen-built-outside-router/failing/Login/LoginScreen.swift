final class LoginScreen {
    func didTapProfile() {
        // expect: screen-built-outside-router, column 17
        present(ProfileViewController.init(user: "me"))
    }
}
