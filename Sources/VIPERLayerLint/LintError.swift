/// Why the layer lint could not run (as opposed to the violations it found).
public enum LintError: Error, Equatable, CustomStringConvertible {
    /// The config file could not be read as a ``LintConfiguration``.
    case invalidConfiguration(String)
    /// A path given to lint does not exist or cannot be read.
    case unreadable(path: String, reason: String)

    /// What is wrong, without the kind of error in front.
    var reason: String {
        switch self {
        case .invalidConfiguration(let reason): reason
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }

    /// A one-line message for the user.
    public var description: String {
        switch self {
        case .invalidConfiguration(let reason): "invalid lint configuration: \(reason)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}
