import Testing

/// A Swift Testing trait that fails a test whose tracked objects outlive it.
///
/// The Swift Testing counterpart of `XCTestCase.trackForLeaks(_:fileID:filePath:line:column:)`:
/// inside a test (or suite) with this trait, ``trackForLeaks(_:fileID:filePath:line:column:)``
/// watches objects, and the trait checks after the test body returned, once the test's
/// locals and its suite instance are gone, that every one of them was deallocated.
///
/// ```swift
/// @Test(.checksForLeaks) @MainActor func moduleDeallocates() {
///     let module = WeatherListRouter.assembleModule()
///     trackForLeaks(module.view, module.presenter, module.interactor, module.router)
///     module.presenter.viewDidLoad()
/// }
/// ```
public struct LeakTrackingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies the trait to every test inside a suite that carries it.
    public var isRecursive: Bool { true }

    /// Runs the test with a fresh ``LeakTracker``, then checks it.
    ///
    /// - Parameters:
    ///   - test: The test being run.
    ///   - testCase: The test case being run, for parameterised tests.
    ///   - function: The test body.
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
    /// Fails each test whose objects tracked with ``trackForLeaks(_:fileID:filePath:line:column:)``
    /// are still alive when it ends.
    public static var checksForLeaks: Self { LeakTrackingTrait() }
}
