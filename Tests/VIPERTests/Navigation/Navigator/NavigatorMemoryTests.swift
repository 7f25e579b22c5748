import Foundation
import Testing
import VIPER

@MainActor
@Suite struct NavigatorMemoryTests {
    @Test(arguments: RemovalPath.allCases)
    func removedModuleDeallocatesViewPresenterInteractorAndRouter(_ path: RemovalPath) throws {
        let tracker = ModuleTracker()
        let table = RouteTable<TestRoute> { route in
            switch route {
            case .list: .screen(PlainScreen.self, dependency: "list")
            default: .screen(NoteViewController.self, input: tracker)
            }
        }
        var navigator: Navigator? = Navigator()
        try autoreleasepoolIfAvailable {
            let nav = try #require(navigator)
            try nav.replace(with: RouteState(root: [.list]), using: table)
            try path.run(nav, tracker, table)
            if path != .navigatorReleased {
                #expect(tracker.liveCount == 0, "\(path)")
            }
        }
        navigator = nil
        #expect(tracker.liveCount == 0, "\(path)")
    }
}

// MARK: - Fixtures

enum RemovalPath: CaseIterable, Sendable {
    case pop
    case popTo
    case popToRoot
    case setStack
    case dismiss
    case dismissAll
    case close
    case handleClose
    case handleDismiss
    case finish
    case replace
    case restore
    case batchPushThenPop
    case vetoedPush
    case refusedBatch
    case navigatorReleased

    @MainActor
    func run(_ navigator: Navigator, _ tracker: ModuleTracker, _ table: RouteTable<TestRoute>)
        throws
    {
        func pushModule() throws -> NavigationEntryID {
            try navigator.push(NoteViewController.self, input: tracker)
        }
        func presentModule() throws -> NavigationEntryID {
            try navigator.present(NoteViewController.self, input: tracker)
        }
        func router(_ id: NavigationEntryID) -> NoteRouter? {
            navigator.screen(NoteViewController.self, for: id)?.presenter.router
        }
        switch self {
        case .pop:
            _ = try pushModule()
            try navigator.pop()
        case .popTo:
            _ = try pushModule()
            _ = try pushModule()
            try navigator.pop(to: id(1))
        case .popToRoot:
            _ = try pushModule()
            try navigator.popToRoot()
        case .setStack:
            _ = try pushModule()
            try navigator.setStack([.existing(id(1)), .screen(PlainScreen.self, dependency: "x")])
        case .dismiss:
            _ = try presentModule()
            try navigator.dismiss()
        case .dismissAll:
            _ = try presentModule()
            _ = try pushModule()
            try navigator.dismissAll()
        case .close:
            try navigator.close(try pushModule())
        case .handleClose:
            try router(try pushModule())?.navigation.close()
        case .handleDismiss:
            try router(try presentModule())?.navigation.dismiss()
        case .finish:
            try router(try presentModule())?.navigation.finish(with: "done")
        case .replace:
            try navigator.replace(with: RouteState(root: [.list, .picker]), using: table)
            #expect(tracker.liveCount == 4)
            try navigator.replace(with: RouteState(root: [.list]), using: table)
        case .restore:
            let empty = try navigator.restorationData(TestRoute.self)
            try navigator.replace(with: RouteState(root: [.list, .picker]), using: table)
            #expect(tracker.liveCount == 4)
            try navigator.restore(from: empty, using: table)
        case .batchPushThenPop:
            try navigator.batch { navigator throws(NavigationError) in
                try navigator.push(NoteViewController.self, input: tracker)
                try navigator.pop()
            }
        case .vetoedPush:
            let token = navigator.addGuard { _ in .veto("no") }
            _ = try? navigator.push(NoteViewController.self, input: tracker)
            navigator.remove(token)
        case .refusedBatch:
            try? navigator.batch { navigator throws(NavigationError) in
                try navigator.push(NoteViewController.self, input: tracker)
                try navigator.dismiss()
            }
        case .navigatorReleased:
            _ = try pushModule()
            _ = try presentModule()
        }
    }
}

@MainActor
func autoreleasepoolIfAvailable(_ body: () throws -> Void) rethrows {
    #if canImport(ObjectiveC)
    try autoreleasepool { try body() }
    #else
    try body()
    #endif
}
