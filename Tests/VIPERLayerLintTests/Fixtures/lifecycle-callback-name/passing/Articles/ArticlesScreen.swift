import VIPER

/// A screen that forwards the callbacks to its presenter's UIKit-named methods.
final class ArticlesScreen: ScreenLifecycle {
    let presenter = ArticlesPresenter()

    func screenDidLoad() { presenter.viewDidLoad() }
    func screenDidAppear() { presenter.viewWillAppear() }
}

/// Not a ScreenLifecycle: its UIKit-named methods are its own.
final class ArticlesPresenter {
    func viewDidLoad() {}
    func viewWillAppear() {}
}

/// A view controller that adopts ScreenLifecycle too: UIKit calls its overrides.
final class ArticlesViewController: UIViewController, ScreenLifecycle {
    override func viewDidLoad() {}
    override func viewWillAppear(_ animated: Bool) {}
    override func viewDidDisappear(_ animated: Bool) {}
}
