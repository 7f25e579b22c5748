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
        var toolArguments = arguments + ["--package-folder", folder]
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
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GeneratorFailure(description: "viper-module wrote nothing")
        }
    }
}

/// The plugin's error when the tool refused the request.
struct GeneratorFailure: Error, CustomStringConvertible {
    let description: String
}
