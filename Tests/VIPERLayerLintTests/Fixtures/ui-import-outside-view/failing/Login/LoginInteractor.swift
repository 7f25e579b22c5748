@preconcurrency import SwiftUI  // expect: ui-import-outside-view, column 17

final class LoginInteractor {}
