/// The work screen objects run for themselves (``NavigationHandle/execute(_:_:completion:)``
/// and its siblings), each as the handler that cancels it.
///
/// Keyed by the starting object's serial, as ``ResultRegistry`` is: the work belongs to that
/// object and is cancelled when the navigator retires or releases it. Work that ends first
/// removes its handler, so a screen's registrations are only what is still running.
struct ScreenWork {
    typealias Cancel = @MainActor () -> Void

    /// What removes one registration.
    struct Key: Hashable {
        let serial: UInt64
        let number: UInt64
    }

    private var bySerial: [UInt64: [(number: UInt64, cancel: Cancel)]] = [:]
    private var nextNumber: UInt64 = 0

    /// How many handlers are registered.
    private(set) var count = 0

    /// Registers `cancel` for the screen object `serial`, after its earlier work.
    mutating func add(_ cancel: @escaping Cancel, for serial: UInt64) -> Key {
        nextNumber += 1
        bySerial[serial, default: []].append((nextNumber, cancel))
        count += 1
        return Key(serial: serial, number: nextNumber)
    }

    /// Removes the handler of work that ended; returns it, for the caller to release after
    /// the engine's step.
    mutating func remove(_ key: Key) -> Cancel? {
        guard let index = bySerial[key.serial]?.firstIndex(where: { $0.number == key.number })
        else { return nil }
        count -= 1
        let removed = bySerial[key.serial]?.remove(at: index).cancel
        if bySerial[key.serial]?.isEmpty == true { bySerial[key.serial] = nil }
        return removed
    }

    /// Takes out the handlers of screens the navigator is releasing, each screen's in the
    /// order its work started, for the driver to run after the engine's step.
    mutating func release(_ screens: [LiveScreen]) -> [Cancel] {
        var released: [Cancel] = []
        guard !bySerial.isEmpty else { return released }
        for screen in screens {
            guard let registrations = bySerial.removeValue(forKey: screen.serial) else {
                continue
            }
            count -= registrations.count
            released += registrations.map(\.cancel)
        }
        return released
    }
}
