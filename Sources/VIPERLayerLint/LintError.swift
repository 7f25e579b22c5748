/// Why the layer lint could not run (as opposed to the violations it found).
package enum LintError: Error, Equatable, CustomStringConvertible {
    /// The config file could not be read as a ``LintConfiguration``.
    case invalidConfiguration(String)
    /// A path given to lint does not exist or cannot be read.
    case unreadable(path: String, reason: String)

    /// A one-line message for the user.
    package var description: String {
        switch self {
        case .invalidConfiguration(let reason): "invalid lint configuration: \(reason)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}
