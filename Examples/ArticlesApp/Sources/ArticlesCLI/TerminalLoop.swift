import Articles
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads commands, hands them to the app, and draws the screen.
///
/// Commands are taken one at a time and only while the visible screen is not loading,
/// so typed-ahead commands act on the loaded screen and a scripted run prints the same
/// frames every time. At a terminal, a `q` or `b` that is next in line is the exception:
/// `q` quits at once, and `b` goes back at once, which cancels the load. A screen that
/// changes by itself (a load finished) is drawn when it changes.
///
/// Messages go below the frame, above the prompt, so on a small terminal they stay in
/// view when the frame's top scrolls off.
@MainActor
final class TerminalLoop {
    private let app: ArticlesApp
    private let interactive: Bool
    private var isPerformingCommand = false
    private var lastFrame: String?

    init(app: ArticlesApp, interactive: Bool) {
        self.app = app
        self.interactive = interactive
    }

    /// Runs until `q` or the end of input.
    func run(notices: [String]) async {
        let events = AsyncStream<TerminalEvent> { continuation in
            app.environment.display.onChange = { [weak self] in
                guard let self, !self.isPerformingCommand else { return }
                self.draw(messages: [], onlyIfChanged: true)
                continuation.yield(.changed)
            }
            StandardInput.startReading(into: continuation)
        }
        draw(messages: notices, onlyIfChanged: false)
        var queue: [String] = []
        var inputEnded = false
        for await event in events {
            switch event {
            case .line(let line): queue.append(line)
            case .endOfInput: inputEnded = true
            case .changed: break
            }
            while let next = queue.first {
                if app.isBusy, !(interactive && Self.interruptsLoad(next)) { break }
                if perform(queue.removeFirst()) == .quit { return }
            }
            if inputEnded, queue.isEmpty, !app.isBusy { return }
        }
    }

    private enum Outcome { case goOn, quit }

    private static func interruptsLoad(_ line: String) -> Bool {
        let command = try? Command(parsing: line)
        return command == .quit || command == .back
    }

    private func perform(_ line: String) -> Outcome {
        if !interactive { write("> \(line)\n") }
        isPerformingCommand = true
        let reply = app.handle(line)
        isPerformingCommand = false
        switch reply {
        case .quit:
            return .quit
        case .help(let lines):
            draw(messages: lines, onlyIfChanged: false)
        case .screen(let message):
            draw(messages: message.map { [$0] } ?? [], onlyIfChanged: false)
        }
        return .goOn
    }

    private func draw(messages: [String], onlyIfChanged: Bool) {
        let frame = FrameRenderer.frame(of: app.navigator)
        if onlyIfChanged, frame == lastFrame { return }
        lastFrame = frame
        var text = ""
        if interactive { text += "\u{1B}[H\u{1B}[2J" }
        text += frame + "\n"
        text += messages.map { $0 + "\n" }.joined()
        text += interactive ? "> " : "\n"
        write(text)
    }

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
