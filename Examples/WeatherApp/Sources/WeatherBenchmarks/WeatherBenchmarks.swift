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
/// - `forecast-mapper`: the entity mapper against a loop written by hand, registered
///   without a helper.
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

        let rows = sampleRows
        registry.add("forecast-mapper", "hand-written") { iterations in
            let input = opaque(rows)
            for _ in 0..<iterations { blackHole(handWrittenForecasts(from: input)) }
        }
        registry.add("forecast-mapper", "ForecastMapper", baseline: "hand-written") {
            iterations in
            let input = opaque(rows)
            for _ in 0..<iterations { blackHole(ForecastMapper.forecasts(from: input)) }
        }
    }

    /// The rows of ``sampleJSON``, decoded.
    static let sampleRows = [
        ForecastDTO(name: "Tokyo", weather: "Sunny", high: 22.4),
        ForecastDTO(name: "Naha", weather: "Cloudy", high: 27.0),
        ForecastDTO(name: "", weather: "Rain", high: 12.0),
    ]

    /// The mapping as a plain loop, as a team would write it without a mapper type.
    @inline(never)
    static func handWrittenForecasts(from rows: [ForecastDTO]) -> [Forecast] {
        var forecasts: [Forecast] = []
        for row in rows {
            if let city = row.name, !city.isEmpty, let summary = row.weather,
                let high = row.high, high.isFinite
            {
                forecasts.append(
                    Forecast(city: city, summary: summary, highCelsius: Int(high.rounded())))
            }
        }
        return forecasts
    }

    /// Three rows as the weather service sends them, one of them invalid.
    static let sampleJSON = Data(
        #"""
        [{"name": "Tokyo", "weather": "Sunny", "high": 22.4},
         {"name": "Naha", "weather": "Cloudy", "high": 27.0},
         {"name": "", "weather": "Rain", "high": 12.0}]
        """#.utf8)
}
