import Foundation
import VIPERModuleGenerator

// The module generator's command line, behind the `viper-module` plugin:
//   VIPERModuleTool --package-folder DIR --package-target SPEC… NAME --target NAME
//       [--test-target NAME] [--input TYPE] [--result TYPE] [--parameters] [--uikit] [--public]
//       [--templates DIR]
//       [--dry-run]
// SPEC is `name|source-or-test|folder|dependency,dependency` (the plugin writes them).
// The arguments are read by ModuleToolArguments, in the tested library.
// Exit status: 0 written (or planned, with --dry-run), 1 refused: nothing was written.

func refuse(_ message: String) -> Never {
    FileHandle.standardError.write(Data(ModuleToolArguments.refusal(message).utf8))
    exit(1)
}

let usage = ModuleToolArguments.usage
let arguments: ModuleToolArguments
do {
    arguments = try ModuleToolArguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    refuse("\(error)")
}
if arguments.showsHelp {
    print(usage)
    exit(0)
}
guard let name = arguments.name else {
    refuse("name the module, for example ForecastDetail\n\(usage)")
}
guard let target = arguments.target else {
    let names = arguments.targets.filter { $0.kind == .source }.map(\.name).sorted()
        .joined(separator: ", ")
    refuse("name the target with --target; the package's source targets are: \(names)\n\(usage)")
}
guard let packageFolder = arguments.packageFolder else {
    refuse("--package-folder is missing (the plugin passes it)")
}

do {
    let request = ModuleRequest(
        name: try ModuleName(name), target: target, testTarget: arguments.testTarget,
        input: try TypeExpression.check(arguments.input, option: "--input"),
        result: try TypeExpression.check(arguments.result, option: "--result"),
        takesParameters: arguments.takesParameters, uikit: arguments.uikit,
        isPublic: arguments.isPublic,
        templatesFolder: arguments.templates.map {
            ($0 as NSString).isAbsolutePath
                ? $0 : (packageFolder as NSString).appendingPathComponent($0)
        })
    let plan = try ModulePlanner.plan(
        request, targets: arguments.targets, packageFolder: packageFolder)
    if !arguments.dryRun { try PlanWriter().write(plan) }
    print(plan.summary(written: !arguments.dryRun))
} catch {
    refuse("\(error)")
}
