// Counts the public symbols declared in this repository's Sources/ that have no doc
// comment, from the symbol graphs the compiler wrote (-emit-symbol-graph), and fails when
// there is one. Compiled and run by .ci/docs; needs only the Swift toolchain.
//
//     swiftc .ci/UndocumentedSymbols.swift -o .build/undocumented-symbols
//     .build/undocumented-symbols SOURCES_DIR GRAPH_DIR...
//
// A symbol counts when it is public or open, its declaration is in a file under
// SOURCES_DIR, and it has no doc comment (or only blank lines). Symbols the compiler
// synthesised or inherited from another module's protocol (`hash(into:)` of a
// `RawRepresentable`, a `Trait`'s `prepare(for:)`) have no location and are skipped: their
// documentation is the protocol's. A symbol listed in several graphs counts once.
import Foundation

struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { let precise: String }
        struct Kind: Decodable { let displayName: String }
        struct Location: Decodable {
            struct Position: Decodable { let line: Int }
            let uri: String
            let position: Position
        }
        struct DocComment: Decodable {
            struct Line: Decodable { let text: String }
            let lines: [Line]
        }
        let identifier: Identifier
        let kind: Kind
        let pathComponents: [String]
        let accessLevel: String
        let location: Location?
        let docComment: DocComment?
    }
    let symbols: [Symbol]
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let sourcesArgument = arguments.first else {
    FileHandle.standardError.write(
        Data("usage: undocumented-symbols SOURCES_DIR GRAPH_DIR...\n".utf8))
    exit(2)
}
let sources = URL(fileURLWithPath: sourcesArgument).standardizedFileURL.path + "/"

var seen = Set<String>()
var undocumented: [(file: String, line: Int, description: String)] = []
var checked = 0
for directory in arguments.dropFirst() {
    let files: [String]
    do {
        files = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".symbols.json") }.sorted()
    } catch {
        FileHandle.standardError.write(
            Data("undocumented-symbols: cannot read \(directory)\n".utf8))
        exit(2)
    }
    for file in files {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
        let graph: SymbolGraph
        do {
            graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
        } catch {
            FileHandle.standardError.write(
                Data("undocumented-symbols: \(url.path): \(error)\n".utf8))
            exit(2)
        }
        for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) {
            guard let location = symbol.location,
                let path = URL(string: location.uri)?.standardizedFileURL.path,
                path.hasPrefix(sources),
                seen.insert(symbol.identifier.precise).inserted
            else { continue }
            checked += 1
            let text = symbol.docComment?.lines.map(\.text).joined() ?? ""
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                undocumented.append(
                    (
                        String(path.dropFirst(sources.count)), location.position.line + 1,
                        "\(symbol.kind.displayName.lowercased()) \(symbol.pathComponents.joined(separator: "."))"
                    ))
            }
        }
    }
}

for symbol in undocumented.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
    print(
        "\(sources)\(symbol.file):\(symbol.line): error: public \(symbol.description) has no doc comment"
    )
}
print("undocumented public symbols: \(undocumented.count) of \(checked) declared in \(sources)")
exit(undocumented.isEmpty && checked > 0 ? 0 : 1)
