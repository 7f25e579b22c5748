import Foundation
import PackagePlugin

/// `swift package viper-lint [--target NAME]… [--config FILE]`: checks the VIPER layer
/// rules in the package's source targets (all of them, or the named ones).
///
/// A thin shell: it finds the targets' folders and runs `VIPERLintTool`, which holds no
/// logic either; the rules live in the `VIPERLayerLint` library.
@main
struct VIPERLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let config = extractor.extractOption(named: "config").last
        // NB: options the plugin does not know go to the tool, which names them (exit
        // status 2); anything else is no argument of the plugin's.
        let options = extractor.remainingArguments.filter { $0.hasPrefix("-") }
        let others = extractor.remainingArguments.filter { !$0.hasPrefix("-") }
        guard others.isEmpty else {
            throw PluginFailure(
                "unexpected argument \(others.joined(separator: " ")); usage: swift package viper-lint [--target NAME]... [--config FILE]"
            )
        }
        let sources = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind != .test }
        let unknown = names.filter { name in !sources.contains { $0.name == name } }
        guard unknown.isEmpty else {
            let known = sources.map(\.name).sorted().joined(separator: ", ")
            throw PluginFailure(
                "unknown target \(unknown.joined(separator: ", ")); source targets: \(known)")
        }
        let chosen = names.isEmpty ? sources : sources.filter { names.contains($0.name) }
        var toolArguments = ["--root", context.package.directoryURL.path]
        if let config { toolArguments += ["--config", config] }
        toolArguments += options
        toolArguments += chosen.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }

        let process = Process()
        process.executableURL = try context.tool(named: "VIPERLintTool").url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        // NB: a thrown error makes `swift package` exit 1, the status of a violation; the
        // tool's own status (2: bad usage or configuration) is passed on by exiting with it.
        if process.terminationStatus == 2 { exit(2) }
        guard process.terminationStatus == 0 else {
            throw PluginFailure(
                process.terminationStatus == 1 ? "layer rules violated" : "viper-lint could not run"
            )
        }
    }
}

/// A failure the plugin reports as its error.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
