import Foundation
import Testing

@testable import Articles

@Suite struct SessionStoreTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("articles-store-\(UUID().uuidString)", isDirectory: true)

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func theDefaultFileIsEachUsersOwn() {
        let ann = SessionStore.defaultFile(environment: ["HOME": "/home/ann"])
        let bob = SessionStore.defaultFile(environment: ["HOME": "/home/bob"])
        #expect(ann.path == "/home/ann/.local/state/swift-viper/articles-session.json")
        #expect(bob.path == "/home/bob/.local/state/swift-viper/articles-session.json")
        let state = SessionStore.defaultFile(
            environment: ["HOME": "/home/ann", "XDG_STATE_HOME": "/var/ann-state"])
        #expect(state.path == "/var/ann-state/swift-viper/articles-session.json")
        // A relative XDG_STATE_HOME is ignored, as the XDG specification says.
        let relative = SessionStore.defaultFile(
            environment: ["HOME": "/home/ann", "XDG_STATE_HOME": "state"])
        #expect(relative == ann)
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
