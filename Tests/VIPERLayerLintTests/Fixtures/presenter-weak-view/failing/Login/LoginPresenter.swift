final class LoginPresenter {
    var view: LoginView?  // expect: presenter-weak-view, column 9
    private let headerView: any HeaderView  // expect: presenter-weak-view, column 17
    unowned let footer: FooterView  // expect: presenter-weak-view, column 17
    private var cells: [CellView] = []  // expect: presenter-weak-view, column 17
    var badgeView: BadgeView? { didSet { print("set") } }  // expect: presenter-weak-view, column 9
}

struct ProfilePresenter {
    let view: ProfileView  // expect: presenter-weak-view, column 9
}

final class SignupPresenter {
    private let screen: SignupScreen  // expect: presenter-weak-view, column 17
    var controller: SignupViewController?  // expect: presenter-weak-view, column 9
}
