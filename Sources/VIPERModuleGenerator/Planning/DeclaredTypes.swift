import Foundation

/// Finds where a package's targets declare their types, so the generator can warn about
/// an `--input` or `--result` that names a type no target of the package declares.
///
/// It reads declarations (`struct Forecast`, `enum Forecast`, `typealias Forecast`, …)
/// word by word, not with a parser: a type declared in a comment counts, which only
/// makes the warning miss; it never warns about a type that is declared.
package enum DeclaredTypes {
    /// The names in `type` that no `.swift` file under `folders` declares.
    ///
    /// - Parameters:
    ///   - type: A checked `--input` or `--result`.
    ///   - folders: The folders of the target and of the package's targets it depends on.
    /// - Returns: The names that are declared nowhere there, in the order `type` has them.
    package static func undeclared(in type: String, folders: [String]) -> [String] {
        let wanted = TypeExpression.names(in: type)
        guard !wanted.isEmpty else { return [] }
        var missing = Set(wanted)
        for folder in folders {
            for file in swiftFiles(in: folder) where !missing.isEmpty {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                    continue
                }
                missing.subtract(declarations(in: text))
            }
        }
        return wanted.filter(missing.contains)
    }

    /// Every type name the `.swift` files under `folders` declare.
    ///
    /// - Parameter folders: The folders to read.
    /// - Returns: The names, each once.
    package static func declared(in folders: [String]) -> Set<String> {
        var names: Set<String> = []
        for folder in folders {
            for file in swiftFiles(in: folder) {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                    continue
                }
                names.formUnion(declarations(in: text))
            }
        }
        return names
    }

    /// The declared name `name` is most likely a typo of: the nearest by edit distance,
    /// ignoring case, within a third of the name's length (at least one edit); `nil`
    /// when none is that near.
    ///
    /// - Parameters:
    ///   - name: A name no file declares, as typed.
    ///   - candidates: The declared names.
    /// - Returns: The nearest candidate; of equally near ones, the first in sorted order.
    package static func nearest(to name: String, among candidates: Set<String>) -> String? {
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance: insertions, deletions and substitutions.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The names declared as types in `text`: the word after `struct`, `class`, `enum`,
    /// `actor`, `protocol` or `typealias`.
    package static func declarations(in text: String) -> Set<String> {
        var names: Set<String> = []
        var previous = ""
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty {
                if keywords.contains(previous) { names.insert(word) }
                previous = word
                word = ""
            }
        }
        return names
    }

    private static let keywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "typealias",
    ]

    private static func swiftFiles(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let entry = walker.nextObject() as? String {
            if (entry as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if entry.hasSuffix(".swift") {
                files.append((folder as NSString).appendingPathComponent(entry))
            }
        }
        return files
    }
}
