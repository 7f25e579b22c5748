import Foundation

// import UIKit
struct User: Equatable {
    let name: String
    let greeting = "import SwiftUI"
}
