import Testing
import VIPER
import VIPERTesting

/// A module whose interactor is a use case the presenter calls: no interactor output to
/// wire, so no dummy one to pass.
@MainActor
@Suite struct ModuleAssemblyWithoutOutputTests {
    @Test func aModuleWithAUseCaseInteractorNeedsNoOutput() async throws {
        let navigator = Navigator()
        let greet = UseCaseStub<Void, String, Never>(.immediate(.success("hello")))
        let pushed = try navigator.push(.screen(GreetingScreen.self, input: greet))
        let screen = try #require(navigator.screen(GreetingScreen.self, for: pushed))

        #expect(screen.presenter.view.object === screen)
        #expect(greet.executeCount == 1, "screenDidLoad ran the use case")
        // NB: bounded, so a result that never arrives fails instead of hanging.
        for _ in 0..<1_000 where screen.shown.isEmpty { await Task.yield() }
        #expect(screen.shown == ["hello"])
    }

    @Test func theModuleIsReleasedWholeWhenPopped() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        weak var screen: GreetingScreen?
        weak var presenter: GreetingPresenter?
        do {
            let pushed = try navigator.push(
                .screen(
                    GreetingScreen.self,
                    input: UseCaseStub<Void, String, Never>(.immediate(.success("hi")))))
            screen = navigator.screen(GreetingScreen.self, for: pushed)
            presenter = screen?.presenter
        }
        #expect(screen != nil && presenter != nil)
        try navigator.pop()
        #expect(screen == nil)
        #expect(presenter == nil)
    }

    @Test func aConcreteViewNeedsNeitherInterfaceNorOutput() {
        let view = ModuleAssembly.assemble(view: SelfAwareView.self) { view in
            let made = SelfAwareView()
            made.me = view
            return ModuleParts(view: made)
        }
        #expect(view.me?.object === view)
    }
}

// MARK: - Fixtures

@MainActor
protocol GreetingView: AnyObject {
    func show(_ text: String)
}

@MainActor
final class GreetingPresenter {
    let view: WeakReference<any GreetingView>
    private let greet: UseCaseStub<Void, String, Never>

    init(view: WeakReference<any GreetingView>, greet: UseCaseStub<Void, String, Never>) {
        self.view = view
        self.greet = greet
    }

    func viewDidLoad() {
        greet.executeOnMainActor { [view] result in
            if case .success(let text) = result { view.object?.show(text) }
        }
    }
}

@MainActor
final class GreetingScreen: GreetingView, ScreenLifecycle {
    let presenter: GreetingPresenter
    private(set) var shown: [String] = []

    init(presenter: GreetingPresenter) { self.presenter = presenter }

    func show(_ text: String) { shown.append(text) }

    func screenDidLoad() { presenter.viewDidLoad() }
}

extension GreetingScreen: @MainActor DependencyInjectable {
    static func make(
        withDependency dependency: Navigated<UseCaseStub<Void, String, Never>, Never>
    ) -> GreetingScreen {
        ModuleAssembly.assemble(view: (any GreetingView).self) { view in
            let presenter = GreetingPresenter(view: view, greet: dependency.input)
            let screen = GreetingScreen(presenter: presenter)
            return ModuleParts(view: screen, as: { $0 })
        }
    }
}

final class SelfAwareView {
    var me: WeakReference<SelfAwareView>?
}
