import VIPER

/// The list's view, which owns the presenter and through it the rest of the module.
///
/// It is headless here; in an app it is a `UIViewController`.
@MainActor
public final class ForecastListScreen: ForecastListView {
    /// What the screen currently shows.
    public private(set) var rows: [String] = []
    /// The alert message on screen, if any.
    public private(set) var alertMessage: String?
    private let presenter: ForecastListPresenter

    init(presenter: ForecastListPresenter) {
        self.presenter = presenter
    }

    /// Shows one line per forecast.
    public func show(rows: [String]) {
        self.rows = rows
        alertMessage = nil
    }

    /// Shows an alert.
    public func showErrorAlert(message: String) {
        alertMessage = message
    }

    /// The user tapped row `index`.
    public func tapRow(_ index: Int) {
        presenter.didSelectRow(at: index)
    }
}

extension ForecastListScreen: ScreenLifecycle {
    /// Loads the forecasts once the module is built and shown: the `viewDidLoad` moment.
    public func screenDidLoad() {
        presenter.viewDidLoad()
    }
}

extension ForecastListScreen: @MainActor DependencyInjectable {
    /// Builds the whole module: view -> presenter -> interactor and router, with weak
    /// back references, as the seeds' `assembleModules()` does by hand.
    public static func make(
        withDependency dependency: Navigated<FetchForecasts, Never>
    ) -> ForecastListScreen {
        ModuleAssembly.assemble(
            view: (any ForecastListView).self, output: (any ForecastListInteractorOutput).self
        ) { view, output in
            let interactor = ForecastListInteractor(
                fetchForecasts: dependency.input, navigation: dependency.navigation,
                output: output)
            let router = ForecastListRouter(navigation: dependency.navigation)
            let presenter = ForecastListPresenter(
                view: view, interactor: interactor, router: router)
            let screen = ForecastListScreen(presenter: presenter)
            return ModuleParts(view: screen, as: { $0 }, output: presenter)
        }
    }
}
