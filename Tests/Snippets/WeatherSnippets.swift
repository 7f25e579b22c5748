import VIPERTesting

// The weather app the articles' examples come from: the declarations a block uses but
// does not show. See .ci/check-snippets.

// snippet: Forecast
/// A day's weather in a city, as the README's quick start declares it.
public struct Forecast: Equatable, Sendable {
    /// The city.
    public let city: String
    /// The weather, in a word.
    public let summary: String

    /// Creates a forecast.
    public init(city: String, summary: String) {
        self.city = city
        self.summary = summary
    }
}

// snippet: repository
/// Where the real use case gets its forecasts: a network client in an app.
struct ForecastRepository: Sendable {
    func forecasts(for city: String) async throws -> [Forecast] {
        [Forecast(city: city, summary: "Sunny")]
    }
}

let repository = ForecastRepository()

// snippet: AlertMessage
/// What an alert says about an error.
struct AlertMessage: Error {
    let text: String
    init(_ error: any Error) { text = "\(error)" }
}

// snippet: signIn
struct Credentials: Sendable {
    let user: String
    let password: String
}

struct Session: Sendable {
    let token: String
}

let signIn = AnyUseCase { (credentials: Credentials) async throws -> Session in
    Session(token: credentials.user)
}

// snippet: loadProfile
struct Profile: Sendable {
    let name: String
}

let loadProfile = AnyUseCase { (session: Session) async throws -> Profile in
    Profile(name: session.token)
}

// snippet: WeatherDetailViewController
/// A view controller in an app; a main-actor class stands in for one here.
@MainActor
final class WeatherDetailViewController {
    let forecasts: [Forecast]
    init(forecasts: [Forecast]) { self.forecasts = forecasts }
}

// snippet: ForecastListView
/// What the forecast list presenter asks its view to show (as in the README's Example).
@MainActor
protocol ForecastListView: AnyObject {
    func show(_ forecasts: [Forecast])
    func showErrorAlert()
}

// snippet: ForecastListPresenter
/// The README Example's presenter.
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

// snippet: ForecastListViewSpy
/// The README Example's view spy.
@MainActor
final class ForecastListViewSpy: ForecastListView {
    let log = CallLog()
    func show(_ forecasts: [Forecast]) { log.record("show", forecasts.map(\.summary)) }
    func showErrorAlert() { log.record("showErrorAlert") }
}
