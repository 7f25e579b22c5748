// What the navigator asks the engine between events. None runs user code.

extension NavigatorEngine {
    /// Whether no change is open: nothing is staged, built, decided or reported.
    var isIdle: Bool {
        if case .idle = phase { return true }
        return false
    }

    /// The actions a batch staged so far, in order.
    var batchActions: [NavigationAction] {
        guard phase == .staging else { return [] }
        return transaction.batchActions
    }

    /// The receiver the live screen object `requester` names registered for `child`.
    func registeredReceiver(of requester: ResultRequester, for child: ScreenType)
        -> (any ResultReceiving)?
    {
        guard let index = screens.lastIndex(of: requester.id),
            screens.records[index].serial == requester.serial
        else { return nil }
        return receivers.receiver(of: requester.serial, for: child)
    }

    /// Whether a committed screen shows `id`, and is the object `serial` names.
    func isShown(_ id: NavigationEntryID, serial: UInt64?) -> Bool {
        guard let index = screens.lastIndex(of: id) else { return false }
        guard let serial else { return true }
        return serial == screens.records[index].serial
    }

    /// The live screen object showing `id`, as a result's requester.
    func liveRequester(_ id: NavigationEntryID?) -> ResultRequester? {
        guard let index = screens.lastIndex(of: id) else { return nil }
        return ResultRequester(id: screens.records[index].id, serial: screens.records[index].serial)
    }
}
