import Foundation

/// Turns a request into a plan, checking everything that could go wrong before a file is
/// written: the targets, their dependencies, the templates, existing files, permissions.
///
/// ```swift
/// let request = ModuleRequest(name: try ModuleName("ForecastDetail"), target: "Weather", input: "Forecast")
/// let plan = try ModulePlanner.plan(request, targets: targets, packageFolder: folder)
/// try PlanWriter.write(plan)
/// ```
package enum ModulePlanner {
    /// The plan for `request` in a package with `targets`.
    ///
    /// - Parameters:
    ///   - request: What to generate.
    ///   - targets: The package's targets.
    ///   - packageFolder: The package's folder.
    ///   - builtInTemplates: The built-in templates' folder.
    ///   - isWritable: Whether a folder may be written to (a test's read-only disk; root
    ///     may write anywhere).
    /// - Returns: The files to write.
    /// - Throws: A ``GeneratorError`` saying what to change; nothing has been written.
    package static func plan(
        _ request: ModuleRequest, targets: [PackageTarget], packageFolder: String,
        builtInTemplates: String = TemplateCatalog.builtInFolder,
        isWritable: (String) -> Bool = { FileManager.default.isWritableFile(atPath: $0) }
    ) throws(GeneratorError) -> ModulePlan {
        let sources = targets.filter { $0.kind == .source }
        let tests = targets.filter { $0.kind == .test }
        guard let target = sources.first(where: { $0.name == request.target }) else {
            if tests.contains(where: { $0.name == request.target }) {
                throw .testTargetAsTarget(request.target, available: sources.map(\.name))
            }
            throw .unknownTarget(request.target, available: sources.map(\.name))
        }
        var notes: [String] = []
        let testTarget: PackageTarget?
        if let name = request.testTarget {
            guard let found = tests.first(where: { $0.name == name }) else {
                throw .unknownTestTarget(name, available: tests.map(\.name))
            }
            testTarget = found
        } else {
            testTarget = tests.first { $0.name == request.target + "Tests" }
            if testTarget == nil {
                notes.append(
                    "no test target \(request.target)Tests: the presenter tests were not generated (name one with --test-target)"
                )
            }
        }
        if let testTarget, !testTarget.dependencies.contains(target.name) {
            throw .missingTargetDependency(testTarget: testTarget.name, target: target.name)
        }

        let entries = TemplateCatalog.entries.filter {
            $0.applies(uikit: request.uikit) && (!$0.isTest || testTarget != nil)
        }
        let templates = try TemplateCatalog.templates(
            for: entries, overrides: request.templatesFolder, builtIn: builtInTemplates)
        let values = TemplateValues(request)
        let moduleFolder = (target.path as NSString).appendingPathComponent(request.name.value)
        var files: [ModulePlan.File] = []
        for (entry, template) in zip(entries, templates) {
            let owner = entry.isTest ? testTarget ?? target : target
            let folder = entry.isTest ? owner.path : moduleFolder
            let contents = try template.render(values)
            try requireDependencies(of: contents, in: owner)
            let path = (folder as NSString).appendingPathComponent(
                request.name.value + entry.suffix)
            files.append(
                ModulePlan.File(
                    path: path, contents: contents.hasSuffix("\n") ? contents : contents + "\n"))
        }
        let plan = ModulePlan(
            packageFolder: packageFolder, files: files, notes: notes,
            warnings: undeclaredTypeWarnings(
                request, target: target, targets: targets, packageFolder: packageFolder))
        try checkFileSystem(for: plan, isWritable: isWritable)
        return plan
    }

    /// A warning for each `--input` or `--result` type that neither the target nor a
    /// target of the package it depends on declares: the module would not compile.
    private static func undeclaredTypeWarnings(
        _ request: ModuleRequest, target: PackageTarget, targets: [PackageTarget],
        packageFolder: String
    ) -> [String] {
        let folder = ModulePlan(packageFolder: packageFolder, files: []).relative(target.path)
        let folders =
            [target.path]
            + targets.filter { target.dependencies.contains($0.name) && $0.kind == .source }
            .map(\.path)
        var warnings: [String] = []
        var declared: Set<String>?
        for (option, type) in [("--input", request.input), ("--result", request.result)] {
            for name in DeclaredTypes.undeclared(in: type, folders: folders) {
                if declared == nil { declared = DeclaredTypes.declared(in: folders) }
                if let near = DeclaredTypes.nearest(to: name, among: declared ?? []) {
                    let fixed = TypeExpression.replacing(name, with: near, in: type)
                    warnings.append(
                        "\(option) \(type): no type \(name) is declared in target \(target.name); did you mean \(near)? Write \(option) \(fixed), or declare \(name) before you build, or the generated module does not compile"
                    )
                    continue
                }
                warnings.append(
                    "\(option) \(type): no type \(name) is declared in target \(target.name); declare it there before you build (for example `struct \(name): Sendable {}` in \(folder)/\(name).swift), or the generated module does not compile"
                )
            }
        }
        return warnings
    }

    /// Refuses a file that imports a swift-viper product its target does not depend on.
    private static func requireDependencies(of contents: String, in target: PackageTarget)
        throws(GeneratorError)
    {
        for product in ["VIPER", "VIPERTesting"] where !target.dependencies.contains(product) {
            let imports = contents.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                return words.count >= 2 && words[words.count - 2] == "import"
                    && words.last == Substring(product)
            }
            if imports { throw .missingDependency(target: target.name, product: product) }
        }
    }

    private static func checkFileSystem(
        for plan: ModulePlan, isWritable: (String) -> Bool
    ) throws(GeneratorError) {
        let manager = FileManager.default
        let existing = plan.files.map(\.path).filter { manager.fileExists(atPath: $0) }
        guard existing.isEmpty else { throw .filesExist(existing.map(plan.relative)) }
        for folder in Set(plan.files.map { ($0.path as NSString).deletingLastPathComponent })
            .sorted()
        {
            var ancestor = folder
            var isFolder: ObjCBool = false
            while !manager.fileExists(atPath: ancestor, isDirectory: &isFolder) {
                ancestor = (ancestor as NSString).deletingLastPathComponent
            }
            guard isFolder.boolValue else { throw .filesExist([plan.relative(ancestor)]) }
            guard isWritable(ancestor) else { throw .notWritable(plan.relative(ancestor)) }
        }
    }
}
