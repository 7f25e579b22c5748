#if canImport(AppKit)
import AppKit  // expect: ui-import-outside-view, column 1
#endif

protocol LoginView: AnyObject {}
