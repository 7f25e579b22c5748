import Foundation
import Testing

/// The engine's stored state is internal so that its events can live in a file per phase;
/// these tests hold the rule that replaces `private`: code of `Sources/VIPER` outside
/// `Navigation/Engine/` never assigns to the engine's state, never passes it `inout`, and
/// never touches its transaction bookkeeping.
struct EngineBoundaryTests {
    /// An assignment (`=`, `+=`, …) to `engine.` or anything reached through it,
    /// subscripts included.
    static let assignment = try! NSRegularExpression(
        pattern: #"\bengine(\.\w+|\[[^\]]*\])+\s*([-+*/]?=)(?!=)"#)
    /// `engine.` state passed `inout`.
    static let inoutPass = try! NSRegularExpression(pattern: #"&\s*(self\.)?engine\."#)
    /// The fields only the engine's own events use.
    static let bookkeeping = try! NSRegularExpression(
        pattern: #"\bengine\.(phase|transaction|capabilityCache|spareRetired)\b"#)

    @Test func thePatternsTellWritesFromReads() {
        for write in [
            "engine.state = other", "engine.state.layers[0].style = nil", "engine.commitCount += 1",
        ] {
            #expect(Self.matches(Self.assignment, write), "\(write)")
        }
        for read in [
            "engine.state == other", "if engine.state.alert != nil {", "let s = engine.state",
        ] {
            #expect(!Self.matches(Self.assignment, read), "\(read)")
        }
        #expect(Self.matches(Self.inoutPass, "swap(&engine.screens, &other)"))
        #expect(Self.matches(Self.bookkeeping, "engine.phase"))
        #expect(!Self.matches(Self.bookkeeping, "engine.phaseName"))
    }

    @Test func codeOutsideTheEngineFolderNeverWritesTheEnginesState() throws {
        let files = try Self.sourcesOutsideTheEngine()
        #expect(files.count > 20, "the scan found the package's sources")
        var offences: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let code = String(line.split(separator: "//", maxSplits: 1).first ?? "")
                for pattern in [Self.assignment, Self.inoutPass, Self.bookkeeping]
                where Self.matches(pattern, code) {
                    offences.append("\(file.lastPathComponent):\(number + 1): \(line)")
                }
            }
        }
        #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
    }

    private static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The Swift files of `Sources/VIPER`, except those in `Navigation/Engine/`.
    private static func sourcesOutsideTheEngine() throws -> [URL] {
        var root = URL(fileURLWithPath: #filePath)
        while root.lastPathComponent != "Tests" { root.deleteLastPathComponent() }
        let sources = root.deletingLastPathComponent().appendingPathComponent("Sources/VIPER")
        let engine = sources.appendingPathComponent("Navigation/Engine").path + "/"
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        var files: [URL] = []
        while let relative = walker.nextObject() as? String {
            let file = sources.appendingPathComponent(relative)
            guard relative.hasSuffix(".swift"), !file.path.hasPrefix(engine) else { continue }
            files.append(file)
        }
        return files
    }
}
