import Foundation
import Testing
import VIPER

// The code of the Navigation article's "Tabs and split view" section.

extension NavigationTabTag {
    static let library: Self = "library"
    static let saved: Self = "saved"
}

enum ReaderRoute: NavigationRoute {
    case shelf
    case book(id: Int)
    case savedBooks
}

@MainActor
final class TitleScreen {
    let title: String
    init(title: String) { self.title = title }
}

extension TitleScreen: @MainActor DependencyInjectable {
    static func make(withDependency title: String) -> TitleScreen { TitleScreen(title: title) }
}

@MainActor
func makeReaderRoutes() -> RouteTable<ReaderRoute> {
    RouteTable<ReaderRoute> { route in
        switch route {
        case .shelf: .screen(TitleScreen.self, dependency: "Shelf")
        case .book(let id): .screen(TitleScreen.self, dependency: "Book \(id)")
        case .savedBooks: .screen(TitleScreen.self, dependency: "Saved")
        }
    } deepLinks: { url in
        // reader://saved/7 opens book 7 in the Saved tab, over the saved list.
        guard url.host == "saved", let id = Int(url.lastPathComponent) else { return nil }
        return RouteState(
            rootContent: .tabs(
                [
                    .init(.library, routes: [.shelf]),
                    .init(.saved, routes: [.savedBooks, .book(id: id)]),
                ],
                selected: .saved))
    }
}

@MainActor
@Suite struct TabsAndSplitArticleTests {
    @Test func aTabRootedAppPushesInTheSelectedTabAndSwitchesTabs() throws {
        let navigator = Navigator()
        let routes = makeReaderRoutes()
        try navigator.setLayout(
            .tabs(
                [
                    .init(.library, [.route(ReaderRoute.shelf, using: routes)]),
                    .init(.saved, [.route(ReaderRoute.savedBooks, using: routes)]),
                ], selected: .library))
        try navigator.push(.route(ReaderRoute.book(id: 1), using: routes))  // in Library
        try navigator.push(.route(ReaderRoute.book(id: 2), using: routes), in: .tab(.saved))
        try navigator.select(.saved)  // Library keeps its stack, covered
        #expect(navigator.state.layers[0].selectedTab == .saved)
        #expect(navigator.state.layers[0].stack(.tab(.library))?.count == 2)
    }

    @Test func aDeepLinkSelectsATabAndBuildsItsStackWhileASheetIsUp() throws {
        let navigator = Navigator()
        let routes = makeReaderRoutes()
        try navigator.open(URL(string: "reader://saved/3")!, using: routes)
        try navigator.present(.route(ReaderRoute.shelf, using: routes), style: .sheet)
        try navigator.open(URL(string: "reader://saved/7")!, using: routes)
        #expect(
            try navigator.routeState(ReaderRoute.self)
                == RouteState(
                    rootContent: .tabs(
                        [
                            .init(.library, routes: [.shelf]),
                            .init(.saved, routes: [.savedBooks, .book(id: 7)]),
                        ],
                        selected: .saved)))
        let data = try navigator.restorationData(ReaderRoute.self)
        let restored = Navigator()
        try restored.restore(from: data, using: routes)
        #expect(restored.state == navigator.state)
    }

    @Test func aSplitShowsADetailAndCollapsesIntoOneStack() throws {
        let navigator = Navigator()
        let routes = makeReaderRoutes()
        try navigator.setLayout(.split(primary: [.route(ReaderRoute.shelf, using: routes)]))
        // showDetail: replace the secondary column.
        try navigator.setStack(
            [.route(ReaderRoute.book(id: 1), using: routes)], in: .column(.secondary))
        try navigator.push(.route(ReaderRoute.book(id: 2), using: routes))  // secondary column
        let shelf = navigator.state.layers[0].allEntries[0].id
        try navigator.platformDidCollapse(splitShowing: shelf)
        #expect(navigator.state.root.count == 3)  // shelf, book 1, book 2: one stack
        try navigator.pop()
        try navigator.platformDidExpand(splitShowing: shelf)
        #expect(navigator.state.layers[0].split?.secondary.count == 1)
    }

    @Test func theTabBarReportsWhatTheUserDid() throws {
        let navigator = Navigator()
        let routes = makeReaderRoutes()
        try navigator.open(URL(string: "reader://saved/3")!, using: routes)
        let savedList = navigator.state.layers[0].stack(.tab(.saved))![0].id
        // The user tapped Library, then came back and re-tapped Saved (UIKit pops it).
        if navigator.allowsPlatformSelect(.library) { try navigator.platformDidSelect(.library) }
        try navigator.platformDidSelect(.saved)
        try navigator.platformDidPop(to: savedList)
        #expect(navigator.state.top?.id == savedList)
    }
}
