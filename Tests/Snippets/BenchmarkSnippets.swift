import Foundation
import VIPER
import VIPERBenchmarking
import Weather

// Examples/WeatherApp's benchmark target, where a block of the benchmarking articles does
// not show it. See .ci/check-snippets.

// snippet: sampleJSON
extension WeatherBenchmarks {
    /// The rows the data source decodes.
    static let sampleJSON = Data(#"[{"name": "Tokyo", "weather": "Sunny", "high": 22.4}]"#.utf8)
}

// snippet: handWrittenForecasts
extension WeatherBenchmarks {
    /// The mapper's work, written by hand.
    static func handWrittenForecasts(from rows: [ForecastDTO]) -> [Forecast] {
        rows.compactMap { row in
            guard let city = row.name, let summary = row.weather, let high = row.high else {
                return nil
            }
            return Forecast(city: city, summary: summary, highCelsius: Int(high.rounded()))
        }
    }
}

// snippet: benchmark inputs
/// What the overview's registrations measure.
@MainActor let source = JSONForecastDataSource(json: Data("[]".utf8))
@MainActor let fetchForecasts = FetchForecasts.fetchForecasts(from: source)
@MainActor let dependency = Navigated(
    input: fetchForecasts,
    navigation: NavigationHandle<Never>(navigator: Navigator(), entryID: NavigationEntryID(1)))
let forecast = Forecast(city: "Tokyo", summary: "Sunny", highCelsius: 22)
