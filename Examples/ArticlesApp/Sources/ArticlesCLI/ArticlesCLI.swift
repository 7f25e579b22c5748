import Articles
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `articles`: the articles app in a terminal.
@main
@MainActor
enum ArticlesCLI {
    static func main() async {
        let options: Options
        do {
            options = try Options(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("articles: \(error)\n\n\(Options.usage)\n".utf8))
            exit(2)
        }
        if options.showsUsage {
            print(Options.usage)
            return
        }
        let source =
            options.dataFile.map { JSONFileArticleDataSource(file: $0, latency: options.latency) }
            ?? .bundled(latency: options.latency)
        let app = ArticlesApp(
            environment: .live(repository: DataSourceArticleRepository(source: source)))
        let store = SessionStore(file: options.stateFile)
        let notices = app.start(
            session: options.fresh ? nil : store.load(), deepLink: options.deepLink)
        let loop = TerminalLoop(app: app, interactive: isatty(0) == 1 && isatty(1) == 1)
        let interrupts = [SIGINT, SIGTERM].map { number in
            onSignal(number) {
                saveSession(of: app, in: store, loop: loop)
                exit(128 + number)
            }
        }
        await loop.run(notices: notices)
        withExtendedLifetime(interrupts) {}
        saveSession(of: app, in: store, loop: loop)
    }

    /// Saves the place and says where, or why not.
    static func saveSession(of app: ArticlesApp, in store: SessionStore, loop: TerminalLoop) {
        do {
            try store.save(try app.sessionData())
            loop.write("Bye. Your place is saved in \(store.file.path) (--fresh starts over).\n")
        } catch {
            // NB: both errors print as one plain line (`SessionSaveError`, `NavigationError`).
            loop.write("Bye. Your place was not saved: \(error).\n")
        }
    }

    /// Runs `handler` on the main actor when the process gets signal `number`, instead of
    /// dying at once: Ctrl-C (`SIGINT`) and `kill` (`SIGTERM`) save the place first.
    ///
    /// - Returns: The source; the handler runs while it is kept.
    static func onSignal(_ number: Int32, _ handler: @escaping @MainActor () -> Void)
        -> any DispatchSourceSignal
    {
        // NB: the default action is turned off first, or the signal would end the process
        // before the main queue runs the handler.
        _ = signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
        return source
    }
}
