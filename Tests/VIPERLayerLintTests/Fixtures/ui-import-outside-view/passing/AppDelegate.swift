import UIKit

// A file with no VIPER role (no role pattern matches its name) is not checked.
final class AppDelegate: UIResponder {}
