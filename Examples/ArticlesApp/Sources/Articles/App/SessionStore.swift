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

    /// The default file, the user's own: `swift-viper/articles-session.json` in
    /// `$XDG_STATE_HOME`, or in `~/.local/state` when that is not set.
    public static var defaultFile: URL {
        defaultFile(environment: ProcessInfo.processInfo.environment)
    }

    /// The default file for a process with `environment`.
    ///
    /// - Parameter environment: The process's environment variables; `XDG_STATE_HOME`
    ///   counts only when it is an absolute path, as the XDG specification says, and
    ///   `HOME` is the user's home folder (the account's when it is not set).
    /// - Returns: The file.
    public static func defaultFile(environment: [String: String]) -> URL {
        let state: URL
        if let folder = environment["XDG_STATE_HOME"], folder.hasPrefix("/") {
            state = URL(fileURLWithPath: folder, isDirectory: true)
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            state = home.appendingPathComponent(".local/state", isDirectory: true)
        }
        return state.appendingPathComponent("swift-viper", isDirectory: true)
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
    /// - Throws: ``SessionSaveError``, one plain line saying which file and why.
    public func save(_ data: Data) throws(SessionSaveError) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            throw SessionSaveError(file: file, reason: Self.reason(error))
        }
    }

    /// The operating system's reason for `error`, without the `NSError` around it.
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            posix.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(posix.code)))
        }
        if error.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(error.code)))
        }
        return error.localizedDescription
    }
}

/// A session that could not be saved: which file, and the system's reason.
public struct SessionSaveError: Error, Equatable, CustomStringConvertible {
    /// The file that could not be written.
    public let file: URL
    /// Why, as the operating system says it (such as "Permission denied").
    public let reason: String

    /// "could not write FILE: REASON", one line.
    public var description: String { "could not write \(file.path): \(reason)" }
}
