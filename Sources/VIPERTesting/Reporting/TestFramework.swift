import Foundation
import Testing

/// The test framework that receives the failures this module reports.
///
/// On this toolchain neither framework sees the other's failures: `XCTFail` inside a
/// Swift Testing test passes silently, and so does `Issue.record` inside an
/// `XCTestCase`. Every failure therefore goes to exactly one of them, picked at run time.
public enum TestFramework: Sendable, Hashable {
    /// Swift Testing (`@Test`, `Issue.record`).
    case swiftTesting
    /// XCTest (`XCTestCase`, `XCTFail`).
    case xcTest

    /// The framework running the current code.
    ///
    /// Swift Testing when the current task runs a Swift Testing test (`Test.current` is
    /// set) or the process was started for the Swift Testing pass (`--testing-library
    /// swift-testing`, as `swift test` does); XCTest otherwise.
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
