/// Ends a public assertion: records the failures parked for the running test, then fails
/// it at the caller's place when `held` is `false`, with `failure()`.
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
