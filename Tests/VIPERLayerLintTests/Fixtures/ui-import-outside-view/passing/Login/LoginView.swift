import UIKit

final class LoginView: UIView {}
