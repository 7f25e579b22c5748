import VIPERTesting
import XCTest

/// The same doubles under XCTest: failures go to `XCTFail` there, leaks are checked at
/// tear-down.
///
/// NB: the methods are `@MainActor async`, not the class `@MainActor`: with a `@MainActor`
/// class or synchronous methods here, XCTest's test discovery on Linux crashed with
/// "Could not cast value of type '(…) -> @MainActor () -> ()'".
final class WeatherListPresenterXCTests: XCTestCase {
    @MainActor
    func testSuccessShowsTheForecastsThenATapRoutesToTheDetail() async throws {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            returning: [.tokyo], log: log, name: "interactor.fetchWeather")
        let navigator = Navigator()
        let list = try navigator.push(
            .screen(
                WeatherListScreen.self,
                input: WeatherListDependencies(interactor: interactor, log: log)
            ))
        let history = NavigationRecorder(navigator, log: log)
        let screen = try XCTUnwrap(navigator.screen(WeatherListScreen.self, for: list))
        trackForLeaks(navigator, screen, screen.view, screen.presenter)

        screen.presenter.viewDidLoad()
        screen.presenter.didSelectRow(at: 0)

        XCTAssertEqual(interactor.executeCount, 1)
        log.assertCalls([
            "interactor.fetchWeather.execute()",
            "view.showForecasts([\"Tokyo\"])",
            "navigator.push(WeatherDetailScreen)",
        ])
        navigator.assertLayers([.root(WeatherListScreen.self, WeatherDetailScreen.self)])
        XCTAssertEqual(navigator.assertTop(WeatherDetailScreen.self)?.entity, .tokyo)
        history.assertActions(["push(WeatherDetailScreen)"])
    }

    @MainActor
    func testFailureShowsAnErrorAlert() async {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            failingWith: .network, log: log, name: "interactor.fetchWeather")
        let module = WeatherListTestModule(interactor: interactor, log: log)

        module.presenter.viewDidLoad()

        log.assertOrder(["interactor.fetchWeather.execute", "view.showErrorAlert"])
    }
}
