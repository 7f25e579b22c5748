import VIPER

final class DetailScreen {
    func screenshot() -> String { "a method that is no callback" }
}

extension DetailScreen: ScreenLifecycle {
    func screenDidLoad() {}
    func screenDidAppear() {}
    func screenDidDisappear(_ disappearance: ScreenDisappearance) {}
}

/// Not a ScreenLifecycle: its methods are its own.
final class PlainScreen {
    func screenWillAppear() {}
}
