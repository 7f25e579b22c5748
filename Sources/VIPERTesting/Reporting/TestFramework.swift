import Foundation
import Testing

/// The test framework that receives the failures this module reports.
///
/// Neither framework sees the other's failures (`XCTFail` inside a Swift Testing test
/// passes silently, and so does `Issue.record` inside an `XCTestCase`), so every failure
/// goes to exactly one of them, picked at run time.
public enum TestFramework: Sendable, Hashable {
    /// Swift Testing (`@Test`, `Issue.record`).
    case swiftTesting
    /// XCTest (`XCTestCase`, `XCTFail`).
    case xcTest

    /// The framework running the current code: Swift Testing when a Swift Testing test runs
    /// the current task or the process was started for Swift Testing, XCTest otherwise.
    public static var current: TestFramework {
        if Test.current != nil || isSwiftTestingProcess { return .swiftTesting }
        return .xcTest
    }

    /// Whether this process was started to run Swift Testing tests.
    static let isSwiftTestingProcess: Bool = {
        let arguments = ProcessInfo.processInfo.arguments
        guard let flag = arguments.firstIndex(of: "--testing-library") else { return false }
        let value = arguments.index(after: flag)
        return value < arguments.endIndex && arguments[value] == "swift-testing"
    }()
}
