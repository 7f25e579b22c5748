import Testing

/// A Swift Testing trait that fails a test whose objects tracked with
/// ``trackForLeaks(_:fileID:filePath:line:column:)`` are alive after its body returned:
/// `@Test(.checksForLeaks)`.
public struct LeakTrackingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies the trait to every test inside a suite that carries it.
    public var isRecursive: Bool { true }

    /// Runs the test with a fresh ``LeakTracker``, then checks it.
    ///
    /// - Throws: Whatever the test body throws; the check runs either way.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let tracker = LeakTracker()
        defer {
            let location = test.sourceLocation
            tracker.assertAllDeallocated(
                fileID: location.fileID,
                filePath: "<test>",
                line: UInt(location.line),
                column: UInt(location.column)
            )
        }
        try await LeakTracker.$current.withValue(tracker) {
            try await function()
        }
    }
}

extension Trait where Self == LeakTrackingTrait {
    /// Fails each test whose tracked objects are still alive when it ends.
    public static var checksForLeaks: Self { LeakTrackingTrait() }
}
