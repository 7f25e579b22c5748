/// The result receivers screen objects registered, each for one child screen type.
///
/// Keyed by the registering object's serial: a registration belongs to that screen
/// object, never to whatever later shows its entry, and it is dropped when the navigator
/// releases the object. A restored screen registers again when it is built.
///
/// NB: kept beside the live screens rather than in their records: a reference in every
/// record costs a retain and a release each time a push or a pop moves one, for the few
/// screens that ever register.
struct ResultRegistry {
    private var entries: [(serial: UInt64, child: ScreenType, receiver: any ResultReceiving)] =
        []

    /// Whether no screen registered a receiver.
    var isEmpty: Bool { entries.isEmpty }

    /// Registers `receiver` for results of `child` screens, replacing an earlier one of
    /// the same object.
    mutating func set(_ receiver: any ResultReceiving, for child: ScreenType, by serial: UInt64) {
        if let index = entries.firstIndex(where: { $0.serial == serial && $0.child == child }) {
            entries[index].receiver = receiver
        } else {
            entries.append((serial, child, receiver))
        }
    }

    /// The receiver the object `serial` registered for `child` screens.
    func receiver(of serial: UInt64, for child: ScreenType) -> (any ResultReceiving)? {
        for entry in entries where entry.serial == serial && entry.child == child {
            return entry.receiver
        }
        return nil
    }

    /// Drops the registrations of screens the navigator is releasing.
    mutating func release(_ screens: LiveScreens) {
        guard !entries.isEmpty else { return }
        for index in 0..<screens.count {
            let serial = screens.records[index].serial
            entries.removeAll { $0.serial == serial }
        }
    }
}

/// A registered receiver of one child screen type's results, called with the value a
/// ``RequesterSlot`` staged, or `nil`.
protocol ResultReceiving: AnyObject {
    @MainActor func receive(_ value: Any?)
}

/// A registered receiver of results of type `Output`.
final class ResultReceiver<Output: Sendable>: ResultReceiving {
    private let handler: @MainActor (Output?) -> Void

    init(_ handler: @escaping @MainActor (Output?) -> Void) {
        self.handler = handler
    }

    @MainActor
    func receive(_ value: Any?) {
        // NB: `nil` is "no result"; a staged value is always an `Output` (the child type's
        // `Output`, the same the registration was typed with).
        guard let value else { return handler(nil) }
        handler(value as? Output)
    }
}
