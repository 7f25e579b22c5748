import VIPER

// The forecast module again, written for `ModuleAssembly`: back references are
// `WeakReference`s handed in at construction instead of `weak var`s set afterwards.
// Same four parts, same ownership, same work as `ForecastModule.swift`.

/// The view of the library-assembled module: owns its presenter.
final class AssembledForecastView: ForecastViewing {
    let presenter: AssembledForecastPresenter
    private(set) var title = ""

    init(presenter: AssembledForecastPresenter) {
        self.presenter = presenter
    }

    func show(_ title: String) {
        self.title = title
    }
}

/// The presenter: owns interactor and router, reaches the view through a weak reference.
final class AssembledForecastPresenter: ForecastInteractorOutput {
    let view: WeakReference<any ForecastViewing>
    let interactor: AssembledForecastInteractor
    let router: AssembledForecastRouter

    init(
        view: WeakReference<any ForecastViewing>, interactor: AssembledForecastInteractor,
        router: AssembledForecastRouter
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func didLoad(_ count: Int) {
        view.object?.show("\(count)")
    }
}

/// The interactor: reaches its output through a weak reference.
final class AssembledForecastInteractor {
    let output: WeakReference<any ForecastInteractorOutput>
    let services: ForecastServices

    init(output: WeakReference<any ForecastInteractorOutput>, services: ForecastServices) {
        self.output = output
        self.services = services
    }
}

/// The router: reaches the view through a weak reference.
final class AssembledForecastRouter {
    let view: WeakReference<any ForecastViewing>

    init(view: WeakReference<any ForecastViewing>) {
        self.view = view
    }
}

extension ForecastAssembly {
    /// Builds the module through the library's `ModuleAssembly.assemble`.
    @inline(never)
    static func throughLibrary(_ services: ForecastServices) -> AssembledForecastView {
        ModuleAssembly.assemble(
            view: (any ForecastViewing).self, output: (any ForecastInteractorOutput).self
        ) { view, output in
            let interactor = AssembledForecastInteractor(output: output, services: services)
            let router = AssembledForecastRouter(view: view)
            let presenter = AssembledForecastPresenter(
                view: view, interactor: interactor, router: router)
            let controller = AssembledForecastView(presenter: presenter)
            return ModuleParts(view: controller, as: { $0 }, output: presenter)
        }
    }
}
