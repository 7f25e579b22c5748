import XCTest

@testable import VIPERTesting

/// An `XCTestCase` that can expect failures: it intercepts XCTest's own failure sink.
///
/// While ``expectFailure(containing:line:_:)`` runs its body, every failure XCTest records
/// for this test (from any thread) is captured instead of failing the test; the helper
/// then fails the test unless a captured failure contains the expected text and points at
/// the expected line. Outside that window failures reach XCTest as usual.
class FailureCapturingTestCase: XCTestCase {
    struct Captured {
        let description: String
        let filePath: String
        let line: Int
    }

    private let capture = LockedState<(active: Bool, failures: [Captured])>((false, []))

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        let location = issue.sourceCodeContext.location
        if !intercept(
            issue.compactDescription, location?.fileURL.path ?? "", location?.lineNumber ?? 0)
        {
            super.record(issue)
        }
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        if !intercept(description, filePath, lineNumber) {
            super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber,
                expected: expected)
        }
    }
    #endif

    private func intercept(_ description: String, _ filePath: String, _ line: Int) -> Bool {
        capture.withLock { capture in
            guard capture.active else { return false }
            capture.failures.append(
                Captured(description: description, filePath: filePath, line: line))
            return true
        }
    }

    /// Starts capturing failures; pair with ``stopCapturing()``.
    func startCapturing() {
        capture.withLock { $0 = (true, []) }
    }

    /// Stops capturing and returns what was captured.
    func stopCapturing() -> [Captured] {
        capture.withLock { capture in
            defer { capture = (false, []) }
            return capture.failures
        }
    }

    /// Runs `body` and fails unless it recorded a failure containing `text` at `line`.
    func expectFailure(
        containing text: String,
        atLine expectedLine: Int? = nil,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ body: () throws -> Void
    ) rethrows {
        startCapturing()
        try body()
        check(stopCapturing(), text, expectedLine, file, line)
    }

    /// Runs `body` and fails unless it recorded a failure containing `text` at `line`.
    func expectFailure(
        containing text: String,
        atLine expectedLine: Int? = nil,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ body: () async throws -> Void
    ) async rethrows {
        startCapturing()
        try await body()
        check(stopCapturing(), text, expectedLine, file, line)
    }

    func check(
        _ failures: [Captured], _ text: String, _ expectedLine: Int?, _ file: StaticString,
        _ line: UInt
    ) {
        let matching = failures.filter { $0.description.contains(text) }
        if matching.isEmpty {
            XCTFail(
                "expected a failure containing \"\(text)\", got \(failures)", file: file, line: line
            )
        } else if let expectedLine, !matching.contains(where: { $0.line == expectedLine }) {
            XCTFail(
                "failure not reported at line \(expectedLine): \(matching)", file: file, line: line)
        }
    }
}
