// NB: the general (slow) paths read and write the core's fields through these, one
// access each; the fast paths in NavigatorCore make one access per step instead.
extension Navigator {
    var screens: LiveScreens {
        get { core.screens }
        _modify { yield &core.screens }
    }

    var stagedFrom: Int {
        get { core.stagedFrom }
        _modify { yield &core.stagedFrom }
    }

    var nextRawID: UInt64 {
        get { core.nextRawID }
        _modify { yield &core.nextRawID }
    }

    var phase: Phase {
        get { core.phase }
        _modify { yield &core.phase }
    }

    var removedIDs: [NavigationEntryID] {
        get { core.removedIDs }
        _modify { yield &core.removedIDs }
    }

    var retiring: [LiveEntry] {
        get { core.retiring }
        _modify { yield &core.retiring }
    }

    var stagedResults: [any ResultDelivering] {
        get { core.stagedResults }
        _modify { yield &core.stagedResults }
    }

    var batchActions: [NavigationAction] {
        get { core.batchActions }
        _modify { yield &core.batchActions }
    }

    var isBatching: Bool {
        get { core.isBatching }
        _modify { yield &core.isBatching }
    }

    var guardingScreenCount: Int {
        get { core.guardingScreenCount }
        _modify { yield &core.guardingScreenCount }
    }

    var watcherCount: Int {
        get { core.watcherCount }
        _modify { yield &core.watcherCount }
    }

    var capabilityCache: ScreenCapabilities.Cache {
        get { core.capabilityCache }
        _modify { yield &core.capabilityCache }
    }
}
