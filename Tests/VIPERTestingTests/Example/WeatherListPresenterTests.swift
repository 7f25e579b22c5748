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

    @Test func tappingACellRoutesToTheDetailWithTheForecasts() {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            returning: [.tokyo, .osaka], log: log, name: "interactor.fetchWeather")
        let module = WeatherListTestModule(interactor: interactor, log: log)
        module.presenter.viewDidLoad()
        log.assertNextCalls(["interactor.fetchWeather.execute()", "view.showForecasts"])

        module.presenter.didSelectRow(at: 1)

        #expect(module.router.details == [WeatherEntity.osaka])
        log.assertNextCalls(["router.showDetail(Osaka, [\"Rain\", \"Cloudy\"])"])
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

/// The router double, hand-written until the headless `Navigator` lands.
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
