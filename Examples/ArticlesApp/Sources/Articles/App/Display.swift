/// The terminal's "needs display" signal: a screen whose content changed outside a
/// command (a load finished) calls ``setNeedsDisplay()``, and the terminal redraws.
@MainActor
public final class Display {
    /// Called on every ``setNeedsDisplay()``; the terminal sets it.
    public var onChange: (@MainActor () -> Void)?

    /// Creates a display nobody listens to yet.
    public init() {}

    /// Asks the terminal to redraw.
    public func setNeedsDisplay() {
        onChange?()
    }
}
