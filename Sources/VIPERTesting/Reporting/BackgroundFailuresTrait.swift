import Testing

/// A Swift Testing trait that records failures parked by background threads when each
/// test ends: `@Suite(.reportsBackgroundFailures)`.
///
/// Without it they are recorded the next time the test asserts through this module, or
/// when its last double goes away.
public struct BackgroundFailuresTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies the trait to every test inside a suite that carries it.
    public var isRecursive: Bool { true }

    /// Runs the test, then records the failures parked for it.
    ///
    /// - Throws: Whatever the test body throws.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        defer { PendingFailures.flush() }
        try await function()
    }
}

extension Trait where Self == BackgroundFailuresTrait {
    /// Records failures raised by doubles on background threads when each test ends.
    public static var reportsBackgroundFailures: Self { BackgroundFailuresTrait() }
}
