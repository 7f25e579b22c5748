import VIPERTesting
import XCTest

/// The same doubles under XCTest: failures go to `XCTFail` there, leaks are checked at
/// tear-down.
@MainActor
final class WeatherListPresenterXCTests: XCTestCase {
    func testSuccessShowsTheForecastsThenATapRoutesToTheDetail() {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            returning: [.tokyo], log: log, name: "interactor.fetchWeather")
        let module = WeatherListTestModule(interactor: interactor, log: log)
        trackForLeaks(module.view, module.presenter, module.router)

        module.presenter.viewDidLoad()
        module.presenter.didSelectRow(at: 0)

        XCTAssertEqual(interactor.executeCount, 1)
        log.assertCalls([
            "interactor.fetchWeather.execute()",
            "view.showForecasts([\"Tokyo\"])",
            "router.showDetail(Tokyo, [\"Sunny\", \"Sunny\"])",
        ])
    }

    func testFailureShowsAnErrorAlert() {
        let log = CallLog()
        let interactor = UseCaseStub<Void, [WeatherEntity], WeatherError>(
            failingWith: .network, log: log, name: "interactor.fetchWeather")
        let module = WeatherListTestModule(interactor: interactor, log: log)

        module.presenter.viewDidLoad()

        log.assertOrder(["interactor.fetchWeather.execute", "view.showErrorAlert"])
    }
}
