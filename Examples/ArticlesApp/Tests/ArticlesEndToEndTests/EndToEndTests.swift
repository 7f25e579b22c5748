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

    @Test func everyLineOfTheHelpFitsEightyColumns() throws {
        let run = try ArticlesProcess.run(["--help"], script: [])
        #expect(run.status == 0)
        #expect(run.output.contains("--state FILE"))
        let wide = run.output.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide == [])
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptSavesThePlaceBeforeItQuits(signal: Int32) throws {
        let run = try ArticlesProcess.interrupt(
            ["--fresh", "--state", stateFile], after: ["2"], waitingFor: "b back · k keep",
            with: signal)
        #expect(run.status == 128 + signal, "\(run.output)")
        #expect(run.output.contains("Bye. Your place is saved in \(stateFile)"))

        let restored = try ArticlesProcess.run(["--state", stateFile], script: ["q"])
        #expect(restored.output.contains("b back · k keep"), "\(restored.output)")
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

    @Test func aFailedLoadAsksToRetryAndCancelLeavesTheErrorShown() throws {
        let missing = folder.appendingPathComponent("missing.json").path
        let run = try ArticlesProcess.run(
            ["--fresh", "--state", stateFile, "--data", missing],
            script: ["t2", "2", "1", "r", "1", "q"])
        try expect(run, matches: "error")
    }

    @Test func takingABookmarkOutAsksFirstAndOnlyRemoveTakesItOut() throws {
        let run = try ArticlesProcess.run(
            ["--fresh", "--state", stateFile], script: ["2", "k", "k", "2", "k", "1", "t2", "q"])
        try expect(run, matches: "bookmark-remove")
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

    @Test func theTabBarSwitchesTabsKeepsEachStackAndTheWholeTreeComesBack() throws {
        let first = try ArticlesProcess.run(
            ["--fresh", "--state", stateFile],
            script: ["t2", "t1", "2", "k", "t2", "1", "b", "t3", "s", "3", "t1", "t1", "t3", "q"])
        try expect(first, matches: "tabs")

        let second = try ArticlesProcess.run(["--state", stateFile], script: ["t2", "t1", "q"])
        try expect(second, matches: "tabs-restored")
    }

    @Test func aDeepLinkOpensAnArticleInTheBookmarksTab() throws {
        let run = try ArticlesProcess.run(
            [
                "--fresh", "--state", stateFile, "--open",
                "articles://bookmarks/c05d4e8a19f37b62a0d9",
            ],
            script: ["t1", "t2", "b", "q"])
        try expect(run, matches: "deep-link-tab")
    }

    #if os(Linux)
    @Test func atATerminalBackDuringASlowLoadCancelsItAndGoesBackAtOnce() throws {
        let started = Date()
        let run = try ArticlesProcess.run(
            ["--fresh", "--state", stateFile, "--latency", "2"], script: ["1", "b", "q"],
            terminal: true)
        let seconds = Date().timeIntervalSince(started)

        #expect(run.status == 0)
        #expect(run.output.contains("Loading the article…"))
        // The loaded article's byline ("by @user") is never drawn: b cancelled the load.
        #expect(!run.output.contains("by @"), "whole output:\n\(run.output)")
        #expect(run.output.contains("Bye. Your place is saved"))
        // The list's own load takes 2 s; the article's would take 2 s more.
        #expect(seconds < 3.9, "took \(seconds) s")
    }
    #endif

    /// Every transcript as a 24-line terminal shows it: each frame fits with the prompt,
    /// and the messages come below the frame, right above the prompt, so they are the
    /// last lines on the screen when a long frame's top scrolls off.
    @Test(arguments: Self.transcriptNames)
    func everyMessageStaysInViewOnA24LineTerminal(_ name: String) throws {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Transcripts"))
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var index = 0
        var frames = 0
        while index < lines.count {
            let line = lines[index]
            if index + 1 < lines.count, lines[index + 1].hasPrefix("═") {
                let footer = try #require(
                    lines[index...].firstIndex { $0.hasSuffix("q quit") }, "\(name): no footer")
                let frame = lines[index...footer]
                let messages = lines[(footer + 1)...].prefix { !$0.isEmpty }
                #expect(frame.count + 1 <= 24, "\(name): a \(frame.count)-line frame")
                #expect(messages.count + 1 <= 24, "\(name): \(messages.count) message lines")
                frames += 1
                index = footer + 1 + messages.count
            } else {
                let isOwnLine = line.isEmpty || line.hasPrefix("> ") || line.hasPrefix("Bye. ")
                #expect(isOwnLine, "\(name) line \(index + 1) is above a frame: \(line)")
                index += 1
            }
        }
        #expect(frames > 0)
    }

    static let transcriptNames = [
        "bookmark-remove", "deep-link-missing", "deep-link-unknown", "deep-link", "deep-link-tab",
        "empty", "error",
        "picker-open", "picker-restored", "restored", "tabs", "tabs-restored", "tour",
    ]

    @Test func aBadCommandLineIsAUsageError() throws {
        let run = try ArticlesProcess.run(["--latency", "soon"], script: [])
        #expect(run.status == 2)
        #expect(
            run.output.hasPrefix("articles: --latency needs seconds between 0 and 60, got \"soon\"")
        )
    }
}
