// expected error: initializer 'init(navigator:configure:tabItem:)' requires that 'String' conform to 'View'
import SwiftUI
import VIPER
import VIPERUIKit

/// A tab item that is a string, not a view.
struct TabItemNotAView: View {
    let navigator: Navigator

    var body: some View {
        NavigatorView(navigator: navigator, tabItem: { tag in tag.rawValue })
    }
}
