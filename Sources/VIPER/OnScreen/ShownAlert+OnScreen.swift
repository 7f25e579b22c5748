extension ShownAlert {
    /// The buttons a platform draws for the alert, in order: ``buttons``, or one "OK"
    /// button with the cancel role when that list is empty.
    ///
    /// A tap on the button at an index of this list answers the alert with
    /// ``Navigator/platformDidChoose(button:inAlert:)`` and that index, so the UIKit host
    /// and a SwiftUI `.alert` show the same buttons and report the same taps.
    public var buttonsOnScreen: [Button] {
        buttons.isEmpty ? [Button("OK", role: .cancel)] : buttons
    }
}
