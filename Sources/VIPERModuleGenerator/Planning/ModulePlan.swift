/// The files a module is made of, rendered, and where each goes: what `--dry-run` prints
/// and what ``PlanWriter`` writes.
package struct ModulePlan: Equatable, Sendable {
    /// One file to create.
    package struct File: Equatable, Sendable {
        /// The absolute path.
        package let path: String
        /// The rendered text.
        package let contents: String
    }

    /// The package folder, for printing paths relative to it.
    package let packageFolder: String
    /// The files, in order.
    package let files: [File]
    /// Things the user should know (a test target that is missing, for instance).
    package let notes: [String]
    /// Things that stop the module from compiling until the user acts (a type named by
    /// `--input` that the target does not declare).
    package let warnings: [String]

    /// Creates a plan.
    package init(
        packageFolder: String, files: [File], notes: [String] = [], warnings: [String] = []
    ) {
        self.packageFolder = packageFolder
        self.files = files
        self.notes = notes
        self.warnings = warnings
    }

    /// `path` relative to the package folder.
    package func relative(_ path: String) -> String {
        let prefix = packageFolder.hasSuffix("/") ? packageFolder : packageFolder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The plan as the tool prints it, each file with its size.
    ///
    /// - Parameter written: Whether the files were written (else it is a dry run).
    package func summary(written: Bool) -> String {
        var lines = [written ? "Created:" : "Would create (dry run, nothing written):"]
        for file in files {
            let lineCount = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                .count
            lines.append("  \(relative(file.path))  (\(lineCount) lines)")
        }
        lines += notes.map { "note: \($0)" }
        lines += warnings.map { "warning: \($0)" }
        return lines.joined(separator: "\n")
    }
}
