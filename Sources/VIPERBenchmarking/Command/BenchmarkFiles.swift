import Foundation

/// The files a measuring run reads and writes, checked before anything is measured.
///
/// A full run takes minutes; a baseline that is not there, or a folder for `--json` that
/// does not exist, must fail at once, in one plain line, not after the run with the
/// `NSError` Foundation threw.
struct BenchmarkFiles {
    /// A file the run cannot use, as one plain line.
    struct Problem: Error, Equatable, CustomStringConvertible {
        /// What is wrong, such as "cannot read baseline b.json: No such file or directory".
        var description: String
    }

    /// The saved report `--baseline` names, if it names one.
    var baseline: BenchmarkReport?

    /// Reads the baseline and checks that the folders of the output files exist.
    ///
    /// - Parameter options: The parsed command line.
    /// - Throws: ``Problem`` naming the first file that cannot be used, and why.
    init(checking options: BenchmarkOptions) throws(Problem) {
        if let path = options.baselinePath {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw Problem(description: "cannot read baseline \(path): \(Self.reason(error))")
            }
            do {
                baseline = try BenchmarkReport.decode(data)
            } catch {
                throw Problem(
                    description: "baseline \(path) is not a benchmark report written by --json: "
                        + Self.reason(error))
            }
        }
        for (flag, path) in [("--json", options.jsonPath), ("--markdown", options.markdownPath)] {
            guard let path else { continue }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
                isFolder.boolValue
            else {
                throw Problem(description: "cannot write \(flag) \(path): no folder \(folder)")
            }
        }
    }

    /// The reason for `error` a person reads: the system's words for a file error, the
    /// decoder's for a malformed file, never the `NSError` around them.
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription
        case DecodingError.keyNotFound(let key, _):
            return "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(path): \(context.debugDescription)"
        default:
            break
        }
        let error = error as NSError
        let posix =
            error.domain == NSPOSIXErrorDomain
            ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if error.domain == NSCocoaErrorDomain, error.code == CocoaError.fileReadNoSuchFile.rawValue
        {
            return "No such file or directory"
        }
        return error.localizedDescription
    }
}
