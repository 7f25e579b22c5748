import Testing

/// The place in a test that a failure points at: the line that called the helper.
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
