import Foundation
import Testing

/// Drives the built `articles` executable with command scripts, as a person would, and
/// compares every screen it prints with the transcripts in `Transcripts/`.
///
/// Piped output has no terminal control codes and echoes each command as `> command`,
/// so a transcript reads like the session it records. To update one after an intended
/// change, run the script by hand and review the difference:
///
///     printf '1\nb\n' | swift run --package-path Examples/ArticlesApp articles --fresh --state /tmp/s.json
@Suite(.serialized) struct EndToEndTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("articles-e2e-\(UUID().uuidString)", isDirectory: true)

    var stateFile: String { folder.appendingPathComponent("session.json").path }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func expect(
        _ run: ArticlesProcess.Run, matches name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Transcripts"))
        let expected = try String(contentsOf: url, encoding: .utf8)
        let received = run.output.replacingOccurrences(of: folder.path, with: "$TMP")
        #expect(run.status == 0, sourceLocation: sourceLocation)
        if received != expected {
            let expectedLines = expected.components(separatedBy: "\n")
            let receivedLines = received.components(separatedBy: "\n")
            let common = min(expectedLines.count, receivedLines.count)
            let first = (0..<common).first { expectedLines[$0] != receivedLines[$0] } ?? common
            Issue.record(
                """
                \(name).txt differs from line \(first + 1):
                - \(first < expectedLines.count ? expectedLines[first] : "<end>")
                + \(first < receivedLines.count ? receivedLines[first] : "<end>")
                whole output:
                \(received)
                """, sourceLocation: sourceLocation)
        }
    }

    @Test func aTourOfEveryScreenThenTheSameSessionRestored() throws {
        let first = try ArticlesProcess.run(
            ["--fresh", "--state", stateFile],
            script: ["?", "9", "x", "2", "s", "b", "b", "s", "3", "1", "q"])
        try expect(first, matches: "tour")

        let second = try ArticlesProcess.run(["--state", stateFile], script: ["b", "q"])
        try expect(second, matches: "restored")
    }

    @Test func quittingWithThePickerOpenRestartsOnThePickerAndThePickSortsTheList() throws {
        let first = try ArticlesProcess.run(["--fresh", "--state", stateFile], script: ["s", "q"])
        try expect(first, matches: "picker-open")

        let second = try ArticlesProcess.run(["--state", stateFile], script: ["3", "q"])
        try expect(second, matches: "picker-restored")
    }

    @Test func loadingFailsThenTheErrorStaysUntilTheDataIsBack() throws {
        let missing = folder.appendingPathComponent("missing.json").path
        let run = try ArticlesProcess.run(
            ["--fresh", "--state", stateFile, "--data", missing], script: ["1", "r", "q"])
        try expect(run, matches: "error")
    }

    @Test func noArticlesShowsTheEmptyState() throws {
        let empty = folder.appendingPathComponent("empty.json")
        try Data("[]".utf8).write(to: empty)
        let run = try ArticlesProcess.run(
            ["--fresh", "--state", stateFile, "--data", empty.path], script: ["1", "q"])
        try expect(run, matches: "empty")
    }

    @Test func deepLinksOpenAnArticleOrSayWhyNot() throws {
        let run = try ArticlesProcess.run(
            [
                "--fresh", "--state", stateFile, "--open",
                "https://qiita.com/kenji/items/c05d4e8a19f37b62a0d9",
            ],
            script: ["b"])
        try expect(run, matches: "deep-link")

        let missing = try ArticlesProcess.run(
            ["--fresh", "--state", stateFile, "--open", "articles://articles/0000"],
            script: ["b", "q"])
        try expect(missing, matches: "deep-link-missing")

        let unknown = try ArticlesProcess.run(
            ["--fresh", "--state", stateFile, "--open", "articles://nowhere"], script: ["q"])
        try expect(unknown, matches: "deep-link-unknown")
    }

    @Test func aBadCommandLineIsAUsageError() throws {
        let run = try ArticlesProcess.run(["--latency", "soon"], script: [])
        #expect(run.status == 2)
        #expect(
            run.output.hasPrefix("articles: --latency needs seconds between 0 and 60, got \"soon\"")
        )
    }
}
