import Testing
import VIPERTesting

/// The seeds' presenter test, one test per path, written with VIPERTesting's doubles.
@MainActor
@Suite struct WeatherListPresenterTests {
    @Test func viewDidLoadAsksTheInteractorOnce() {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            .deferred, log: log, name: "interactor.fetchWeather")
        let module = WeatherListTestModule(interactor: interactor, log: log)

        module.presenter.viewDidLoad()

        #expect(interactor.executeCount == 1)
        log.assertCalls(["interactor.fetchWeather.execute()"])
    }

    @Test func successShowsTheForecasts() {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            returning: [.tokyo, .osaka], log: log, name: "interactor.fetchWeather")
        let module = WeatherListTestModule(interactor: interactor, log: log)

        module.presenter.viewDidLoad()

        #expect(module.view.shownForecasts == [[.tokyo, .osaka]])
        log.assertCalls(["interactor.fetchWeather.execute()", "view.showForecasts"])
    }

    @Test func failureShowsAnErrorAlert() {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            failingWith: .network, log: log, name: "interactor.fetchWeather")
        let module = WeatherListTestModule(interactor: interactor, log: log)

        module.presenter.viewDidLoad()

        log.assertCalls([
            "interactor.fetchWeather.execute()",
            "view.showErrorAlert(Could not load the weather.)",
        ])
    }

    @Test func tappingACellRoutesToTheDetailWithTheForecasts() throws {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            returning: [.tokyo, .osaka], log: log, name: "interactor.fetchWeather")
        let navigator = Navigator()
        let list = try navigator.push(
            .screen(
                WeatherListScreen.self,
                input: WeatherListDependencies(interactor: interactor, log: log)
            ))
        let history = NavigationRecorder(navigator, log: log)
        let presenter = try #require(navigator.screen(WeatherListScreen.self, for: list)).presenter
        presenter.viewDidLoad()
        log.assertNextCalls(["interactor.fetchWeather.execute()", "view.showForecasts"])

        presenter.didSelectRow(at: 1)

        navigator.assertStack([WeatherListScreen.self, WeatherDetailScreen.self])
        let detail = navigator.assertTop(WeatherDetailScreen.self)
        #expect(detail?.entity == .osaka)
        history.assertActions([.push(ScreenType(WeatherDetailScreen.self))])
        log.assertNextCalls(["navigator.push(WeatherDetailScreen)"])
        log.assertNoUnverifiedCalls()
    }

    @Test func aResultArrivingAfterThePresenterIsGoneIsDropped() {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            .deferred, log: log, name: "interactor.fetchWeather")
        var module: WeatherListTestModule? = WeatherListTestModule(interactor: interactor, log: log)
        module?.presenter.viewDidLoad()

        module = nil

        #expect(interactor.complete(at: 0, with: .success([.tokyo])) == false)
        log.assertCalls(["interactor.fetchWeather.execute()", "interactor.fetchWeather.cancel()"])
    }

    @Test func theModuleDeallocatesAfterUse() {
        withLeakTracking { leaks in
            let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(returning: [.tokyo])
            let module = WeatherListTestModule(interactor: interactor, log: CallLog())
            leaks.track(module.presenter, module.view, module.router, interactor)
            module.presenter.viewDidLoad()
            module.presenter.didSelectRow(at: 0)
        }
    }
}

// MARK: - Fixtures

/// The presenter wired to spies the way the module's assembly would wire it: the view
/// owns the presenter, the presenter holds the view weakly, so the test holds the view.
@MainActor
struct WeatherListTestModule {
    let view: WeatherListViewSpy
    let presenter: WeatherListPresenter
    let router: WeatherListRouterSpy

    init(interactor: UseCaseStub<Void, [WeatherEntity], WeatherError>, log: CallLog) {
        view = WeatherListViewSpy(log: log)
        router = WeatherListRouterSpy(log: log)
        presenter = WeatherListPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
    }
}

/// What the list screen needs from outside: its `Navigated` input.
struct WeatherListDependencies {
    let interactor: UseCaseStub<Void, [WeatherEntity], WeatherError>
    let log: CallLog
}

/// The list module as a navigator builds it, with the view spy in place of the view
/// controller: the screen holds the view, the view owns the presenter, and the presenter's
/// router pushes on the navigator that shows the screen.
@MainActor
final class WeatherListScreen {
    let view: WeatherListViewSpy
    let presenter: WeatherListPresenter

    init(view: WeatherListViewSpy, presenter: WeatherListPresenter) {
        self.view = view
        self.presenter = presenter
    }
}

extension WeatherListScreen: @MainActor DependencyInjectable {
    static func make(
        withDependency dependency: Navigated<WeatherListDependencies, Never>
    ) -> WeatherListScreen {
        let view = WeatherListViewSpy(log: dependency.input.log)
        let presenter = WeatherListPresenter(
            view: view, interactor: dependency.input.interactor,
            router: WeatherListRouter(navigation: dependency.navigation))
        view.presenter = presenter
        return WeatherListScreen(view: view, presenter: presenter)
    }
}

/// The view double: one line per method records the call.
@MainActor
final class WeatherListViewSpy: WeatherListView {
    let log: CallLog
    var presenter: WeatherListPresenter?
    private(set) var shownForecasts: [[WeatherEntity]] = []

    init(log: CallLog) { self.log = log }

    func showForecasts(_ entities: [WeatherEntity]) {
        log.record("view.showForecasts", entities.map(\.city))
        shownForecasts.append(entities)
    }

    func showErrorAlert(message: String) { log.record("view.showErrorAlert", message) }
}

/// A router double for the paths that never navigate; routing itself is tested on a real
/// headless `Navigator` with `WeatherListRouter` (see `WeatherListScreen`).
@MainActor
final class WeatherListRouterSpy: WeatherListRouting {
    let log: CallLog
    private(set) var details: [WeatherEntity] = []

    init(log: CallLog) { self.log = log }

    func showDetail(city: String, forecasts: [String]) {
        log.record("router.showDetail", city, forecasts)
        details.append(WeatherEntity(city: city, forecasts: forecasts))
    }
}

extension WeatherEntity {
    static let tokyo = WeatherEntity(city: "Tokyo", forecasts: ["Sunny", "Sunny"])
    static let osaka = WeatherEntity(city: "Osaka", forecasts: ["Rain", "Cloudy"])
}
