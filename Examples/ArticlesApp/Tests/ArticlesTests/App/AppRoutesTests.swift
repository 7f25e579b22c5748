import Foundation
import Testing
import VIPERTesting

@testable import Articles

@MainActor
@Suite struct DeepLinkTests {
    @Test func theListLinkIsTheTabBarOnTheArticlesTab() throws {
        #expect(
            try AppRoutes.routeState(for: URL(string: "articles://list")!)
                == RouteState(
                    rootContent: .tabs(
                        [
                            .init(.articles, routes: [.articles]),
                            .init(.bookmarks, routes: [.bookmarks]),
                            .init(.settings, routes: [.settings]),
                        ], selected: .articles)))
    }

    @Test func theTabLinksSelectTheirTabAndBuildItsStack() throws {
        #expect(
            try AppRoutes.routeState(for: URL(string: "articles://bookmarks")!)
                == AppRoutes.tabs(selected: .bookmarks))
        #expect(
            try AppRoutes.routeState(for: URL(string: "articles://settings")!)
                == AppRoutes.tabs(selected: .settings))
        #expect(
            try AppRoutes.routeState(for: URL(string: "articles://bookmarks/b2")!)
                == AppRoutes.tabs(selected: .bookmarks, bookmarks: [.article(id: "b2")]))
        #expect(throws: DeepLinkError.self) {
            try AppRoutes.routeState(for: URL(string: "articles://bookmarks/no-pe")!)
        }
    }

    @Test(arguments: [
        "articles://articles/3f2a9c1d7e5b8a604c21",
        "https://qiita.com/hanako/items/3f2a9c1d7e5b8a604c21",
    ])
    func anArticleLinkOpensItOverTheList(_ link: String) throws {
        #expect(
            try AppRoutes.routeState(for: URL(string: link)!)
                == AppRoutes.tabs(articles: [.articles, .article(id: "3f2a9c1d7e5b8a604c21")]))
    }

    @Test(arguments: ["articles://profile", "https://example.com/a/items/1", "articles://list/x"])
    func anUnknownLinkIsNotTheApps(_ link: String) throws {
        #expect(try AppRoutes.routeState(for: URL(string: link)!) == nil)
    }

    @Test(arguments: [
        "articles://articles/", "articles://articles/a/b", "articles://articles/no-pe",
    ])
    func aKnownLinkWithABadIdentityIsInvalid(_ link: String) {
        #expect(throws: DeepLinkError.self) { try AppRoutes.routeState(for: URL(string: link)!) }
    }

    @Test func openingAnInvalidLinkChangesNothing() throws {
        let harness = Harness()
        try harness.navigator.replace(
            with: RouteState(root: [.articles]), using: harness.routes.table)
        let before = harness.navigator.state

        #expect(throws: NavigationError.self) {
            try harness.navigator.open(
                URL(string: "articles://articles/no-pe")!, using: harness.routes.table)
        }
        #expect(harness.navigator.state == before)
    }
}

@MainActor
@Suite struct ArticlesAppTests {
    static let restored = "Restored your place (--fresh starts over)."

    func app(order: ArticleSortOrder = .newest) -> (ArticlesApp, Harness) {
        let harness = Harness(order: order)
        return (ArticlesApp(environment: harness.environment), harness)
    }

    @Test func aFreshStartShowsTheLoadedList() throws {
        let (app, _) = app()
        #expect(app.start(session: nil, deepLink: nil).isEmpty)
        app.navigator.assertRoutes(RouteState<AppRoute>(root: [.articles]))
        let list = try #require(app.topScreen as? ArticleListScreen)
        #expect(list.lines.prefix(3) == ["Sorted: Newest first", "", "1. Swift"])
    }

    @Test func theSessionRestoresTheStackTheIdentitiesAndTheOrder() throws {
        let (first, _) = app()
        _ = first.start(session: nil, deepLink: nil)
        _ = first.handle("s")
        _ = first.handle("3")  // most liked: VIPER, Actors, Swift
        _ = first.handle("2")  // Actors
        let saved = first.navigator.state
        let data = try first.sessionData()

        let (second, harness) = app()
        #expect(second.start(session: data, deepLink: nil) == [Self.restored])

        second.navigator.assertRoutes(RouteState<AppRoute>(root: [.articles, .article(id: "c3")]))
        #expect(second.navigator.state == saved)
        #expect(harness.environment.sortPreference.order == .mostLiked)
        #expect(harness.article.parameters == ["c3"])
    }

    @Test func quittingWithThePickerOpenRestoresThePickerAndItsPickSortsTheRestoredList()
        throws
    {
        let (first, _) = app()
        _ = first.start(session: nil, deepLink: nil)
        _ = first.handle("s")
        let saved = first.navigator.state
        let data = try first.sessionData()
        first.navigator.assertLayers([
            .root(ArticleListScreen.self), .fullScreenCover(SortPickerScreen.self),
        ])

        let (second, harness) = app()
        #expect(second.start(session: data, deepLink: nil) == [Self.restored])
        second.navigator.assertRoutes(
            RouteState<AppRoute>(
                root: [.articles],
                presented: [
                    .init(style: .fullScreenCover, routes: [.sortPicker(current: .newest)])
                ]))
        #expect(second.navigator.state == saved)
        let picker = try #require(second.topScreen as? SortPickerScreen)
        #expect(picker.current == .newest)

        #expect(second.handle("3") == .screen(message: nil))  // most liked

        second.navigator.assertRoutes(RouteState<AppRoute>(root: [.articles]))
        #expect(harness.environment.sortPreference.order == .mostLiked)
        let list = try #require(second.topScreen as? ArticleListScreen)
        #expect(list.lines.prefix(3) == ["Sorted: Most liked", "", "1. VIPER"])
        #expect(harness.articles.executeCount == 1)
    }

    @Test func aRestoredPickerClosedWithoutAPickKeepsTheOrder() throws {
        let (first, _) = app(order: .title)
        _ = first.start(session: nil, deepLink: nil)
        _ = first.handle("s")
        let data = try first.sessionData()

        let (second, harness) = app()
        _ = second.start(session: data, deepLink: nil)
        #expect(second.handle("b") == .screen(message: nil))

        second.navigator.assertRoutes(RouteState<AppRoute>(root: [.articles]))
        #expect(harness.environment.sortPreference.order == .title)
        let list = try #require(second.topScreen as? ArticleListScreen)
        #expect(list.lines.first == "Sorted: Title A-Z")
    }

    @Test func theScreensRecordTheRoutesTheTableBuildsThemFrom() throws {
        let harness = Harness()
        let navigator = Navigator()
        try navigator.push(.screen(ArticleListScreen.self, input: harness.routes.listInput))
        try navigator.push(
            .screen(
                ArticleDetailScreen.self,
                input: AppRoutes.detailInput(id: "b2", environment: harness.environment)))
        try navigator.present(.screen(SortPickerScreen.self, input: .oldest))
        let typed = try navigator.routeState(AppRoute.self)
        #expect(
            typed
                == RouteState(
                    root: [.articles, .article(id: "b2")],
                    presented: [.init(style: .sheet, routes: [.sortPicker(current: .oldest)])]))

        let rebuilt = Navigator()
        try rebuilt.replace(with: typed, using: harness.routes.table)
        rebuilt.assertLayers([
            .root(ArticleListScreen.self, ArticleDetailScreen.self), .sheet(SortPickerScreen.self),
        ])
        let picker = try #require(rebuilt.topScreen as? SortPickerScreen)
        #expect(picker.current == .oldest)
    }

    @Test(arguments: [
        Data("not json".utf8),
        Data(#"{"version": 2, "navigation": "", "sortOrder": "newest"}"#.utf8),
        Data(#"{"version": 1, "navigation": "e30=", "sortOrder": "newest"}"#.utf8),
    ])
    func aSessionThatCannotBeRestoredIsReportedAndTheListShown(_ data: Data) throws {
        let (app, harness) = app()
        let notices = app.start(session: data, deepLink: nil)

        #expect(notices.count == 1)
        #expect(notices.first?.hasPrefix("Could not restore your last session") == true)
        app.navigator.assertRoutes(RouteState<AppRoute>(root: [.articles]))
        #expect(harness.environment.sortPreference.order == .newest)
    }

    @Test func aDeepLinkReplacesTheRestoredStateInOneStep() throws {
        let (first, _) = app()
        _ = first.start(session: nil, deepLink: nil)
        _ = first.handle("1")
        let data = try first.sessionData()

        let (second, _) = app()
        let history = NavigationRecorder(second.navigator)
        _ = second.start(session: data, deepLink: URL(string: "articles://articles/b2"))

        second.navigator.assertRoutes(RouteState<AppRoute>(root: [.articles, .article(id: "b2")]))
        #expect(
            history.changes.map(\.action).last == .deepLink(URL(string: "articles://articles/b2")!))
    }

    @Test func aRestoredSessionSaysSoAndHowToStartOver() throws {
        let (first, _) = app()
        _ = first.start(session: nil, deepLink: nil)
        _ = first.handle("1")
        let data = try first.sessionData()

        let (second, _) = app()
        #expect(second.start(session: data, deepLink: nil) == [Self.restored])
        #expect(second.topScreen is ArticleDetailScreen)
    }

    @Test func backDuringASlowLoadGoesBackAtOnceAndCancelsTheLoad() throws {
        let harness = Harness(article: UseCaseStub(.never))
        let app = ArticlesApp(environment: harness.environment)
        _ = app.start(session: nil, deepLink: nil)
        _ = app.handle("1")
        #expect(app.isBusy)

        #expect(app.handle("b") == .screen(message: nil))

        app.navigator.assertRoutes(RouteState<AppRoute>(root: [.articles]))
        #expect(!app.isBusy)
        #expect(harness.article.cancelCount == 1)
    }

    @Test func aBadDeepLinkIsReportedAndTheAppStartsOnTheList() throws {
        let (app, _) = app()
        let notices = app.start(session: nil, deepLink: URL(string: "articles://nowhere"))

        #expect(
            notices == [
                "Could not open articles://nowhere: no deep link matches the URL; open it some other way."
            ])
        app.navigator.assertRoutes(RouteState<AppRoute>(root: [.articles]))
    }

    @Test func aBadCommandGetsOneLineAndTheSameScreen() throws {
        let (app, _) = app()
        _ = app.start(session: nil, deepLink: nil)
        let before = app.navigator.state

        #expect(
            app.handle("x") == .screen(message: #"Unknown command "x". Type ? for the commands."#))
        #expect(app.handle("0") == .screen(message: "Rows are numbered from 1."))
        #expect(app.handle("9") == .screen(message: "There is no row 9: pick 1-3."))
        #expect(app.handle("b") == .screen(message: "This is the first screen; q quits."))
        #expect(app.navigator.state == before)
    }

    @Test func helpListsTheCommandsOfTheVisibleScreen() throws {
        let (app, _) = app()
        _ = app.start(session: nil, deepLink: nil)

        #expect(
            app.handle("?")
                == .help([
                    "Commands here:",
                    "  1-3    open that article",
                    "  s      choose the sort order",
                    "  r      load the articles again",
                    "  t1-t3  switch tabs; the tab you are in: back to its start",
                    "  ?      list these commands",
                    "  q      save your place and quit",
                ]))
        #expect(app.handle(" Q ") == .quit)
    }

    @Test func theTabKeysSwitchTabsAsTheUserAndTheSelectedOneGoesBackToItsStart() throws {
        let (app, _) = app()
        _ = app.start(session: nil, deepLink: nil)
        let recorder = NavigationRecorder(app.navigator)
        #expect(app.handle("1") == .screen(message: nil))
        #expect(app.handle("t2") == .screen(message: nil))
        #expect(app.navigator.state.layers[0].selectedTab == .bookmarks)
        #expect(app.handle("t1") == .screen(message: nil))
        // The articles tab kept its article; t1 again goes back to the list.
        #expect(app.navigator.state.root.count == 2)
        #expect(app.handle("t1") == .screen(message: nil))
        #expect(app.navigator.state.root.count == 1)
        #expect(recorder.actions.dropFirst().allSatisfy { $0.description.hasPrefix("platform") })
        #expect(app.handle("t4") == .screen(message: "There is no tab 4: t1-t3."))
        #expect(app.handle("s") == .screen(message: nil))
        #expect(
            app.handle("t2") == .screen(message: "Close this first (b): the tab bar is under it."))
    }

    @Test func theSessionRestoresEveryTabTheSelectionAndTheBookmarks() throws {
        let (first, _) = app()
        _ = first.start(session: nil, deepLink: nil)
        _ = first.handle("2")
        _ = first.handle("k")
        _ = first.handle("t2")
        _ = first.handle("1")
        let saved = try first.sessionData()

        let (second, _) = app()
        #expect(second.start(session: saved, deepLink: nil) == [Self.restored])
        #expect(second.navigator.state == first.navigator.state)
        #expect(second.environment.bookmarks.bookmarks == first.environment.bookmarks.bookmarks)
        #expect(second.navigator.state.layers[0].selectedTab == .bookmarks)
        #expect(second.navigator.state.layers[0].stack(.tab(.articles))?.count == 2)
    }

    @Test func aSessionSavedBeforeTheTabBarRestoresItsStackInTheArticlesTab() throws {
        let (old, harness) = app()
        try old.navigator.replace(
            with: RouteState(root: [.articles, .article(id: "c3")]), using: harness.routes.table)
        let saved = try Session(
            navigation: old.navigator.restorationData(AppRoute.self), sortOrder: .newest
        ).encoded()

        let (app, _) = app()
        _ = app.start(session: saved, deepLink: nil)
        #expect(app.navigator.state.layers[0].selectedTab == .articles)
        #expect(
            app.navigator.state.layers[0].stack(.tab(.articles))?.compactMap {
                $0.route?.as(AppRoute.self)
            } == [.articles, .article(id: "c3")])
    }
}

@Suite struct CommandTests {
    @Test func everyCommandParses() throws {
        #expect(try Command(parsing: "12") == .open(12))
        #expect(try Command(parsing: " b ") == .back)
        #expect(try Command(parsing: "S") == .sort)
        #expect(try Command(parsing: "r") == .reload)
        #expect(try Command(parsing: "q") == .quit)
        #expect(try Command(parsing: "?") == .help)
        #expect(try Command(parsing: "") == .redraw)
        #expect(try Command(parsing: "k") == .bookmark)
        #expect(try Command(parsing: "T2") == .tab(2))
    }

    @Test(arguments: ["x", "1x", "-1", "0", "bb"])
    func anythingElseIsAnError(_ line: String) {
        #expect(throws: CommandError.self) { try Command(parsing: line) }
    }
}
