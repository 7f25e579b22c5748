extension NavigationAction {
    /// The action as one call line, such as `push(DetailScreen)` or `navigator.pop()`.
    ///
    /// Most actions read as their own ``NavigationAction/description``. A batch reads as
    /// `batch(popToRoot(), push(DetailScreen))` and a redirect as
    /// `redirected(push(AdminScreen), push(LoginScreen))`, so that every line has a name
    /// before its first `(`: the name is what a short pattern such as `push` matches (see
    /// ``RecordedCall/matches(_:)``), and what a ``CallLog`` sees.
    ///
    /// - Parameter receiver: Prefixed with a dot when not `nil`, as in `navigator.push(…)`.
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
