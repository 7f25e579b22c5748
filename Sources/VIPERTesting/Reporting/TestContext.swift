import Testing
import XCTest

/// Where the failures of one double go: the framework and the test it was created in,
/// so that a failure raised later on another thread still reaches the right test.
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

    /// Records the failures background threads parked for the current test.
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
            // XCTest attributes a failure raised on any thread to the running test.
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
