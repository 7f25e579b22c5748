import Testing
import VIPER
import VIPERTesting

@MainActor
@Suite struct ModuleAssemblyTests {
    @Test func assembledModuleWiresBackReferencesToTheViewAndPresenter() throws {
        let navigator = Navigator()
        let tracker = ModuleTracker()
        let pushed = try navigator.push(.screen(NoteViewController.self, input: tracker))
        let view = try #require(navigator.screen(NoteViewController.self, for: pushed))
        #expect(view.presenter.view.object === view)
        #expect(view.presenter.router.view.object === view)
        #expect(view.presenter.interactor.output.object === view.presenter)
        #expect(view.presenter.router.navigation.entryID == pushed)
    }

    @Test func headlessLifecycleRunsPresenterLogicThroughTheModule() throws {
        let navigator = Navigator()
        let pushed = try navigator.push(.screen(NoteViewController.self, input: ModuleTracker()))
        let view = try #require(navigator.screen(NoteViewController.self, for: pushed))
        #expect(view.shown == ["note"])
    }

    @Test func moduleIsReleasedWholeWhenItsViewIsReleased() {
        let tracker = ModuleTracker()
        var view: NoteViewController? = NoteViewController.make(
            withDependency: Navigated(
                input: tracker,
                navigation: NavigationHandle(navigator: Navigator(), entryID: .init(1))))
        #expect(tracker.liveCount == 4)
        #expect(view != nil)
        view = nil
        #expect(tracker.liveCount == 0)
    }

    @Test func backReferencesDoNotKeepTheirObjectsAlive() {
        var object: NotePresenterSpy? = NotePresenterSpy()
        let reference = WeakReference<any NoteOutput>(object!)
        #expect(reference.object != nil)
        object = nil
        #expect(reference.object == nil)
    }

    @Test func theViewIsBoundThroughItsConversionWhichRunsOnce() {
        var conversions = 0
        let controller = ModuleAssembly.assemble(
            view: (any NoteView).self, output: (any NoteOutput).self
        ) { view, output in
            let interactor = NoteInteractor(output: output)
            let presenter = NotePresenter(
                view: view, interactor: interactor,
                router: NoteRouter(view: view, navigation: Self.detachedHandle))
            let controller = NoteViewController(presenter: presenter)
            return ModuleParts(
                view: controller,
                as: {
                    conversions += 1
                    return $0
                }, output: presenter)
        }
        #expect(conversions == 1)
        #expect(controller.presenter.view.object === controller)
        #expect(controller.presenter.router.view.object === controller)
    }

    @Test func aModuleOwnedByItsPresenterSeesTheViewItsConversionReturns() {
        let spy = NoteViewSpy()
        let presenter = ModuleAssembly.assemble(
            view: (any NoteView).self, output: (any NoteOutput).self
        ) { view, output in
            let presenter = NotePresenter(
                view: view, interactor: NoteInteractor(output: output),
                router: NoteRouter(view: view, navigation: Self.detachedHandle))
            return ModuleParts(view: presenter, as: { _ in spy }, output: presenter)
        }
        #expect(presenter.view.object === spy)
        #expect(presenter.interactor.output.object === presenter)
        presenter.viewDidAppear()
        #expect(spy.shown == ["note"])
    }

    @Test func aModuleWithoutOutputBindsTheViewItsConversionReturns() {
        let spy = GreetingViewSpy()
        let presenter = ModuleAssembly.assemble(view: (any GreetingView).self) { view in
            let presenter = GreetingPresenter(
                view: view, greet: UseCaseStub(.immediate(.success("hi"))))
            return ModuleParts(view: presenter, as: { _ in spy })
        }
        #expect(presenter.view.object === spy)
    }

    private static var detachedHandle: NavigationHandle<String> {
        NavigationHandle(navigator: Navigator(), entryID: .init(1))
    }

    @Test func concreteViewTypeNeedsNoSeparateInterface() {
        let plain = ModuleAssembly.assemble(view: PlainView.self, output: PlainView.self) {
            view, output in
            let made = PlainView()
            made.me = view
            return ModuleParts(view: made, output: made)
        }
        #expect(plain.me?.object === plain)
    }
}

// MARK: - Fixtures

/// Keeps weak references to every part of every module it saw built.
@MainActor
final class ModuleTracker {
    private var parts: [() -> AnyObject?] = []
    var liveCount: Int { parts.filter { $0() != nil }.count }

    func track(_ objects: AnyObject...) {
        for object in objects {
            parts.append { [weak object] in object }
        }
    }
}

@MainActor
protocol NoteView: AnyObject {
    func show(_ text: String)
}

@MainActor
protocol NoteOutput: AnyObject {
    func didLoad(_ text: String)
}

@MainActor
final class NoteInteractor {
    let output: WeakReference<any NoteOutput>
    init(output: WeakReference<any NoteOutput>) { self.output = output }
    func load() { output.object?.didLoad("note") }
}

@MainActor
final class NoteRouter {
    let view: WeakReference<any NoteView>
    let navigation: NavigationHandle<String>
    init(view: WeakReference<any NoteView>, navigation: NavigationHandle<String>) {
        self.view = view
        self.navigation = navigation
    }
}

@MainActor
final class NotePresenter: NoteOutput {
    let view: WeakReference<any NoteView>
    let interactor: NoteInteractor
    let router: NoteRouter
    init(view: WeakReference<any NoteView>, interactor: NoteInteractor, router: NoteRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
    func viewDidAppear() { interactor.load() }
    func didLoad(_ text: String) { view.object?.show(text) }
}

@MainActor
final class NoteViewController: NoteView, ScreenLifecycle {
    let presenter: NotePresenter
    var shown: [String] = []
    init(presenter: NotePresenter) { self.presenter = presenter }
    func show(_ text: String) { shown.append(text) }
    func screenDidAppear() { presenter.viewDidAppear() }
}

extension NoteViewController: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<ModuleTracker, String>)
        -> NoteViewController
    {
        ModuleAssembly.assemble(view: (any NoteView).self, output: (any NoteOutput).self) {
            view, output in
            let interactor = NoteInteractor(output: output)
            let router = NoteRouter(view: view, navigation: dependency.navigation)
            let presenter = NotePresenter(view: view, interactor: interactor, router: router)
            let controller = NoteViewController(presenter: presenter)
            dependency.input.track(controller, presenter, interactor, router)
            return ModuleParts(view: controller, as: { $0 }, output: presenter)
        }
    }
}

@MainActor
final class NotePresenterSpy: NoteOutput {
    func didLoad(_ text: String) {}
}

@MainActor
final class NoteViewSpy: NoteView {
    var shown: [String] = []
    func show(_ text: String) { shown.append(text) }
}

@MainActor
final class GreetingViewSpy: GreetingView {
    func show(_ text: String) {}
}

final class PlainView {
    var me: WeakReference<PlainView>?
}
