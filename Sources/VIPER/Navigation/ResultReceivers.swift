/// The result receivers one screen object registered, one per child screen type.
///
/// Kept in the screen's ``LiveScreen`` record, so they live exactly as long as the
/// navigator keeps the screen: a restored screen registers again when it is built.
final class ResultReceivers {
    private var entries: [(child: ScreenType, receiver: AnyObject)] = []

    /// Registers `receiver` for results of `child` screens, replacing an earlier one.
    func set(_ receiver: AnyObject, for child: ScreenType) {
        if let index = entries.firstIndex(where: { $0.child == child }) {
            entries[index].receiver = receiver
        } else {
            entries.append((child, receiver))
        }
    }

    /// The receiver registered for `child` screens.
    func receiver(for child: ScreenType) -> AnyObject? {
        for entry in entries where entry.child == child { return entry.receiver }
        return nil
    }
}

/// A registered receiver of one child screen type's results.
final class ResultReceiver<Output: Sendable> {
    let receive: @MainActor (Output?) -> Void

    init(_ receive: @escaping @MainActor (Output?) -> Void) {
        self.receive = receive
    }
}
