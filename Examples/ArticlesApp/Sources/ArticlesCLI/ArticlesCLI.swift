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
        await loop.run(notices: notices)
        do {
            try store.save(try app.sessionData())
            loop.write("Bye. Your place is saved in \(store.file.path) (--fresh starts over).\n")
        } catch {
            // NB: both errors print as one plain line (`SessionSaveError`, `NavigationError`).
            loop.write("Bye. Your place was not saved: \(error).\n")
        }
    }
}
