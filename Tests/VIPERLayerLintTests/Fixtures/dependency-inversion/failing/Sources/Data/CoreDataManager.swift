/// Declared in Data beside its implementation: Domain still depends on Data.
public protocol DataGateway: Sendable {  // expect: dependency-inversion, column 17
    func forecasts(for city: String) async throws -> [String]
}

struct CoreDataManager: DataGateway {
    func forecasts(for city: String) async throws -> [String] { [] }
}
