/// Turns service rows into entities, dropping rows that cannot make a valid ``Forecast``.
public enum ForecastMapper {
    /// Maps every valid row, in order.
    ///
    /// - Parameter rows: Rows as the service sent them.
    /// - Returns: One forecast per row that has a non-empty city, a description and a high.
    /// - Complexity: O(*n*) in the number of rows.
    public static func forecasts(from rows: [ForecastDTO]) -> [Forecast] {
        rows.compactMap { row in
            guard let city = row.name, !city.isEmpty, let summary = row.weather,
                let high = row.high, high.isFinite
            else { return nil }
            return Forecast(city: city, summary: summary, highCelsius: Int(high.rounded()))
        }
    }
}
