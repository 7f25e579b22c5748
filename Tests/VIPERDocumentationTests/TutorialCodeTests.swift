import Foundation
import Testing

/// Checks that the tutorial's step snapshots lead up to the code compiled here.
///
/// The tutorial "Build a Module with a Presenter Test" shows its code as snapshots, one
/// file a step, in `Sources/VIPER/VIPER.docc/Resources`. The last snapshot of each file is
/// compiled (the files in `Bookmarks/` and `Tests/Bookmarks/` are links to them: the
/// test file here, the app's files as the `Bookmarks` target it imports) and its tests run; these
/// tests check that the earlier snapshots lead up to it, so no step shows code that the
/// finished module does not contain. `.ci/tutorial-steps` (run by `.ci/docs`) type-checks
/// the code of every step on its own.
@Suite struct TutorialCodeTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/VIPER/VIPER.docc/Resources")
    /// The tutorial's test file, linked here, and its app target's files, linked in
    /// `Tests/Bookmarks` (the `Bookmarks` target the test file imports).
    static let compiled = [
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Bookmarks"),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Bookmarks"),
    ]

    /// The snapshots of each tutorial file, in step order: `bookmarks-presenter-01.swift`,
    /// `-02`, … or a single `bookmarks-entity.swift`.
    static func snapshots() throws -> [String: [String]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasPrefix("bookmarks-") && $0.hasSuffix(".swift") }.sorted()
        return Dictionary(grouping: names) { name in
            let stem = name.dropLast(".swift".count)
            guard let dash = stem.lastIndex(of: "-"), Int(stem[stem.index(after: dash)...]) != nil
            else { return String(stem) }
            return String(stem[..<dash])
        }
    }

    static func lines(_ name: String) throws -> [String] {
        try String(contentsOf: resources.appendingPathComponent(name), encoding: .utf8)
            .components(separatedBy: "\n")
    }

    /// Whether every line of `earlier` appears in `later`, in the same order.
    static func isContained(_ earlier: [String], in later: [String]) -> Bool {
        var remaining = later[...]
        for line in earlier {
            guard let found = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    @Test func everyStepLeadsUpToTheNextOne() throws {
        let files = try Self.snapshots()
        #expect(files.count == 7)
        for (file, steps) in files {
            for (earlier, later) in zip(steps, steps.dropFirst()) {
                #expect(
                    Self.isContained(try Self.lines(earlier), in: try Self.lines(later)),
                    "\(earlier) has lines that \(later) does not, in that order (\(file))")
            }
        }
    }

    @Test func theCompiledFilesAreTheLastSnapshots() throws {
        let last = Set(try Self.snapshots().values.compactMap(\.last))
        let linked = try Self.compiled.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
                try FileManager.default.destinationOfSymbolicLink(
                    atPath: folder.appendingPathComponent($0).path)
            }
        }
        #expect(Set(linked.map { URL(fileURLWithPath: $0).lastPathComponent }) == last)
    }

    @Test func theContainmentCheckCanFail() {
        #expect(Self.isContained(["a", "c"], in: ["a", "b", "c"]))
        #expect(!Self.isContained(["c", "a"], in: ["a", "b", "c"]))
        #expect(!Self.isContained(["d"], in: ["a", "b", "c"]))
    }
}
