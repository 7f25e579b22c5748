/// The input of a navigating screen's destination, held once for the two closures that
/// read it: the one that builds the screen and the one that names its restorable route.
///
/// NB: a closure whose only capture is one class reference uses that reference as its
/// context, so both closures share this one allocation; capturing the input itself made
/// each closure allocate a context of its own (navigation/navigator-push-pop-navigated
/// and -result: one allocation fewer per push+pop; figures at `Destination.screen(_:input:)`).
@usableFromInline
final class SharedInput<Input> {
    @usableFromInline let value: Input

    @usableFromInline
    init(_ value: Input) {
        self.value = value
    }
}
