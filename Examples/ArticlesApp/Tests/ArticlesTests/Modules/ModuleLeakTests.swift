import Foundation
import Testing
import VIPERTesting

@testable import Articles

/// Each module deallocates entirely once the navigator removes it.
///
/// The parts are internal to the app's module, so the test reaches them with `@testable import`:
/// the view owns the presenter, which owns the interactor and the router.
@MainActor
@Suite struct ModuleLeakTests {
    @Test func theListModuleDeallocatesWhenReplaced() throws {
        let harness = Harness()
        try withLeakTracking { leaks in
            try harness.navigator.replace(
                with: RouteState(root: [.articles]), using: harness.routes.table)
            let list = try #require(harness.navigator.topScreen as? ArticleListScreen)
            leaks.track(list, list.presenter, list.presenter.interactor, list.presenter.router)
            #expect(list.perform(.sort) == nil)
            let picker = try #require(harness.navigator.topScreen as? SortPickerScreen)
            #expect(picker.perform(.open(2)) == nil)
            #expect(list.perform(.open(1)) == nil)

            try harness.navigator.replace(with: RouteState(root: []), using: harness.routes.table)
        }
    }

    @Test func theDetailModuleDeallocatesWhenPoppedWhileLoading() throws {
        let harness = Harness(article: UseCaseStub(.never))
        try withLeakTracking { leaks in
            try harness.navigator.replace(
                with: RouteState(root: [.articles, .article(id: "a1")]), using: harness.routes.table
            )
            let detail = try #require(harness.navigator.topScreen as? ArticleDetailScreen)
            leaks.track(
                detail, detail.presenter, detail.presenter.interactor, detail.presenter.router)
            #expect(detail.isBusy)

            #expect(detail.perform(.back) == nil)
        }
        #expect(harness.article.executions.map(\.status) == [.cancelled])
        #expect(harness.article.cancelCount == 1)
    }

    @Test func thePickerModuleDeallocatesWhenItFinishes() throws {
        let harness = Harness()
        _ = try harness.navigator.showTestHost()  // something to present over
        var picked: [ArticleSortOrder?] = []
        try withLeakTracking { leaks in
            try harness.navigator.present(.screen(SortPickerScreen.self, input: .newest)) {
                picked.append($0)
            }
            let picker = try #require(harness.navigator.topScreen as? SortPickerScreen)
            leaks.track(picker, picker.presenter, picker.presenter.router)

            #expect(picker.perform(.open(3)) == nil)
        }
        #expect(picked == [.mostLiked])
    }

    @Test func theTabModulesDeallocateWhenTheTabBarIsReplaced() throws {
        let harness = Harness()
        try withLeakTracking { leaks in
            try harness.navigator.replace(
                with: AppRoutes.tabs(selected: .settings), using: harness.routes.table)
            let settings = try #require(harness.navigator.topScreen as? SettingsScreen)
            leaks.track(settings, settings.presenter)
            #expect(settings.perform(.sort) == nil)
            let picker = try #require(harness.navigator.topScreen as? SortPickerScreen)
            #expect(picker.perform(.open(3)) == nil)
            #expect(settings.sortOrder == .mostLiked)
            try harness.navigator.select(.bookmarks)
            let bookmarks = try #require(harness.navigator.topScreen as? BookmarkListScreen)
            leaks.track(bookmarks, bookmarks.presenter, bookmarks.presenter.router)

            try harness.navigator.replace(with: RouteState(root: []), using: harness.routes.table)
        }
    }

    @Test func aCoveredListKeepsLoadingAndARemovedOneStops() throws {
        let harness = Harness(articles: UseCaseStub(.never))
        try harness.navigator.replace(
            with: RouteState(root: [.articles]), using: harness.routes.table)

        try harness.navigator.replace(
            with: RouteState(root: [.articles, .article(id: "a1")]), using: harness.routes.table)
        #expect(harness.articles.executions.map(\.status) == [.pending])

        try harness.navigator.replace(with: RouteState(root: []), using: harness.routes.table)
        #expect(harness.articles.executions.map(\.status) == [.cancelled])
        #expect(harness.articles.cancelCount == 1)
    }

    @Test func aDeepLinkAwayFromALoadingDetailCancelsItsLoadOnce() throws {
        let harness = Harness(article: UseCaseStub(.deferred))
        try harness.navigator.replace(
            with: RouteState(root: [.articles, .article(id: "a1")]), using: harness.routes.table)
        let detail = try #require(harness.navigator.topScreen as? ArticleDetailScreen)

        try harness.navigator.open(
            URL(string: "articles://bookmarks")!, using: harness.routes.table)

        #expect(harness.article.cancelCount == 1)
        #expect(harness.article.complete(at: 0, with: .success(SampleArticles.swift)) == false)
        #expect(detail.content == .loading)  // the outcome never reached the detail
    }
}
