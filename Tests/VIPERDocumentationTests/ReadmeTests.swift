import Foundation
import Testing

/// Keeps README.md's promise about its first command. (Its Swift blocks are compiled as
/// shown by .ci/check-snippets, and its Example runs in .ci/walk-readme.)
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theRunCommandIsTheFirstThingToTry() throws {
        let readme = try Self.read("README.md")
        let firstCommand = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first)
        #expect(firstCommand.hasPrefix("swift run --package-path Examples/ArticlesApp\n"))
    }
}
