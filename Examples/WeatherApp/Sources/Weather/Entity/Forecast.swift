/// One day's forecast for a city: plain data, no logic (the Entity of VIPER).
public struct Forecast: Equatable, Hashable, Sendable, Codable {
    /// The city the forecast is for.
    public let city: String
    /// A short description, such as "Sunny".
    public let summary: String
    /// The expected high, in degrees Celsius.
    public let highCelsius: Int

    /// Creates a forecast.
    public init(city: String, summary: String, highCelsius: Int) {
        self.city = city
        self.summary = summary
        self.highCelsius = highCelsius
    }
}
