import VIPER

/// A classic VIPER developer's UIKit names on a screen that is no view controller: the
/// navigator calls none of them.
final class ArticlesScreen: ScreenLifecycle {
    func viewDidLoad() {}  // expect: lifecycle-callback-name, column 10
    func viewWillAppear() {}  // expect: lifecycle-callback-name, column 10
    func viewDidAppear(_ animated: Bool) {}  // expect: lifecycle-callback-name, column 10
}

extension ArticlesScreen {
    func viewWillDisappear() {}  // expect: lifecycle-callback-name, column 10
    func viewDidDisappear(_ animated: Bool) {}  // expect: lifecycle-callback-name, column 10
}
