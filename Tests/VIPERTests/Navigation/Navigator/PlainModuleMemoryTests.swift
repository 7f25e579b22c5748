import Testing
import VIPER
import VIPERTesting

/// The `push(_:dependency:)` / `present(_:dependency:style:)` path: a module the screen's
/// own `make(withDependency:)` wires by hand, with no `Navigated` handle and no
/// `ModuleAssembly`, must also go entirely when it is removed.
@MainActor
@Suite struct PlainModuleMemoryTests {
    @Test func aPoppedHandWiredModuleDeallocates() throws {
        let navigator = Navigator()
        try navigator.push(HandWiredView.self, dependency: "root")
        try withLeakTracking { leaks in
            let id = try navigator.push(HandWiredView.self, dependency: "detail")
            let view = try #require(navigator.screen(HandWiredView.self, for: id))
            leaks.track(view, view.presenter, view.presenter.interactor)
            try navigator.pop()
        }
    }

    @Test func aDismissedHandWiredModuleDeallocates() throws {
        let navigator = Navigator()
        try navigator.push(HandWiredView.self, dependency: "root")
        try withLeakTracking { leaks in
            let id = try navigator.present(HandWiredView.self, dependency: "sheet", style: .sheet)
            let view = try #require(navigator.screen(HandWiredView.self, for: id))
            leaks.track(view, view.presenter, view.presenter.interactor)
            try navigator.dismiss()
        }
    }
}

// MARK: - Fixtures

@MainActor
private final class HandWiredView {
    let presenter: HandWiredPresenter

    init(presenter: HandWiredPresenter) { self.presenter = presenter }
}

extension HandWiredView: @MainActor DependencyInjectable {
    static func make(withDependency title: String) -> HandWiredView {
        let interactor = HandWiredInteractor(title: title)
        let presenter = HandWiredPresenter(interactor: interactor)
        let view = HandWiredView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}

@MainActor
private final class HandWiredPresenter {
    weak var view: HandWiredView?
    let interactor: HandWiredInteractor
    init(interactor: HandWiredInteractor) { self.interactor = interactor }
}

@MainActor
private final class HandWiredInteractor {
    weak var output: HandWiredPresenter?
    let title: String
    init(title: String) { self.title = title }
}
