import Foundation

/// A saved link: the module's entity, plain data with no behaviour.
struct Bookmark: Equatable, Sendable {
    let title: String
    let url: URL
}
