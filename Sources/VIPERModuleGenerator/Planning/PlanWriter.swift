import Foundation

/// Writes a ``ModulePlan``: every file, or none.
///
/// Files are created exclusively (an existing file is never replaced, even one that
/// appeared after the plan was checked); if any write fails, the files and folders
/// written before it are removed, so a failure never leaves half a module.
package struct PlanWriter {
    /// Writes one new file; throws if it exists or cannot be written.
    package typealias WriteFile = (_ path: String, _ data: Data) throws -> Void

    private let writeFile: WriteFile

    /// A writer that writes to disk, or through `writeFile` (a test's failing disk).
    package init(writeFile: @escaping WriteFile = PlanWriter.createExclusively) {
        self.writeFile = writeFile
    }

    /// Writes every file of `plan`.
    ///
    /// - Parameter plan: The plan.
    /// - Throws: ``GeneratorError/writeFailed(_:reason:)`` after removing what it wrote.
    package func write(_ plan: ModulePlan) throws(GeneratorError) {
        let manager = FileManager.default
        var createdFolders: [String] = []
        var createdFiles: [String] = []
        do {
            for file in plan.files {
                try Self.createFolders(
                    for: (file.path as NSString).deletingLastPathComponent, into: &createdFolders)
                try writeFile(file.path, Data(file.contents.utf8))
                createdFiles.append(file.path)
            }
        } catch {
            for path in createdFiles.reversed() { try? manager.removeItem(atPath: path) }
            for path in createdFolders.reversed() { try? manager.removeItem(atPath: path) }
            let failed = plan.files.first { !createdFiles.contains($0.path) }?.path ?? ""
            throw .writeFailed(plan.relative(failed), reason: error.localizedDescription)
        }
    }

    /// Creates the missing folders of `folder`, outermost first, recording each in `created`.
    private static func createFolders(for folder: String, into created: inout [String]) throws {
        var missing: [String] = []
        var cursor = folder
        while !FileManager.default.fileExists(atPath: cursor) {
            missing.insert(cursor, at: 0)
            cursor = (cursor as NSString).deletingLastPathComponent
        }
        for path in missing {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: false)
            created.append(path)
        }
    }

    /// Creates `path` with `data`, failing if anything is there already.
    package static func createExclusively(_ path: String, _ data: Data) throws {
        try data.write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    }
}
