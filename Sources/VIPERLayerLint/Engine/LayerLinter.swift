import Foundation

/// Runs the layer rules over files and folders.
///
/// The `viper-lint` plugin runs it; a test can too, so a package's own `swift test` fails
/// when a layer rule is broken:
///
/// ```swift
/// @Test func modulesKeepTheirLayers() throws {
///     let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
///         .deletingLastPathComponent().deletingLastPathComponent().path
///     let diagnostics = try LayerLinter.lint(packageAt: package)
///     #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
/// }
/// ```
public struct LayerLinter: Sendable {
    /// The configuration the rules read.
    public let configuration: LintConfiguration

    /// Creates a linter.
    public init(configuration: LintConfiguration) {
        self.configuration = configuration
    }

    /// The violations in a package's `Sources` folder, under its `.viper-lint.json` if it
    /// has one.
    ///
    /// - Parameter folder: The package's folder.
    /// - Returns: The violations, by file, line and column.
    /// - Throws: A ``LintError`` when the configuration or a file cannot be read.
    public static func lint(packageAt folder: String) throws(LintError) -> [LintDiagnostic] {
        let configuration = try LintConfiguration.load(packageFolder: folder)
        let sources = (folder as NSString).appendingPathComponent("Sources")
        return try LayerLinter(configuration: configuration).lint(paths: [sources], root: folder)
    }

    /// The violations in one file's text.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: Its path relative to the package (roles come from it); printed as is.
    /// - Returns: The violations, by line and column.
    public func lint(source: String, path: String) -> [LintDiagnostic] {
        lint(source: source, rolePath: path, printedPath: path)
    }

    /// The violations in every `.swift` file under `paths` (files or folders).
    ///
    /// - Parameters:
    ///   - paths: Files or folders, absolute or relative to the current directory.
    ///   - root: The package folder; roles and excludes match paths relative to it.
    /// - Returns: The violations, by file, line and column.
    /// - Throws: ``LintError/unreadable(path:reason:)`` when a path does not exist or a
    ///   file cannot be read; then nothing is reported.
    public func lint(paths: [String], root: String) throws(LintError) -> [LintDiagnostic] {
        let root = Self.absolute(root)
        var files: [String] = []
        for path in paths {
            try files.append(contentsOf: Self.swiftFiles(at: Self.absolute(path)))
        }
        var sources: [SourceFile] = []
        for file in Set(files).sorted() {
            let relative = Self.relative(file, to: root)
            if configuration.excludes(relative) { continue }
            let source: String
            do {
                source = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                throw .unreadable(path: file, reason: error.localizedDescription)
            }
            sources.append(
                SourceFile(
                    source: source, path: file, role: configuration.role(ofFileAt: relative),
                    target: Self.target(ofFileAt: relative)))
        }
        return lint(sources)
    }

    private func lint(source: String, rolePath: String, printedPath: String) -> [LintDiagnostic] {
        lint([
            SourceFile(
                source: source, path: printedPath, role: configuration.role(ofFileAt: rolePath),
                target: Self.target(ofFileAt: rolePath))
        ])
    }

    /// Every rule over `files`: each file's own violations, in line order, then the
    /// violations across files, in file and line order.
    private func lint(_ files: [SourceFile]) -> [LintDiagnostic] {
        let rules = LayerRules.all.filter { !configuration.disabledRules.contains($0.id) }
        let byFile = files.flatMap { file in
            rules.flatMap { $0.check(file, configuration: configuration) }
                .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        }
        let across = rules.flatMap { $0.check(package: files, configuration: configuration) }
            .sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        return byFile + across
    }

    /// The target of a file at `path` (relative to the package): the folder after
    /// `Sources/`, SwiftPM's layout.
    private static func target(ofFileAt path: String) -> String? {
        let components = path.split(separator: "/")
        guard let sources = components.firstIndex(of: "Sources"), sources + 2 < components.count
        else { return nil }
        return String(components[sources + 1])
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let current = FileManager.default.currentDirectoryPath
        return ((current as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }

    private static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func swiftFiles(at path: String) throws(LintError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
        guard let walker = FileManager.default.enumerator(atPath: path) else {
            throw .unreadable(path: path, reason: "cannot list the folder")
        }
        var files: [String] = []
        while let entry = walker.nextObject() as? String {
            if (entry as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()  // NB: .build, .swiftpm: never the package's sources.
                continue
            }
            if entry.hasSuffix(".swift") {
                files.append((path as NSString).appendingPathComponent(entry))
            }
        }
        return files
    }
}
