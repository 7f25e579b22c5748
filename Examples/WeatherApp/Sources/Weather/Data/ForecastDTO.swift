/// A forecast row as the weather service sends it; any field may be missing.
public struct ForecastDTO: Decodable, Sendable, Equatable {
    /// The city name.
    public let name: String?
    /// The weather description.
    public let weather: String?
    /// The expected high, in degrees Celsius.
    public let high: Double?

    /// Creates a row, as a data source or a test would.
    public init(name: String?, weather: String?, high: Double?) {
        self.name = name
        self.weather = weather
        self.high = high
    }
}
