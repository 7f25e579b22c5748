import Foundation

/// The file the session is saved in between runs.
public struct SessionStore: Sendable {
    /// The file.
    public let file: URL

    /// Creates the store.
    ///
    /// - Parameter file: The file; its folder is created on the first save.
    public init(file: URL) {
        self.file = file
    }

    /// The default file: `~/.swift-viper/articles-session.json`.
    public static var defaultFile: URL {
        FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".swift-viper", isDirectory: true)
            .appendingPathComponent("articles-session.json")
    }

    /// What was saved last, or `nil` when nothing was.
    ///
    /// - Returns: The saved data.
    public func load() -> Data? {
        try? Data(contentsOf: file)
    }

    /// Saves `data`, replacing what was saved.
    ///
    /// - Parameter data: The session.
    /// - Throws: The file system's error.
    public func save(_ data: Data) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
    }
}
