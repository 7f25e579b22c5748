import Testing
import XCTest

/// Where the failures of one double go: the framework and the test it was created in.
///
/// Every double captures a context when it is created, so a failure it raises later on a
/// background thread (where `Test.current` is `nil`) still reaches the right framework
/// and, under Swift Testing, the right test case.
final class TestContext: Sendable {
    private enum Target: Sendable {
        case swiftTesting(TestCaseKey?)
        case xcTest
    }

    private let target: Target

    /// Captures the framework and test of the calling code.
    init() {
        if let test = TestCaseKey.current {
            target = .swiftTesting(test)
            PendingFailures.retain(test)
        } else if TestFramework.isSwiftTestingProcess {
            target = .swiftTesting(nil)
        } else {
            target = .xcTest
        }
    }

    deinit {
        if case .swiftTesting(let test?) = target { PendingFailures.release(test) }
    }

    /// Records failures parked by background threads for the current test.
    ///
    /// Every public assertion calls this, first or through `concludeAssertion` once it has
    /// checked, so a test that asserts sees them.
    func flush() {
        PendingFailures.flush()
    }

    /// Reports one failure to exactly one framework.
    func report(_ message: String, at location: TestLocation) {
        if Test.current != nil {
            PendingFailures.flush()
            Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
            return
        }
        switch target {
        case .swiftTesting(let test?):
            PendingFailures.park(.init(message: message, location: location), for: test)
        case .swiftTesting(nil):
            Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
        case .xcTest:
            // NB: XCTest attributes a failure raised on any thread to the running test.
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
