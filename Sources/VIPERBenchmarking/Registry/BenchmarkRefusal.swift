/// A benchmark the registry would not accept, and why.
///
/// A run with refusals measures nothing: ``BenchmarkCommand`` prints every refusal and
/// exits with status 2, so a benchmark that would compare unlike things never produces a
/// ratio. Refusals come from the VIPER-aware helpers, whose two sides must be equivalent
/// (``BenchmarkRegistry/addAssembly(_:_:dependency:handWired:)`` and its siblings say what
/// that means for each), and from ``BenchmarkRegistry/validated()``, which rejects
/// duplicate names and baselines that are not registered.
public struct BenchmarkRefusal: Error, Equatable, CustomStringConvertible, Sendable {
    /// The full name of the benchmark that was refused, `suite/case`.
    public var name: String
    /// What is wrong, for the person who registered it.
    public var reason: String

    /// Creates a refusal.
    ///
    /// - Parameters:
    ///   - name: The full name of the refused benchmark.
    ///   - reason: What is wrong.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `name: reason`.
    public var description: String { "\(name): \(reason)" }
}
