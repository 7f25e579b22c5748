#if canImport(UIKit)
import UIKit
import VIPER

// The view controller of each entry: the navigator's screen, or a placeholder reported as
// a configuration error.

extension NavigationHost {
    func screen(for entry: NavigationEntry) -> UIViewController {
        if let controller = navigator.screen(for: entry.id) as? UIViewController {
            showTransition(entry.transition, on: controller)
            return controller
        }
        if let placeholder = placeholders[entry.id] { return placeholder }
        let error = ConfigurationError.screenIsNotAViewController(entry)
        lastConfigurationError = error
        onConfigurationError?(error)
        let placeholder = UIViewController(nibName: nil, bundle: nil)
        placeholders[entry.id] = placeholder
        return placeholder
    }

    func prunePlaceholders() {
        guard !placeholders.isEmpty else { return }
        let shown = Set(navigator.state.entries.map(\.id))
        placeholders = placeholders.filter { shown.contains($0.key) }
    }
}
#endif
