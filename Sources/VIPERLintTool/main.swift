import Foundation
import VIPERLayerLint

// The layer lint's command line, behind the `viper-lint` plugin; CI can run it directly:
//   VIPERLintTool [--root DIR] [--config FILE] PATH…
// Prints one `path:line:column: error: message [rule]` line per violation.
// The arguments are read by LintToolArguments, in the tested library.
// Exit status: 0 clean, 1 violations, 2 bad usage or configuration.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

let arguments: LintToolArguments
do {
    arguments = try LintToolArguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)")
}
if arguments.showsHelp {
    print(LintToolArguments.usage)
    print("Rules:")
    for rule in LayerRules.all { print("  \(rule.id): \(rule.summary)") }
    exit(0)
}
let root = arguments.root ?? FileManager.default.currentDirectoryPath
let configPath = arguments.configPath
let paths = arguments.paths

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
