protocol LoginPresenting: AnyObject {
    var view: LoginView? { get }
}

final class LoginPresenter: LoginPresenting {
    weak var view: LoginView?
    private let headerView: WeakReference<any HeaderView>
    private weak var footerView: FooterView?
    static let previewView = "a static property holds no module's view"
    var summaryView: SummaryView { SummaryView() }
    // var strongView: LoginView
    let title = "let view: LoginView"

    init(headerView: WeakReference<any HeaderView>) {
        self.headerView = headerView
        let view = headerView.object
        _ = view
    }
}

final class SignupPresenter {
    private weak var screen: SignupScreen?
    private let controller: WeakReference<SignupViewController>
    private let title: String

    init(controller: WeakReference<SignupViewController>, title: String) {
        self.controller = controller
        self.title = title
    }
}
