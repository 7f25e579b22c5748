import Testing
import Weather

@Suite struct ForecastMapperTests {
    @Test func mapsValidRowsAndDropsInvalidOnes() {
        let rows = [
            ForecastDTO(name: "Tokyo", weather: "Sunny", high: 21.6),
            ForecastDTO(name: "", weather: "Rain", high: 10),
            ForecastDTO(name: "Osaka", weather: nil, high: 18),
            ForecastDTO(name: "Sapporo", weather: "Snow", high: .nan),
            ForecastDTO(name: "Naha", weather: "Cloudy", high: 27),
        ]
        #expect(
            ForecastMapper.forecasts(from: rows) == [
                Forecast(city: "Tokyo", summary: "Sunny", highCelsius: 22),
                Forecast(city: "Naha", summary: "Cloudy", highCelsius: 27),
            ])
    }
}
