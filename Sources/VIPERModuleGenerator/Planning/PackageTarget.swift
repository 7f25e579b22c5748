/// A target of the package the module goes into, as the plugin describes it to the tool.
package struct PackageTarget: Equatable, Sendable {
    /// Whether a target holds sources or tests.
    package enum Kind: String, Sendable {
        /// A library or executable target.
        case source
        /// A test target.
        case test
    }

    /// The target's name.
    package let name: String
    /// Sources or tests.
    package let kind: Kind
    /// The target's folder, absolute.
    package let path: String
    /// The products and targets it depends on, by name.
    package let dependencies: [String]

    /// Creates a description.
    package init(name: String, kind: Kind, path: String, dependencies: [String]) {
        self.name = name
        self.kind = kind
        self.path = path
        self.dependencies = dependencies
    }

    /// Reads the tool's `--package-target` argument: `name|kind|path|dependency,dependency`.
    ///
    /// - Parameter argument: The argument.
    /// - Returns: The target, or `nil` when the argument has another shape.
    package init?(argument: String) {
        let fields = argument.split(separator: "|", omittingEmptySubsequences: false).map(
            String.init)
        guard fields.count == 4, !fields[0].isEmpty, let kind = Kind(rawValue: fields[1]),
            !fields[2].isEmpty
        else { return nil }
        self.init(
            name: fields[0], kind: kind, path: fields[2],
            dependencies: fields[3].split(separator: ",").map(String.init))
    }

    /// The tool's `--package-target` argument for this target.
    package var argument: String {
        "\(name)|\(kind.rawValue)|\(path)|\(dependencies.joined(separator: ","))"
    }
}
