// expected error: incorrect argument label in call (have 'view:viewInterface:output:', expected 'view:as:output:')
import VIPER

@MainActor
protocol NotesView: AnyObject {
    func show(_ notes: [String])
}

@MainActor
protocol NotesOutput: AnyObject {
    func didLoad(_ notes: [String])
}

@MainActor
final class NotesPresenter: NotesOutput {
    let view: WeakReference<any NotesView>
    init(view: WeakReference<any NotesView>) { self.view = view }
    func didLoad(_ notes: [String]) { view.object?.show(notes) }
}

@MainActor
final class NotesScreen: NotesView {
    let presenter: NotesPresenter
    init(presenter: NotesPresenter) { self.presenter = presenter }
    func show(_ notes: [String]) {}
}

// The same view passed twice, as the view and as what the presenter sees, does not compile.
@MainActor
func makeNotes() -> NotesScreen {
    ModuleAssembly.assemble(view: (any NotesView).self, output: (any NotesOutput).self) {
        view, _ in
        let presenter = NotesPresenter(view: view)
        let screen = NotesScreen(presenter: presenter)
        return ModuleParts(view: screen, viewInterface: screen, output: presenter)
    }
}
