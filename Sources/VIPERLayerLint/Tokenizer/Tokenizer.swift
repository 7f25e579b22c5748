/// Splits Swift source into ``Token``s: identifiers, attributes, directives, numbers,
/// punctuation, and whole comments and string literals.
///
/// It is not a parser: it knows just enough Swift to never mistake the inside of a
/// comment (line, block, nested block) or a string (plain, multi-line, raw, with
/// interpolations that contain strings of their own) for code. Unknown bytes become
/// punctuation, so any input tokenizes and the tokenizer never fails.
///
/// ```swift
/// let tokens = Tokenizer.tokens(in: "import UIKit // not VIPER")
/// // [identifier "import", identifier "UIKit", comment "// not VIPER"]
/// ```
package struct Tokenizer {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [Token] = []

    private init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// The tokens of `source`, in order.
    ///
    /// - Parameter source: Swift source text.
    /// - Returns: Every token, comments and strings included.
    package static func tokens(in source: String) -> [Token] {
        var tokenizer = Tokenizer(source)
        tokenizer.run()
        return tokenizer.tokens
    }

    private mutating func run() {
        while let byte = peek() {
            let start = offset
            let startLine = line
            let startColumn = offset - lineStart + 1
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                advance()
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
                emit(.comment, from: start, startLine, startColumn)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
                emit(.comment, from: start, startLine, startColumn)
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
                emit(.string, from: start, startLine, startColumn)
            case UInt8(ascii: "#"):
                lexHash(start, startLine, startColumn)
            case UInt8(ascii: "@"):
                advance()
                skipIdentifierBody()
                emit(.attribute, from: start, startLine, startColumn)
            case UInt8(ascii: "`"):
                advance()
                while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
                    advance()
                }
                if peek() == UInt8(ascii: "`") { advance() }
                let name = String(decoding: bytes[start..<offset], as: UTF8.self)
                tokens.append(
                    Token(
                        .identifier, name.trimmingBackticks, line: startLine,
                        column: startColumn))
            case _ where Self.isIdentifierHead(byte):
                skipIdentifierBody()
                emit(.identifier, from: start, startLine, startColumn)
            case _ where Self.isDigit(byte):
                skipNumber()
                emit(.number, from: start, startLine, startColumn)
            case _ where Self.isOperator(byte):
                skipOperator()
                emit(.punctuation, from: start, startLine, startColumn)
            default:
                advance()
                emit(.punctuation, from: start, startLine, startColumn)
            }
        }
    }

    // MARK: - Pieces

    private mutating func lexHash(_ start: Int, _ startLine: Int, _ startColumn: Int) {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            advance(hashes)
            skipString(hashes: hashes)
            emit(.string, from: start, startLine, startColumn)
        } else if peek(hashes) == UInt8(ascii: "/") {
            // NB: an extended regex literal, #/…/#: as opaque as a string.
            advance(hashes + 1)
            skipRegex(hashes: hashes)
            emit(.string, from: start, startLine, startColumn)
        } else if hashes == 1, let next = peek(1), Self.isIdentifierHead(next) {
            advance()
            skipIdentifierBody()
            emit(.directive, from: start, startLine, startColumn)
        } else {
            advance()
            emit(.punctuation, from: start, startLine, startColumn)
        }
    }

    private mutating func skipLineComment() {
        while let byte = peek(), byte != UInt8(ascii: "\n") { advance() }
    }

    private mutating func skipBlockComment() {
        advance(2)
        var depth = 1
        while depth > 0, peek() != nil {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance(2)
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(2)
            } else {
                advance()
            }
        }
    }

    /// Skips a string literal whose opening `#`s are consumed and which starts at `"`.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        advance(quotes)
        while let byte = peek() {
            if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: offset + 1) {
                advance(1 + hashes)
                if peek() == UInt8(ascii: "(") {
                    skipInterpolation()
                } else if peek() != nil {
                    advance()
                }
            } else if byte == UInt8(ascii: "\""), hasQuotes(quotes, at: offset),
                hasHashes(hashes, at: offset + quotes)
            {
                advance(quotes + hashes)
                return
            } else if byte == UInt8(ascii: "\n"), !multiline {
                return  // NB: an unterminated single-line string ends at the line's end.
            } else {
                advance()
            }
        }
    }

    /// Skips `( … )` inside a string, where strings and comments may nest.
    private mutating func skipInterpolation() {
        advance()
        var depth = 1
        while depth > 0, let byte = peek() {
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                advance()
            case UInt8(ascii: ")"):
                depth -= 1
                advance()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                advance()
            }
        }
    }

    private mutating func skipRegex(hashes: Int) {
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") {
                advance(2)
            } else if byte == UInt8(ascii: "/"), hasHashes(hashes, at: offset + 1) {
                advance(1 + hashes)
                return
            } else {
                advance()
            }
        }
    }

    private mutating func skipIdentifierBody() {
        while let byte = peek(), Self.isIdentifierHead(byte) || Self.isDigit(byte) {
            advance()
        }
    }

    private mutating func skipNumber() {
        while let byte = peek() {
            if Self.isIdentifierHead(byte) || Self.isDigit(byte) {
                advance()
            } else if byte == UInt8(ascii: "."), let next = peek(1), Self.isDigit(next) {
                advance()
            } else {
                return
            }
        }
    }

    private mutating func skipOperator() {
        advance()
        while let byte = peek(), Self.isOperator(byte) {
            if byte == UInt8(ascii: "/"),
                peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")
            {
                return
            }
            advance()
        }
    }

    // MARK: - Bytes

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private func hasQuotes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "\"") }
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
    }

    private mutating func emit(_ kind: Token.Kind, from start: Int, _ line: Int, _ column: Int) {
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        tokens.append(Token(kind, text, line: line, column: column))
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~?.".utf8.contains(byte)
    }
}

extension String {
    fileprivate var trimmingBackticks: String {
        var text = Substring(self)
        if text.hasPrefix("`") { text = text.dropFirst() }
        if text.hasSuffix("`") { text = text.dropLast() }
        return String(text)
    }
}
