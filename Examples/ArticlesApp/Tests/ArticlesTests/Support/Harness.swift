import Testing
import VIPER
import VIPERTesting

@testable import Articles

/// A screen that stands in for "whoever shows the module": the entry a hand-built
/// router's handle is bound to.
@MainActor
final class HostScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Void) -> HostScreen { HostScreen() }
}

/// The first screen of the harness's navigator, below every host, so a host can close.
@MainActor
final class RootScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Void) -> RootScreen { RootScreen() }
}

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
        try! navigator.push(.screen(RootScreen.self, dependency: ()))
    }

    /// Pushes a host screen and returns a handle bound to it.
    func hostHandle<Output>(_ output: Output.Type = Never.self) throws -> NavigationHandle<Output> {
        let id = try navigator.push(.screen(HostScreen.self, dependency: ()))
        return NavigationHandle(navigator: navigator, entryID: id)
    }

    /// The list presenter over a view spy, with a router on a real handle.
    ///
    /// `ModuleAssembly` binds the weak references as in the app; the presenter itself is
    /// returned as the module's owner, since the spy view does not own it.
    func listPresenter(view: ArticleListViewSpy) throws -> ArticleListPresenter {
        let navigation = try hostHandle()
        return ModuleAssembly.assemble(
            view: (any ArticleListView).self, output: (any ArticleListInteractorOutput).self
        ) { viewReference, output in
            let interactor = ArticleListInteractor(
                fetchArticles: AnyUseCase(articles), sortPreference: environment.sortPreference,
                output: output)
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

    /// The detail presenter over a view spy, with a router on a real handle.
    func detailPresenter(id: String, view: ArticleDetailViewSpy) throws -> ArticleDetailPresenter {
        let navigation = try hostHandle()
        return ModuleAssembly.assemble(
            view: (any ArticleDetailView).self, output: (any ArticleDetailInteractorOutput).self
        ) { viewReference, output in
            let interactor = ArticleDetailInteractor(
                articleID: id, fetchArticle: AnyUseCase(article), output: output)
            let presenter = ArticleDetailPresenter(
                view: viewReference, interactor: interactor,
                router: ArticleDetailRouter(navigation: navigation))
            return ModuleParts(view: presenter, as: { _ in view }, output: presenter)
        }
    }

    /// The picker presenter over a view spy, presented by a host that records its result.
    func pickerPresenter(
        current: ArticleSortOrder, view: SortPickerViewSpy,
        onResult: @escaping @MainActor (ArticleSortOrder?) -> Void
    ) throws -> SortPickerPresenter {
        let host = try hostHandle()
        var handle: NavigationHandle<ArticleSortOrder>?
        try host.present(.screen(PickerHost.self, input: { handle = $0 }), onResult: onResult)
        let pickerHandle = try #require(handle)
        return ModuleAssembly.assemble(view: (any SortPickerView).self, output: Void.self) {
            viewReference, _ in
            let presenter = SortPickerPresenter(
                view: viewReference, router: SortPickerRouter(navigation: pickerHandle),
                current: current)
            return ModuleParts(view: presenter, as: { _ in view }, output: ())
        }
    }
}

/// A presented entry whose output is a sort order: it hands its handle to the test, so a
/// hand-built picker router acts for a real presented entry.
@MainActor
final class PickerHost: @MainActor DependencyInjectable {
    static func make(
        withDependency dependency: Navigated<
            @MainActor (NavigationHandle<ArticleSortOrder>) -> Void, ArticleSortOrder
        >
    ) -> PickerHost {
        dependency.input(dependency.navigation)
        return PickerHost()
    }
}
