// expected error: cannot convert value of type 'ModuleParts<NotesScreen, NotesScreen, Never>' to closure result type 'ModuleParts<NotesScreen, any NotesView, Never>'
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

@MainActor
final class NotesScreen: NotesView {
    let presenter: NotesPresenter
    init(presenter: NotesPresenter) { self.presenter = presenter }
    func show(_ notes: [String]) {}
}

// Without the conversion the parts are those of a module whose presenter sees the
// concrete screen, not the one assemble was asked for: a compile error, not a silent
// unbound reference.
@MainActor
func makeNotes() -> NotesScreen {
    ModuleAssembly.assemble(view: (any NotesView).self) { view in
        let screen = NotesScreen(presenter: NotesPresenter(view: view))
        return ModuleParts(view: screen)
    }
}
