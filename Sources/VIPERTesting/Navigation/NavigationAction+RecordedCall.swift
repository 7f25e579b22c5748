extension NavigationAction {
    /// The action as one call line, such as `push(DetailScreen)` or `navigator.pop()`.
    func recordedCall(receiver: String? = nil) -> RecordedCall {
        let prefix = receiver.map { "\($0)." } ?? ""
        switch self {
        case .batch(let actions):
            return RecordedCall(
                prefix + "batch", arguments: actions.map(\.recordedCall.description))
        case .redirected(let from, let to):
            return RecordedCall(
                prefix + "redirected",
                arguments: [from.recordedCall.description, to.recordedCall.description])
        default:
            return RecordedCall(line: prefix + description)
        }
    }

    /// The action as one call line without a receiver.
    var recordedCall: RecordedCall { recordedCall(receiver: nil) }
}
