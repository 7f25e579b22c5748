/// The `VIPERLintTool` command line: `[--root DIR] [--config FILE] PATH…`.
package struct LintToolArguments: Equatable {
    /// `--root`; `nil` for the current folder.
    package var root: String?
    /// `--config`.
    package var configPath: String?
    /// The files and folders to lint.
    package var paths: [String] = []
    /// `--help` or `-h`.
    package var showsHelp = false

    /// The usage line.
    package static let usage = "usage: VIPERLintTool [--root DIR] [--config FILE] PATH..."

    /// A command line the tool cannot run.
    package struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, and the usage.
        package let description: String
    }

    /// Reads the tool's arguments (without the executable's path).
    ///
    /// - Throws: ``UsageError`` for an unknown option (named as typed), an option without
    ///   its value, or nothing to lint.
    package static func parse(_ arguments: [String]) throws(UsageError) -> LintToolArguments {
        var parsed = LintToolArguments()
        var rest = arguments[...]
        func value(for option: String, _ what: String) throws(UsageError) -> String {
            guard let value = rest.first, !value.hasPrefix("-") else {
                throw UsageError(description: "\(option) needs \(what)\n\(usage)")
            }
            rest = rest.dropFirst()
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--root": parsed.root = try value(for: argument, "a folder")
            case "--config": parsed.configPath = try value(for: argument, "a file")
            case "--help", "-h": parsed.showsHelp = true
            case _ where argument.hasPrefix("-"):
                throw UsageError(description: "unknown option \(argument)\n\(usage)")
            default: parsed.paths.append(argument)
            }
        }
        if parsed.paths.isEmpty, !parsed.showsHelp {
            throw UsageError(description: "nothing to lint\n\(usage)")
        }
        return parsed
    }
}
