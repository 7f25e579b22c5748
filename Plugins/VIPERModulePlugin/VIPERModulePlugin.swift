import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory viper-module NAME --target TARGET …`:
/// writes a complete VIPER module into a target, and its presenter tests into the
/// matching test target.
///
/// A thin shell: it describes the package's targets to `VIPERModuleTool` and passes the
/// user's arguments through; the generator's logic lives in `VIPERModuleGenerator`. A
/// `.viper-templates` folder in the package replaces the built-in templates of the same name.
@main
struct VIPERModulePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let folder = context.package.directoryURL.path
        // NB: the plugin's own options come first, so that a user's option at the end
        // without its value is refused by the tool instead of taking the package folder.
        var toolArguments = ["--package-folder", folder]
        if !arguments.contains("--templates") {
            let overrides = context.package.directoryURL.appendingPathComponent(".viper-templates")
            if FileManager.default.fileExists(atPath: overrides.path) {
                toolArguments += ["--templates", overrides.path]
            }
        }
        for case let target as SourceModuleTarget in context.package.targets {
            let dependencies = target.dependencies.map { dependency in
                switch dependency {
                case .target(let target): target.name
                case .product(let product): product.name
                @unknown default: ""
                }
            }
            let kind = target.kind == .test ? "test" : "source"
            let path = target.directoryURL.path
            toolArguments += [
                "--package-target",
                "\(target.name)|\(kind)|\(path)|\(dependencies.joined(separator: ","))",
            ]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "VIPERModuleTool").url
        process.arguments = toolArguments + arguments
        try process.run()
        process.waitUntilExit()
        // NB: the tool has printed the reason and then "viper-module wrote nothing"; a
        // thrown error would be printed before the tool's output, so the plugin exits
        // with the tool's status instead.
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
