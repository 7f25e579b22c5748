import VIPERTesting

// The seeds' weather list screen, reduced to what its presenter test needs: the entity,
// the View and Router protocols the presenter talks to, and the presenter itself. The
// interactor is a `UseCase`; the tests replace it with a `UseCaseStub`.

/// One city's weather, as the seeds' `WeatherEntity`: plain data, no logic.
struct WeatherEntity: Codable, Equatable, Sendable {
    let city: String
    let forecasts: [String]
}

/// Why fetching the weather failed.
enum WeatherError: Error, Equatable {
    case network
}

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
        let entity = entities[index]
        router.showDetail(city: entity.city, forecasts: entity.forecasts)
    }
}

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

/// The list's router: pushes the detail on the navigator that shows the list.
@MainActor
final class WeatherListRouter: WeatherListRouting {
    private let navigation: NavigationHandle<Never>

    init(navigation: NavigationHandle<Never>) { self.navigation = navigation }

    func showDetail(city: String, forecasts: [String]) {
        // NB: the push is refused only when the list is no longer the visible screen (a
        // second tap while the detail is already shown); there is nothing to do then.
        _ = try? navigation.push(
            .screen(
                WeatherDetailScreen.self,
                dependency: WeatherEntity(city: city, forecasts: forecasts)))
    }
}
