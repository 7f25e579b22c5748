import Foundation

/// Where forecast rows come from; the module that owns the use case owns this protocol.
public protocol ForecastDataSource: Sendable {
    /// Fetches the current rows.
    ///
    /// - Returns: The rows, unvalidated.
    /// - Throws: Whatever the transport fails with.
    func forecastRows() async throws -> [ForecastDTO]
}

/// A data source that decodes rows from JSON it is given: a stand-in for the network
/// client, so the example runs anywhere.
public struct JSONForecastDataSource: ForecastDataSource {
    private let json: Data

    /// Creates a data source that serves `json`, an array of rows.
    public init(json: Data) {
        self.json = json
    }

    /// Decodes and returns the rows.
    ///
    /// - Returns: The rows, unvalidated.
    /// - Throws: `DecodingError` when the JSON is not an array of rows.
    public func forecastRows() async throws -> [ForecastDTO] {
        try JSONDecoder().decode([ForecastDTO].self, from: json)
    }
}
