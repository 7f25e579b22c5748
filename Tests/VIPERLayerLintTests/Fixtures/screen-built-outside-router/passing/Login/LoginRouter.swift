import UIKit

final class LoginRouter {
    private let navigation: NavigationHandle<Never>

    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }

    func showHelp() {
        let help = HelpViewController(topic: "login")
        navigation.present(help)
        let detail = DetailScreen.make(withDependency: 42)
        navigation.show(detail)
    }
}
