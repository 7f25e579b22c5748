import VIPERTesting

// The seeds' weather list screen of "Testing Presenters", "Testing Navigation" and
// "Checking for Leaks": the declarations a block uses but does not show. The running
// version is Tests/VIPERTestingTests/Example/. See .ci/check-snippets.

// snippet: WeatherEntity
/// One city's weather: plain data, no logic.
struct WeatherEntity: Codable, Equatable, Sendable {
    let city: String
    let forecasts: [String]

    static let tokyo = WeatherEntity(city: "Tokyo", forecasts: ["Sunny", "Sunny"])
    static let osaka = WeatherEntity(city: "Osaka", forecasts: ["Rain", "Cloudy"])
}

/// Why fetching the weather failed.
enum WeatherError: Error, Equatable {
    case network
}

// snippet: WeatherListView
/// What the presenter asks its view to show.
@MainActor
protocol WeatherListView: AnyObject {
    func showForecasts(_ entities: [WeatherEntity])
    func showErrorAlert(message: String)
}

/// Where the presenter asks its router to go.
@MainActor
protocol WeatherListRouting: AnyObject {
    func showDetail(city: String, forecasts: [String])
}

// snippet: WeatherListPresenter
/// Loads the weather when the view loads, shows it or an alert, and routes on a tap.
@MainActor
final class WeatherListPresenter {
    weak var view: WeatherListView?
    private let interactor: AnyUseCase<Void, [WeatherEntity], WeatherError>
    private let router: WeatherListRouting
    private var entities: [WeatherEntity] = []

    init(
        view: WeatherListView,
        interactor: some UseCase<Void, [WeatherEntity], WeatherError>,
        router: WeatherListRouting
    ) {
        self.view = view
        self.interactor = AnyUseCase(interactor)
        self.router = router
    }

    deinit {
        interactor.cancel()
    }

    func viewDidLoad() {
        interactor.executeOnMainActor { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let entities):
                self.entities = entities
                view?.showForecasts(entities)
            case .failure:
                view?.showErrorAlert(message: "Could not load the weather.")
            }
        }
    }

    func didSelectRow(at index: Int) {
        guard entities.indices.contains(index) else { return }
        router.showDetail(city: entities[index].city, forecasts: entities[index].forecasts)
    }
}

// snippet: WeatherListSpies
/// The view double: one line per method records the call.
@MainActor
final class WeatherListViewSpy: WeatherListView {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func showForecasts(_ entities: [WeatherEntity]) {
        log.record("view.showForecasts", entities.map(\.city))
    }
    func showErrorAlert(message: String) { log.record("view.showErrorAlert", message) }
}

/// The router double.
@MainActor
final class WeatherListRouterSpy: WeatherListRouting {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func showDetail(city: String, forecasts: [String]) {
        log.record("router.showDetail", city, forecasts)
    }
}

// snippet: WeatherListTestModule
/// The presenter wired to the spies as the module's assembly wires it; it holds the view,
/// which the presenter holds weakly.
@MainActor
struct WeatherListTestModule {
    let view: WeatherListViewSpy
    let presenter: WeatherListPresenter
    let router: WeatherListRouterSpy

    init(interactor: UseCaseStub<Void, [WeatherEntity], WeatherError>, log: CallLog) {
        view = WeatherListViewSpy(log: log)
        router = WeatherListRouterSpy(log: log)
        presenter = WeatherListPresenter(view: view, interactor: interactor, router: router)
    }
}

// snippet: WeatherDetailScreen
/// The detail screen the list routes to: one city's forecasts.
@MainActor
final class WeatherDetailScreen {
    let entity: WeatherEntity
    init(entity: WeatherEntity) { self.entity = entity }
}

extension WeatherDetailScreen: @MainActor DependencyInjectable {
    static func make(withDependency entity: WeatherEntity) -> WeatherDetailScreen {
        WeatherDetailScreen(entity: entity)
    }
}
