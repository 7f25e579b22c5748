import Foundation
import Testing

/// Runs the built `articles` executable with a command script on its standard input.
enum ArticlesProcess {
    struct Run {
        var output: String
        var status: Int32
    }

    /// Where `swift build` put the executable: next to this test bundle.
    static var executable: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("articles")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("articles")
    }

    /// Runs the app, feeding it `script` and then the end of input.
    ///
    /// With `terminal`, the app runs on a pseudo-terminal that util-linux `script(1)`
    /// opens, so it sees a terminal on its standard input and output, as a person's
    /// would; the output then has the terminal's control codes and `\r\n` line ends.
    ///
    /// NB: never hangs: a run that does not finish within `timeout` seconds is killed and
    /// recorded as a failure, with what it printed so far.
    static func run(
        _ arguments: [String], script: [String], terminal: Bool = false, timeout: Double = 30,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        let process = Process()
        if terminal {
            let command = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["--quiet", "--return", "--command", command, "/dev/null"]
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()

        let collected = OutputCollector()
        let reader = Thread {
            collected.set(output.fileHandleForReading.readDataToEndOfFile())
        }
        reader.start()
        input.fileHandleForWriting.write(Data(script.map { $0 + "\n" }.joined().utf8))
        try input.fileHandleForWriting.close()

        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record(
                "articles did not finish within \(timeout) s; killed it",
                sourceLocation: sourceLocation)
        }
        process.waitUntilExit()
        let text = String(decoding: collected.wait(timeout: 5), as: UTF8.self)
        return Run(output: text, status: process.terminationStatus)
    }
}

extension ArticlesProcess {
    /// Runs the app, types `script` and keeps its input open; once the output shows
    /// `marker`, sends it `signal`, as Ctrl-C (`SIGINT`) or a `kill` (`SIGTERM`) would.
    ///
    /// NB: never hangs: the app is killed when the marker or its exit does not come within
    /// `timeout` seconds, and that is recorded as a failure.
    static func interrupt(
        _ arguments: [String], after script: [String], waitingFor marker: String,
        with signal: Int32, timeout: Double = 30, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let printed = PrintedSoFar()
        output.fileHandleForReading.readabilityHandler = { handle in
            printed.append(handle.availableData)
        }
        try process.run()
        input.fileHandleForWriting.write(Data(script.map { $0 + "\n" }.joined().utf8))

        let deadline = Date().addingTimeInterval(timeout)
        while !printed.text.contains(marker), process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(process.processIdentifier, signal)
        while process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record(
                "articles did not stop within \(timeout) s of \(signal); killed it",
                sourceLocation: sourceLocation)
        }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        printed.append(output.fileHandleForReading.readDataToEndOfFile())
        try input.fileHandleForWriting.close()
        return Run(output: printed.text, status: process.terminationStatus)
    }
}

/// What a running app printed so far, appended by the pipe's reader thread.
final class PrintedSoFar: @unchecked Sendable {
    // NB: @unchecked: every access holds the lock.
    private var data = Data()
    private let lock = NSLock()

    func append(_ more: Data) {
        lock.lock()
        data.append(more)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The bytes a reader thread collected, handed over once.
final class OutputCollector: @unchecked Sendable {
    // NB: @unchecked: `data` is written once by the reader thread before it signals and
    // read only after the signal.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    func set(_ data: Data) {
        self.data = data
        done.signal()
    }

    func wait(timeout: Double) -> Data {
        _ = done.wait(timeout: .now() + timeout)
        return data
    }
}
