@testable import SwiftUI  // expect: entity-ui-import, column 11

struct ProfileEntity {
    let color: Color
}
