import Testing

/// The place in a test that a failure points at: the line that called the helper.
///
/// Every assertion in this module takes `fileID`, `filePath`, `line` and `column` with
/// the caller's values as defaults and keeps them here, so both frameworks can be given
/// the location in the form they expect.
struct TestLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// The location in the form Swift Testing expects.
    var sourceLocation: SourceLocation {
        SourceLocation(
            fileID: fileID,
            filePath: String(describing: filePath),
            line: Int(line),
            column: Int(column)
        )
    }
}
