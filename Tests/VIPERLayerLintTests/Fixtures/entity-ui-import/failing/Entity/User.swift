import Foundation
import UIKit  // expect: entity-ui-import, column 1

struct User {
    let avatar: UIImage
}
