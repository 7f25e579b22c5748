import Foundation
import Testing

/// Keeps README.md's promises about its own code: the example it says is compiled is.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Swift code blocks of the README section titled `title`.
    static func swiftBlocks(inSection title: String) throws -> [String] {
        let readme = try read("README.md")
        guard let start = readme.range(of: "\n## \(title)\n") else { return [] }
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
    }

    @Test func theExampleIsTheCodeOfReadmeExampleTests() throws {
        let blocks = try Self.swiftBlocks(inSection: "Example")
        #expect(blocks.count == 2)
        let compiled = try Self.read("Tests/VIPERTestingTests/Example/ReadmeExampleTests.swift")
            .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for line in blocks.joined().components(separatedBy: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.isEmpty { continue }
            let isCompiled = compiled.contains(code)
            #expect(isCompiled, "README line not in ReadmeExampleTests.swift: \(code)")
        }
    }

    @Test func theRunCommandIsTheFirstThingToTry() throws {
        let readme = try Self.read("README.md")
        let firstCommand = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first)
        #expect(firstCommand.hasPrefix("swift run --package-path Examples/ArticlesApp\n"))
    }
}
