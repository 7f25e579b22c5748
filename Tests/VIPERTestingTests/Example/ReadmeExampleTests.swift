import Testing
import VIPER
import VIPERTesting

// NB: README.md's Example, run here beside the package's own tests. .ci/check-snippets
// compiles the README's blocks as shown, and .ci/walk-readme runs them in the quick-start
// package; this copy keeps the example's behaviour under `swift test` too.

/// The quick start's `Forecast`.
struct Forecast: Equatable, Sendable {
    let city: String
    let summary: String
}

/// The interactor: an app's would ask its network client; this one answers at once.
let fetchForecasts = AnyUseCase { (city: String) async throws -> [Forecast] in
    [Forecast(city: city, summary: "Sunny")]
}

@MainActor
protocol ForecastListView: AnyObject {
    func show(_ forecasts: [Forecast])
    func showErrorAlert()
}

@MainActor
final class ForecastListPresenter {
    weak var view: ForecastListView?
    private let fetchForecasts: AnyUseCase<String, [Forecast], any Error>

    init(fetchForecasts: some UseCase<String, [Forecast], any Error>) {
        self.fetchForecasts = AnyUseCase(fetchForecasts)
    }

    func viewDidLoad() {
        fetchForecasts.executeOnMainActor("Tokyo") { [weak self] result in
            switch result {
            case .success(let forecasts): self?.view?.show(forecasts)
            case .failure: self?.view?.showErrorAlert()
            }
        }
    }
}

@MainActor
final class ForecastListViewSpy: ForecastListView {
    let log = CallLog()  // records each call, with its arguments
    func show(_ forecasts: [Forecast]) { log.record("show", forecasts.map(\.summary)) }
    func showErrorAlert() { log.record("showErrorAlert") }
}

@MainActor
@Test func viewDidLoadShowsTheForecasts() {
    let sunny = Forecast(city: "Tokyo", summary: "Sunny")
    let fetchForecasts = UseCaseStub<String, [Forecast], any Error>(returning: [sunny])
    let view = ForecastListViewSpy()
    let presenter = ForecastListPresenter(fetchForecasts: fetchForecasts)
    presenter.view = view

    presenter.viewDidLoad()

    #expect(fetchForecasts.parameters == ["Tokyo"])
    view.log.assertCalls(["show([\"Sunny\"])"])
}

@MainActor
@Test func theReadmesUseCaseFeedsThePresenter() async {
    let view = ForecastListViewSpy()
    let presenter = ForecastListPresenter(fetchForecasts: fetchForecasts)
    presenter.view = view

    presenter.viewDidLoad()

    await view.log.wait(forCount: 1)
    view.log.assertCalls(["show([\"Sunny\"])"])
}
