import Testing

/// Names one case of one Swift Testing test: what background failures are parked under.
///
/// Every case of a parameterised `@Test` shares one `Test.ID`, so a key made of the test
/// alone let the first case to assert record the failures of all the others (and they
/// passed). The case is part of the key.
struct TestCaseKey: Hashable, Sendable, CustomStringConvertible {
    /// The test.
    let test: Test.ID
    /// The case of a parameterised test, `nil` for a test without arguments.
    ///
    /// NB: `Test.Case` has no public identity on this toolchain, but its description
    /// spells out its arguments (their values and argument IDs) and its discriminator,
    /// which tells apart cases with equal arguments. It is computed for parameterised
    /// cases only, and is the same whenever the same case asks.
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
