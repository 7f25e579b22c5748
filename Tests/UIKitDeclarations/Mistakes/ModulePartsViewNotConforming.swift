// expected error: cannot convert value of type 'NotesScreen' to closure result type 'any NotesView'
import VIPER

@MainActor
protocol NotesView: AnyObject {
    func show(_ notes: [String])
}

@MainActor
final class NotesPresenter {
    let view: WeakReference<any NotesView>
    init(view: WeakReference<any NotesView>) { self.view = view }
}

// The screen forgot to adopt NotesView: assembling it must not compile.
@MainActor
final class NotesScreen {
    let presenter: NotesPresenter
    init(presenter: NotesPresenter) { self.presenter = presenter }
}

@MainActor
func makeNotes() -> NotesScreen {
    ModuleAssembly.assemble(view: (any NotesView).self) { view in
        let screen = NotesScreen(presenter: NotesPresenter(view: view))
        return ModuleParts(view: screen, as: { $0 })
    }
}
