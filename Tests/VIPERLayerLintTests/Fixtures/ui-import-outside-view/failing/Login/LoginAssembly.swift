import struct UIKit.UIColor  // expect: ui-import-outside-view, column 1

enum LoginAssembly {}
