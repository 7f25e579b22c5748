import Foundation
import VIPERModuleGenerator

// The module generator's command line, behind the `viper-module` plugin:
//   VIPERModuleTool NAME --package-folder DIR --target NAME --package-target SPEC…
//       [--test-target NAME] [--input TYPE] [--result TYPE] [--parameters] [--uikit] [--public]
//       [--templates DIR]
//       [--dry-run]
// SPEC is `name|source-or-test|folder|dependency,dependency` (the plugin writes them).
// Exit status: 0 written (or planned, with --dry-run), 1 refused: nothing was written.

let usage = """
    usage: swift package --allow-writing-to-package-directory viper-module NAME --target TARGET
               [--input TYPE] [--result TYPE] [--parameters] [--uikit] [--public]
               [--test-target TARGET]
               [--templates FOLDER] [--dry-run]
    """

func refuse(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

var name: String?
var target: String?
var testTarget: String?
var input = "Void"
var result = "Never"
var takesParameters = false
var uikit = false
var isPublic = false
var dryRun = false
var templates: String?
var packageFolder: String?
var targets: [PackageTarget] = []

var arguments = CommandLine.arguments.dropFirst()
@MainActor func value(for option: String) -> String {
    guard let value = arguments.popFirst() else { refuse("\(option) needs a value\n\(usage)") }
    return value
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--target": target = value(for: argument)
    case "--test-target": testTarget = value(for: argument)
    case "--input": input = value(for: argument)
    case "--result": result = value(for: argument)
    case "--templates": templates = value(for: argument)
    case "--package-folder": packageFolder = value(for: argument)
    case "--package-target":
        let spec = value(for: argument)
        guard let parsed = PackageTarget(argument: spec) else {
            refuse("malformed --package-target \(spec)")
        }
        targets.append(parsed)
    case "--parameters": takesParameters = true
    case "--uikit": uikit = true
    case "--public": isPublic = true
    case "--dry-run": dryRun = true
    case "--help", "-h":
        print(usage)
        exit(0)
    case _ where argument.hasPrefix("-"): refuse("unknown option \(argument)\n\(usage)")
    default:
        if let name { refuse("one module at a time: got \(name) and \(argument)\n\(usage)") }
        name = argument
    }
}
guard let name else { refuse("name the module, for example ForecastDetail\n\(usage)") }
guard let target else {
    let names = targets.filter { $0.kind == .source }.map(\.name).sorted().joined(separator: ", ")
    refuse("name the target with --target; the package's source targets are: \(names)\n\(usage)")
}
guard let packageFolder else { refuse("--package-folder is missing (the plugin passes it)") }

do {
    let request = ModuleRequest(
        name: try ModuleName(name), target: target, testTarget: testTarget,
        input: try TypeExpression.check(input, option: "--input"),
        result: try TypeExpression.check(result, option: "--result"),
        takesParameters: takesParameters, uikit: uikit,
        isPublic: isPublic,
        templatesFolder: templates.map {
            ($0 as NSString).isAbsolutePath
                ? $0 : (packageFolder as NSString).appendingPathComponent($0)
        })
    let plan = try ModulePlanner.plan(request, targets: targets, packageFolder: packageFolder)
    if !dryRun { try PlanWriter().write(plan) }
    print(plan.summary(written: !dryRun))
} catch {
    refuse("\(error)")
}
