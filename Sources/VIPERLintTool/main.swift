import Foundation
import VIPERLayerLint

// The layer lint's command line, behind the `viper-lint` plugin; CI can run it directly:
//   VIPERLintTool [--root DIR] [--config FILE] PATH…
// Prints one `path:line:column: error: message [rule]` line per violation.
// Exit status: 0 clean, 1 violations, 2 bad usage or configuration.

let usage = "usage: VIPERLintTool [--root DIR] [--config FILE] PATH..."

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

var root = FileManager.default.currentDirectoryPath
var configPath: String?
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--root":
        guard let value = arguments.popFirst() else { fail("--root needs a folder\n\(usage)") }
        root = value
    case "--config":
        guard let value = arguments.popFirst() else { fail("--config needs a file\n\(usage)") }
        configPath = value
    case "--help", "-h":
        print(usage)
        print("Rules:")
        for rule in LayerRules.all { print("  \(rule.id): \(rule.summary)") }
        exit(0)
    case _ where argument.hasPrefix("-"):
        fail("unknown option \(argument)\n\(usage)")
    default:
        paths.append(argument)
    }
}
if paths.isEmpty { fail("nothing to lint\n\(usage)") }

let configuration: LintConfiguration
do {
    configuration =
        try configPath.map { try LintConfiguration.load(file: $0) }
        ?? LintConfiguration.load(packageFolder: root)
} catch {
    fail("\(error)")
}

do {
    let diagnostics = try LayerLinter(configuration: configuration).lint(paths: paths, root: root)
    for diagnostic in diagnostics { print(diagnostic) }
    if diagnostics.isEmpty {
        FileHandle.standardError.write(Data("viper-lint: no layer violations\n".utf8))
    } else {
        let files = Set(diagnostics.map(\.path)).count
        FileHandle.standardError.write(
            Data("viper-lint: \(diagnostics.count) violation(s) in \(files) file(s)\n".utf8))
        exit(1)
    }
} catch {
    fail("\(error)")
}
