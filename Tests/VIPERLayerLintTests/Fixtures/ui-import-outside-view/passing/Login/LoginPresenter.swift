import Foundation

// import UIKit: a comment is not an import.
/// `import SwiftUI` in a doc comment neither.
final class LoginPresenter {
    let note = "import UIKit"
    let raw = #"import AppKit"#
    let multiline = """
        import UIKit
        """
    func check() -> Bool { canImportUIKit() }
    func canImportUIKit() -> Bool { false }
}
