/// The `viper-module` command line, as `VIPERModuleTool` reads it.
///
/// The plugin passes its own options (`--package-folder`, one `--package-target` per
/// target) before the user's, so a user's option at the end that lacks its value is
/// refused rather than given the package's folder.
package struct ModuleToolArguments: Equatable {
    /// The module's name, as typed.
    package var name: String?
    /// `--target`.
    package var target: String?
    /// `--test-target`.
    package var testTarget: String?
    /// `--input`, `Void` when not given.
    package var input = "Void"
    /// `--result`, `Never` when not given.
    package var result = "Never"
    /// `--parameters`.
    package var takesParameters = false
    /// `--uikit`.
    package var uikit = false
    /// `--public`.
    package var isPublic = false
    /// `--dry-run`.
    package var dryRun = false
    /// `--templates`.
    package var templates: String?
    /// `--package-folder`, from the plugin.
    package var packageFolder: String?
    /// `--package-target`, from the plugin.
    package var targets: [PackageTarget] = []
    /// `--help` or `-h`.
    package var showsHelp = false

    /// The usage line the tool prints with `--help` and after a usage error.
    package static let usage = """
        usage: swift package --allow-writing-to-package-directory viper-module NAME --target TARGET
                   [--input TYPE] [--result TYPE] [--parameters] [--uikit] [--public]
                   [--test-target TARGET]
                   [--templates FOLDER] [--dry-run]
        """

    /// A command line the tool cannot run.
    package struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, and what to write instead.
        package let description: String
    }

    /// Reads the tool's arguments (without the executable's path).
    ///
    /// - Throws: ``UsageError`` for an unknown option, an option without its value (the
    ///   end of the line, or another option where the value should be), a malformed
    ///   `--package-target`, or a second module name.
    package static func parse(_ arguments: [String]) throws(UsageError) -> ModuleToolArguments {
        var parsed = ModuleToolArguments()
        var rest = arguments[...]
        func value(for option: String) throws(UsageError) -> String {
            guard let value = rest.first else {
                throw UsageError(description: "\(option) needs a value\n\(usage)")
            }
            // NB: a value never starts with "-": no type, target or folder name does, and
            // taking the next option as the value hides both mistakes.
            if value.hasPrefix("-") {
                throw UsageError(
                    description: "\(option) needs a value, but \(value) follows it\n\(usage)")
            }
            rest = rest.dropFirst()
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--target": parsed.target = try value(for: argument)
            case "--test-target": parsed.testTarget = try value(for: argument)
            case "--input": parsed.input = try value(for: argument)
            case "--result": parsed.result = try value(for: argument)
            case "--templates": parsed.templates = try value(for: argument)
            case "--package-folder": parsed.packageFolder = try value(for: argument)
            case "--package-target":
                let spec = try value(for: argument)
                guard let target = PackageTarget(argument: spec) else {
                    throw UsageError(description: "malformed --package-target \(spec)")
                }
                parsed.targets.append(target)
            case "--parameters": parsed.takesParameters = true
            case "--uikit": parsed.uikit = true
            case "--public": parsed.isPublic = true
            case "--dry-run": parsed.dryRun = true
            case "--help", "-h": parsed.showsHelp = true
            case _ where argument.hasPrefix("-"):
                throw UsageError(description: "unknown option \(argument)\n\(usage)")
            default:
                if let name = parsed.name {
                    throw UsageError(
                        description: "one module at a time: got \(name) and \(argument)\n\(usage)")
                }
                parsed.name = argument
            }
        }
        return parsed
    }

    /// What the tool prints on standard error when it writes nothing: the reason first,
    /// then that nothing was written.
    ///
    /// - Parameter reason: Why the request was refused.
    /// - Returns: The lines, each ending in a newline.
    package static func refusal(_ reason: String) -> String {
        "error: \(reason)\nviper-module wrote nothing\n"
    }
}
