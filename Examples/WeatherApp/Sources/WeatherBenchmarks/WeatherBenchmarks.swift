import Foundation
import VIPER
import VIPERBenchmarking
import Weather

/// The app's own modules, measured against the code a team would write by hand.
///
/// - `forecast-list`: building the list module through its `make(withDependency:)`
///   (which wires it with `ModuleAssembly`) against the same four parts wired by hand.
/// - `forecast-detail`: pushing and popping the detail screen on a `Navigator` against
///   an array of screens.
/// - `fetch-forecasts`: the interactor's use case, called with a completion and awaited,
///   against decoding and mapping the rows directly.
@MainActor
enum WeatherBenchmarks {
    /// Adds every benchmark of the app to `registry`.
    static func register(in registry: inout BenchmarkRegistry) {
        let source = JSONForecastDataSource(json: sampleJSON)
        let fetchForecasts = FetchForecasts.fetchForecasts(from: source)

        let navigator = Navigator()
        let listDependency = Navigated(
            input: fetchForecasts,
            // NB: the assembly benchmarks only build the module; its handle never navigates.
            navigation: NavigationHandle<Never>(navigator: navigator, entryID: NavigationEntryID(1))
        )
        registry.addAssembly("forecast-list", ForecastListScreen.self, dependency: listDependency) {
            HandWiredForecastList.assemble(
                fetchForecasts: $0.input, navigation: $0.navigation)
        }

        registry.addPushPop(
            "forecast-detail", ForecastDetailScreen.self,
            input: Forecast(city: "Tokyo", summary: "Sunny", highCelsius: 22))

        registry.addDispatch("fetch-forecasts", fetchForecasts, parameters: ()) {
            ForecastMapper.forecasts(from: try await source.forecastRows())
        }
    }

    /// Three rows as the weather service sends them, one of them invalid.
    static let sampleJSON = Data(
        #"""
        [{"name": "Tokyo", "weather": "Sunny", "high": 22.4},
         {"name": "Naha", "weather": "Cloudy", "high": 27.0},
         {"name": "", "weather": "Rain", "high": 12.0}]
        """#.utf8)
}
