import VIPER

// A 4-part VIPER module as the seeds describe it: the view owns the presenter, the
// presenter owns the interactor and the router, and every back reference is weak.
// The assembly suite builds it in every way the library offers and by hand.

/// The services a forecast module needs; shared by every module of an app.
final class ForecastServices: Sendable {
    /// Stands for the API client every interactor calls.
    let baseURL: String
    /// Stands for the cache the repository reads first.
    let cacheLimit: Int

    init(baseURL: String, cacheLimit: Int) {
        self.baseURL = baseURL
        self.cacheLimit = cacheLimit
    }
}

/// What the presenter tells the view.
protocol ForecastViewing: AnyObject {
    func show(_ title: String)
}

/// What the interactor tells the presenter.
protocol ForecastInteractorOutput: AnyObject {
    func didLoad(_ count: Int)
}

/// The view: owns its presenter.
final class ForecastView: ForecastViewing, DependencyInjectable {
    let presenter: ForecastPresenter
    private(set) var title = ""

    init(presenter: ForecastPresenter) {
        self.presenter = presenter
    }

    static func make(withDependency presenter: ForecastPresenter) -> ForecastView {
        ForecastView(presenter: presenter)
    }

    func show(_ title: String) {
        self.title = title
    }
}

/// The presenter: owns interactor and router, holds the view weakly.
final class ForecastPresenter: ForecastInteractorOutput, DependencyInjectable {
    struct Dependency {
        let interactor: ForecastInteractor
        let router: ForecastRouter
    }

    weak var view: (any ForecastViewing)?
    let interactor: ForecastInteractor
    let router: ForecastRouter

    init(interactor: ForecastInteractor, router: ForecastRouter) {
        self.interactor = interactor
        self.router = router
    }

    static func make(withDependency dependency: Dependency) -> ForecastPresenter {
        ForecastPresenter(interactor: dependency.interactor, router: dependency.router)
    }

    func didLoad(_ count: Int) {
        view?.show("\(count)")
    }
}

/// The interactor: holds its output (the presenter) weakly.
final class ForecastInteractor: DependencyInjectable {
    weak var output: (any ForecastInteractorOutput)?
    let services: ForecastServices

    init(services: ForecastServices) {
        self.services = services
    }

    static func make(withDependency services: ForecastServices) -> ForecastInteractor {
        ForecastInteractor(services: services)
    }
}

/// The router: holds the view it navigates from weakly.
final class ForecastRouter: DependencyInjectable {
    weak var view: ForecastView?

    static func make(withDependency dependency: Void) -> ForecastRouter {
        ForecastRouter()
    }
}

/// The ways the suite builds a module.
enum ForecastAssembly {
    /// Builds the module by hand: initialisers and property wiring, no protocol.
    @inline(never)
    static func byHand(_ services: ForecastServices) -> ForecastView {
        let interactor = ForecastInteractor(services: services)
        let router = ForecastRouter()
        let presenter = ForecastPresenter(interactor: interactor, router: router)
        let view = ForecastView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return view
    }

    /// Builds the module through `make(withDependency:)` on every part.
    @inline(never)
    static func throughMake(_ services: ForecastServices) -> ForecastView {
        let interactor = ForecastInteractor.make(withDependency: services)
        let router = ForecastRouter.make()
        let presenter = ForecastPresenter.make(
            withDependency: .init(interactor: interactor, router: router))
        let view = ForecastView.make(withDependency: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return view
    }

    /// Builds the module through a generic function over `DependencyInjectable`, as a
    /// library entry point that is not specialised for the caller would.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func throughGenericMake<View: DependencyInjectable>(
        _ type: View.Type, _ dependency: View.Dependency
    ) -> View {
        View.make(withDependency: dependency)
    }

    /// Resolves the module from a runtime container.
    @inline(never)
    static func fromContainer(_ container: RuntimeContainer) -> ForecastView? {
        container.resolve(ForecastView.self)
    }

    /// Registers the module's parts in `container`, wiring back references on resolve.
    static func register(in container: RuntimeContainer, services: ForecastServices) {
        container.register(ForecastServices.self) { _ in services }
        container.register(ForecastInteractor.self) { container in
            container.resolve(ForecastServices.self).map(ForecastInteractor.init(services:))
        }
        container.register(ForecastRouter.self) { _ in ForecastRouter() }
        container.register(ForecastPresenter.self) { container in
            guard let interactor = container.resolve(ForecastInteractor.self),
                let router = container.resolve(ForecastRouter.self)
            else { return nil }
            let presenter = ForecastPresenter(interactor: interactor, router: router)
            interactor.output = presenter
            return presenter
        }
        container.register(ForecastView.self) { container in
            guard let presenter = container.resolve(ForecastPresenter.self) else { return nil }
            let view = ForecastView(presenter: presenter)
            presenter.view = view
            presenter.router.view = view
            return view
        }
    }
}
