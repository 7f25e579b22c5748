/// Ends one public assertion of this module: records the failures background threads
/// parked for the running test, so that a test that asserts sees them, then fails the
/// test at the caller's place when the assertion did not hold.
///
/// Every assertion ends here, held or not, once it has checked what it asserts.
///
/// - Parameters:
///   - held: Whether the assertion held.
///   - fileID: The file ID of the assertion's caller.
///   - filePath: The file path of the assertion's caller.
///   - line: The line of the assertion's caller.
///   - column: The column of the assertion's caller.
///   - failure: What went wrong, shown in the test report; built only when `held` is
///     `false`.
/// - Returns: `held`.
@discardableResult
func concludeAssertion(
    _ held: Bool, _ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt,
    failure: () -> String
) -> Bool {
    let context = TestContext()
    context.flush()
    if !held {
        context.report(
            failure(),
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return held
}
