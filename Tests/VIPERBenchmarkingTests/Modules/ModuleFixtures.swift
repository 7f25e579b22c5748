import VIPER

// MARK: - Fixtures

/// Services every module shares; the helpers must not count them as part of a module.
final class Services: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

protocol CardView: AnyObject {}
protocol CardOutput: AnyObject {}

/// A 4-part module with weak back references, built by `make(withDependency:)`.
final class CardScreen: CardView, DependencyInjectable {
    let presenter: CardPresenter

    init(presenter: CardPresenter) {
        self.presenter = presenter
    }

    static func make(withDependency services: Services) -> CardScreen {
        CardWiring.byHand(services)
    }
}

final class CardPresenter: CardOutput {
    weak var view: (any CardView)?
    let interactor: CardInteractor
    let router: CardRouter

    init(interactor: CardInteractor, router: CardRouter) {
        self.interactor = interactor
        self.router = router
    }
}

final class CardInteractor {
    weak var output: (any CardOutput)?
    let services: Services

    init(services: Services) {
        self.services = services
    }
}

final class CardRouter {
    weak var view: CardScreen?
}

/// The same module built through `ModuleAssembly`, with its own types.
final class AssembledCard: CardView {
    let presenter: AssembledCardPresenter

    init(presenter: AssembledCardPresenter) {
        self.presenter = presenter
    }
}

final class AssembledCardPresenter: CardOutput {
    let view: WeakReference<any CardView>
    let interactor: AssembledCardInteractor
    let router: AssembledCardRouter

    init(
        view: WeakReference<any CardView>, interactor: AssembledCardInteractor,
        router: AssembledCardRouter
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

final class AssembledCardInteractor {
    let output: WeakReference<any CardOutput>
    let services: Services

    init(output: WeakReference<any CardOutput>, services: Services) {
        self.output = output
        self.services = services
    }
}

final class AssembledCardRouter {
    let view: WeakReference<any CardView>

    init(view: WeakReference<any CardView>) {
        self.view = view
    }
}

/// The ways the tests build the card module.
enum CardWiring {
    static func byHand(_ services: Services) -> CardScreen {
        let interactor = CardInteractor(services: services)
        let router = CardRouter()
        let presenter = CardPresenter(interactor: interactor, router: router)
        let view = CardScreen(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return view
    }

    static func throughModuleAssembly(_ services: Services) -> AssembledCard {
        ModuleAssembly.assemble(view: (any CardView).self, output: (any CardOutput).self) {
            view, output in
            let interactor = AssembledCardInteractor(output: output, services: services)
            let router = AssembledCardRouter(view: view)
            let presenter = AssembledCardPresenter(
                view: view, interactor: interactor, router: router)
            let card = AssembledCard(presenter: presenter)
            return ModuleParts(view: card, as: { $0 }, output: presenter)
        }
    }

    /// Forgets the router: a baseline that does less.
    static func withoutRouter(_ services: Services) -> LeanCard {
        let interactor = CardInteractor(services: services)
        let presenter = LeanCardPresenter(interactor: interactor)
        let view = LeanCard(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }

    /// Holds the view strongly from the presenter: the module never deallocates.
    static func leaking(_ services: Services) -> LeakingCard {
        let interactor = CardInteractor(services: services)
        let router = CardRouter()
        let presenter = LeakingCardPresenter(interactor: interactor, router: router)
        let view = LeakingCard(presenter: presenter)
        presenter.view = view
        return view
    }

    /// Builds its own services instead of using the shared ones.
    static func withOwnServices(_ services: Services) -> CardScreen {
        byHand(Services(name: services.name))
    }
}

final class LeanCard: CardView {
    let presenter: LeanCardPresenter

    init(presenter: LeanCardPresenter) {
        self.presenter = presenter
    }
}

final class LeanCardPresenter: CardOutput {
    weak var view: (any CardView)?
    let interactor: CardInteractor

    init(interactor: CardInteractor) {
        self.interactor = interactor
    }
}

final class LeakingCard: CardView {
    let presenter: LeakingCardPresenter

    init(presenter: LeakingCardPresenter) {
        self.presenter = presenter
    }
}

final class LeakingCardPresenter: CardOutput {
    var view: (any CardView)?
    let interactor: CardInteractor
    let router: CardRouter

    init(interactor: CardInteractor, router: CardRouter) {
        self.interactor = interactor
        self.router = router
    }
}
