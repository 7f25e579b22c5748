/// Why the generator wrote nothing.
///
/// Every case is found before the first file is written (or, for a failed write, after
/// the files already written were removed again), and its ``description`` says what to
/// change.
package enum GeneratorError: Error, Equatable, CustomStringConvertible {
    /// The module name is no usable type-name prefix.
    case invalidName(String, reason: String)
    /// `--input` or `--result` is no type.
    case invalidType(option: String, value: String, reason: String)
    /// No source target has this name; `available` lists the ones there are.
    case unknownTarget(String, available: [String])
    /// No test target has this name; `available` lists the ones there are.
    case unknownTestTarget(String, available: [String])
    /// `--target` names a test target; `available` lists the source targets.
    case testTargetAsTarget(String, available: [String])
    /// A target misses the swift-viper product the generated code imports.
    case missingDependency(target: String, product: String)
    /// The test target does not depend on the target the module goes into, so its tests
    /// cannot `@testable import` it.
    case missingTargetDependency(testTarget: String, target: String)
    /// Files the module would create exist already; nothing is overwritten.
    case filesExist([String])
    /// A folder the module would be written into is not writable.
    case notWritable(String)
    /// A file in the templates folder is no template the generator knows.
    case unknownTemplate(String, known: [String])
    /// A template uses an unknown placeholder or an unbalanced section.
    case invalidTemplate(String, line: Int, reason: String)
    /// A template or folder could not be read.
    case unreadable(String, reason: String)
    /// Writing a file failed; the files written before it were removed.
    case writeFailed(String, reason: String)

    /// A message for the user, with what to do.
    package var description: String {
        switch self {
        case .invalidName(let name, let reason):
            "invalid module name \"\(name)\": \(reason)"
        case .invalidType(let option, let value, let reason):
            "invalid \(option) \"\(value)\": \(reason)"
        case .unknownTarget(let name, let available):
            "unknown target \"\(name)\"; the package's source targets are: \(Self.list(available))"
        case .unknownTestTarget(let name, let available):
            "unknown test target \"\(name)\"; the package's test targets are: \(Self.list(available))"
        case .testTargetAsTarget(let name, let available):
            "\"\(name)\" is a test target: --target names the source target the module goes into (its tests go into <target>Tests, or the one --test-target names); the package's source targets are: \(Self.list(available))"
        case .missingTargetDependency(let testTarget, let target):
            "test target \"\(testTarget)\" does not depend on \"\(target)\", so its tests cannot import the module: add \"\(target)\" to its dependencies"
        case .missingDependency(let target, let product):
            "target \"\(target)\" does not depend on \(product): add "
                + ".product(name: \"\(product)\", package: \"swift-viper\") to its dependencies"
        case .filesExist(let paths):
            "these files exist already and are never overwritten: \(paths.joined(separator: ", "))"
        case .notWritable(let path):
            "cannot write to \(path): the folder is not writable"
        case .unknownTemplate(let name, let known):
            "unknown template \"\(name)\" in the templates folder; templates are: \(Self.list(known))"
        case .invalidTemplate(let name, let line, let reason):
            "\(name):\(line): \(reason)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .writeFailed(let path, let reason):
            "could not write \(path) (\(reason)); the files written before it were removed"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "(none)" : names.sorted().joined(separator: ", ")
    }
}
