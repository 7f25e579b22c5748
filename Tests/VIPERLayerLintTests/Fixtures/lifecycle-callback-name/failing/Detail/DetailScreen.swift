import VIPER

final class DetailScreen: ScreenLifecycle {
    func screenWillAppear() {}  // expect: lifecycle-callback-name, column 10
    func screenDidDisappear() {}  // expect: lifecycle-callback-name, column 10
}

extension DetailScreen {
    func screenDidAppear(_ animated: Bool) {}  // expect: lifecycle-callback-name, column 10
    // expect: lifecycle-callback-name, column 10
    func screenDidDisappear(_ disappearance: ScreenDisappearance, animated: Bool) {}
}
