import Testing

/// Runs `body` and fails unless it records a Swift Testing issue containing `text`.
///
/// `withKnownIssue` already fails the test when no matching issue is recorded, so the
/// helper under test must FAIL for this to pass. When `line` is given, the issue must
/// also point at that line of the calling file.
func expectIssue(
    containing text: String,
    atLine line: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        matches(issue, text, line, sourceLocation)
    }
}

/// Runs `body` and fails unless it records a Swift Testing issue containing `text`.
func expectIssue(
    containing text: String,
    atLine line: Int? = nil,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    await withKnownIssue(isolation: isolation, sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        matches(issue, text, line, sourceLocation)
    }
}

private func matches(
    _ issue: Issue, _ text: String, _ line: Int?, _ caller: SourceLocation
) -> Bool {
    let description = issue.comments.map(\.rawValue).joined(separator: "\n")
    guard description.contains(text) else { return false }
    guard let line else { return true }
    return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == caller.fileID
}
