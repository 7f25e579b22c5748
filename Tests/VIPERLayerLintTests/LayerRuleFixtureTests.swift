import Foundation
import Testing

@testable import VIPERLayerLint

/// Every rule against its fixtures.
///
/// The passing folder is clean under all rules, and the failing folder yields exactly the violations its `// expect: rule, column N` comments
/// name, line and column included. A marker after code is about its own line; a marker
/// alone on its line is about the next line.
@Suite struct LayerRuleFixtureTests {
    @Test(arguments: LayerRules.all.map(\.id))
    func passingFixturePassesEveryRule(rule: String) throws {
        let folder = Self.fixtures(rule, "passing")
        #expect(!(try Self.swiftFiles(in: folder)).isEmpty)

        let found = try LayerLinter(configuration: .default).lint(paths: [folder], root: folder)

        #expect(found.map(\.description) == [])
    }

    @Test(arguments: LayerRules.all.map(\.id))
    func failingFixtureIsFlaggedAtEachExpectedLineAndColumn(rule: String) throws {
        let folder = Self.fixtures(rule, "failing")
        let expected = try Self.expectations(in: folder)
        #expect(!expected.isEmpty)
        #expect(expected.allSatisfy { $0.hasSuffix("[\(rule)]") })

        let found = try LayerLinter(configuration: .default).lint(paths: [folder], root: folder)

        #expect(found.map { "\($0.path):\($0.line):\($0.column) [\($0.ruleID)]" } == expected)
        #expect(found.allSatisfy { $0.description.contains(": error: ") })
    }

    @Test(arguments: LayerRules.all.map(\.id))
    func disablingTheRuleSilencesItsFailingFixture(rule: String) throws {
        let folder = Self.fixtures(rule, "failing")
        var configuration = LintConfiguration.default
        configuration.disabledRules = [rule]

        let found = try LayerLinter(configuration: configuration).lint(
            paths: [folder], root: folder)

        #expect(found.isEmpty)
    }

    // MARK: - Fixtures

    static func fixtures(_ rule: String, _ kind: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(rule)/\(kind)").path
    }

    static func swiftFiles(in folder: String) throws -> [String] {
        let entries = try #require(
            FileManager.default.subpathsOfDirectory(atPath: folder) as [String]?)
        return entries.filter { $0.hasSuffix(".swift") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// `path:line:column [rule]` for every `// expect: rule, column N` comment, in file order.
    static func expectations(in folder: String) throws -> [String] {
        var expected: [String] = []
        for file in try swiftFiles(in: folder) {
            let lines = try String(contentsOfFile: file, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                let parts = line[marker.upperBound...].split(separator: ",")
                let rule = parts[0].trimmingCharacters(in: .whitespaces)
                let column = parts[1].replacingOccurrences(of: "column", with: "")
                    .trimmingCharacters(in: .whitespaces)
                let alone = line[..<marker.lowerBound].allSatisfy(\.isWhitespace)
                expected.append("\(file):\(number + (alone ? 2 : 1)):\(column) [\(rule)]")
            }
        }
        return expected
    }
}
