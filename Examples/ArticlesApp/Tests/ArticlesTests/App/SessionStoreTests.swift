import Foundation
import Testing

@testable import Articles

@Suite struct SessionStoreTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("articles-store-\(UUID().uuidString)", isDirectory: true)

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func aSavedSessionLoadsBack() throws {
        let store = SessionStore(file: folder.appendingPathComponent("new/session.json"))
        try store.save(Data("saved".utf8))
        #expect(store.load() == Data("saved".utf8))
    }

    @Test func aFileThatCannotBeWrittenIsOnePlainLineNamingIt() throws {
        // NB: a folder where a file is, so this fails the same way when the tests run as
        // root, whom permissions do not stop.
        let file = folder.appendingPathComponent("plain-file")
        try Data().write(to: file)
        let store = SessionStore(file: file.appendingPathComponent("session.json"))

        let error = #expect(throws: SessionSaveError.self) { try store.save(Data("x".utf8)) }

        let text = try #require(error).description
        #expect(text.hasPrefix("could not write \(file.path)/session.json: "))
        #expect(!text.contains("\n"))
        #expect(!text.contains("Domain"))
        #expect(!text.contains("UserInfo"))
    }
}
