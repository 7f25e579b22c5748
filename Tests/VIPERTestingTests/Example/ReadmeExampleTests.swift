import Testing
import VIPER
import VIPERTesting

// NB: README.md's example, compiled and run so it cannot drift from the API.

struct Forecast: Equatable, Sendable {
    let summary: String
    static let sunny = Forecast(summary: "Sunny")
}

/// The README's `repository`: where the real use case gets its forecasts.
struct ForecastRepository: Sendable {
    func forecasts(for city: String) async throws -> [Forecast] {
        city == "Tokyo" ? [.sunny] : []
    }
}

let repository = ForecastRepository()

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
    let log = CallLog()
    func show(_ forecasts: [Forecast]) { log.record("show", forecasts.map(\.summary)) }
    func showErrorAlert() { log.record("showErrorAlert") }
}

@MainActor
@Test func viewDidLoadShowsTheForecasts() {
    let fetchForecasts = UseCaseStub<String, [Forecast], any Error>(returning: [.sunny])
    let view = ForecastListViewSpy()  // records each call into a CallLog
    let presenter = ForecastListPresenter(fetchForecasts: fetchForecasts)
    presenter.view = view

    presenter.viewDidLoad()

    #expect(fetchForecasts.parameters == ["Tokyo"])
    view.log.assertCalls(["show([\"Sunny\"])"])
}

@MainActor
@Test func theReadmesUseCaseFeedsThePresenter() async {
    let fetchForecasts = AnyUseCase { (city: String) async throws -> [Forecast] in
        try await repository.forecasts(for: city)
    }
    let view = ForecastListViewSpy()
    let presenter = ForecastListPresenter(fetchForecasts: fetchForecasts)
    presenter.view = view

    presenter.viewDidLoad()

    await view.log.wait(forCount: 1)
    view.log.assertCalls(["show([\"Sunny\"])"])
}
