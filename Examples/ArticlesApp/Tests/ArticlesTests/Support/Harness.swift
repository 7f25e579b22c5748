import Testing
import VIPER
import VIPERTesting

@testable import Articles

/// A real headless navigator and route table over stub use cases, for presenter tests.
///
/// The routers under test get real handles, so navigation is asserted on the real
/// navigator, the way VIPERTesting intends: the Router double is the real thing.
@MainActor
final class Harness {
    let navigator = Navigator()
    let environment: ArticlesEnvironment
    let routes: AppRoutes
    let articles: UseCaseStub<Void, [Article], any Error>
    let article: UseCaseStub<String, Article, any Error>

    init(
        articles: UseCaseStub<Void, [Article], any Error> = UseCaseStub(
            returning: SampleArticles.all),
        article: UseCaseStub<String, Article, any Error> = UseCaseStub(
            returning: SampleArticles.swift),
        order: ArticleSortOrder = .newest
    ) {
        self.articles = articles
        self.article = article
        environment = ArticlesEnvironment(
            fetchArticles: { AnyUseCase(articles) }, fetchArticle: { AnyUseCase(article) },
            sortPreference: SortPreference(order))
        routes = AppRoutes(environment: environment)
    }

    /// The list presenter over a view spy, with an interactor and a router on the real
    /// handle of a stand-in screen: popping it is the list leaving the navigator.
    ///
    /// `ModuleAssembly` binds the weak references as in the app; the presenter itself is
    /// returned as the module's owner, since the spy view does not own it.
    func listPresenter(view: ArticleListViewSpy) throws -> ArticleListPresenter {
        let navigation = try navigator.showTestHost().navigation
        return ModuleAssembly.assemble(
            view: (any ArticleListView).self, output: (any ArticleListInteractorOutput).self
        ) { viewReference, output in
            let interactor = ArticleListInteractor(
                fetchArticles: AnyUseCase(articles), sortPreference: environment.sortPreference,
                navigation: navigation, output: output)
            let presenter = ArticleListPresenter(
                view: viewReference, interactor: interactor,
                router: ArticleListRouter(
                    navigation: navigation,
                    detailInput: { [environment] id in
                        AppRoutes.detailInput(id: id, environment: environment)
                    }))
            // As the list's assembly does: the host's screen receives the picker's results.
            navigation.receiveResults(from: SortPickerScreen.self) { [weak presenter] order in
                presenter?.didPick(order)
            }
            return ModuleParts(view: presenter, as: { _ in view }, output: presenter)
        }
    }

    /// The detail presenter over a view spy, with an interactor and a router on the real
    /// handle of a stand-in screen: popping it is the detail leaving the navigator.
    func detailPresenter(id: String, view: ArticleDetailViewSpy) throws -> ArticleDetailPresenter {
        let navigation = try navigator.showTestHost().navigation
        return ModuleAssembly.assemble(
            view: (any ArticleDetailView).self, output: (any ArticleDetailInteractorOutput).self
        ) { viewReference, output in
            let interactor = ArticleDetailInteractor(
                articleID: id, fetchArticle: AnyUseCase(article), navigation: navigation,
                output: output)
            let presenter = ArticleDetailPresenter(
                view: viewReference, interactor: interactor,
                router: ArticleDetailRouter(navigation: navigation),
                bookmarks: environment.bookmarks)
            return ModuleParts(view: presenter, as: { _ in view }, output: presenter)
        }
    }

    /// The picker presenter over a view spy, with a router on the handle of a presented
    /// stand-in that records the picker's result.
    func pickerPresenter(current: ArticleSortOrder, view: SortPickerViewSpy) throws -> (
        presenter: SortPickerPresenter, host: TestHost<ArticleSortOrder>
    ) {
        let host = try navigator.showTestHost(returning: ArticleSortOrder.self, style: .sheet)
        let presenter = ModuleAssembly.assemble(view: (any SortPickerView).self, output: Void.self)
        {
            viewReference, _ in
            let presenter = SortPickerPresenter(
                view: viewReference, router: SortPickerRouter(navigation: host.navigation),
                current: current)
            return ModuleParts(view: presenter, as: { _ in view }, output: ())
        }
        return (presenter, host)
    }
}
