#if canImport(UIKit)
import UIKit
#endif

final class LoginRouter {}
