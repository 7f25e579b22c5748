import Foundation
import UIKit  // expect: ui-import-outside-view, column 1

final class LoginPresenter {}
