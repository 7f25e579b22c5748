import Testing

/// One case of one Swift Testing test: what background failures are parked under.
struct TestCaseKey: Hashable, Sendable, CustomStringConvertible {
    /// The test.
    let test: Test.ID
    /// The case of a parameterised test, `nil` otherwise: `Test.Case` has no public identity,
    /// but its description spells out its arguments and discriminator.
    let testCase: String?

    /// The case that runs the calling code, or `nil` outside Swift Testing tests.
    static var current: TestCaseKey? {
        guard let test = Test.current else { return nil }
        let testCase = Test.Case.current.flatMap {
            $0.isParameterized ? String(describing: $0) : nil
        }
        return TestCaseKey(test: test.id, testCase: testCase)
    }

    var description: String {
        "\(test)" + (testCase.map { " (\($0))" } ?? "")
    }
}
