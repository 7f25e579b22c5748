import Articles
import Foundation

/// The command line of `articles`.
struct Options {
    var deepLink: URL?
    var fresh = false
    var stateFile = SessionStore.defaultFile
    var dataFile: URL?
    var latency: Double = 0
    var showsUsage = false

    static let usage = """
        usage: articles [--open URL] [--fresh] [--state FILE] [--data FILE]
                        [--latency SECONDS]

        Browse the articles in your terminal: type a row number to open it, b to go
        back, s to sort, r to reload, k to keep an article, t1-t3 for the tabs
        (Articles, Bookmarks, Settings), ? for the commands, q to quit. Your place is
        saved when you quit (q, the end of input, Ctrl-C) and restored on the next
        start.

          --open URL         open a deep link after starting: articles://list,
                             articles://articles/<id>,
                             https://qiita.com/<user>/items/<id>,
                             articles://bookmarks[/<id>], articles://settings
          --fresh            ignore the saved session and start on the list
          --state FILE       where the session is saved; by default your own
                             $XDG_STATE_HOME/swift-viper/articles-session.json
                             ($XDG_STATE_HOME is ~/.local/state unless set)
          --data FILE        read the articles from FILE, a Qiita API JSON array,
                             instead of the bundled fixture
          --latency SECONDS  wait this long on every load, as a slow network would
        """

    /// Parses the arguments after the program name.
    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--open":
                let text = try value(for: argument)
                guard let url = URL(string: text), url.scheme != nil else {
                    throw UsageError("--open needs a URL, got \"\(text)\"")
                }
                deepLink = url
            case "--fresh":
                fresh = true
            case "--state":
                stateFile = URL(fileURLWithPath: try value(for: argument))
            case "--data":
                dataFile = URL(fileURLWithPath: try value(for: argument))
            case "--latency":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds >= 0, seconds <= 60 else {
                    throw UsageError("--latency needs seconds between 0 and 60, got \"\(text)\"")
                }
                latency = seconds
            case "-h", "--help":
                showsUsage = true
            default:
                throw UsageError("unknown argument \"\(argument)\"")
            }
        }
    }
}

/// A command line that does not parse.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
