#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
import VIPER

// Grouped tabs in SwiftUI on iOS 18: a sidebar-adaptable tab view whose outermost groups
// are sections, and the user's order and hidden tabs read back from its customisation.
// Flat tabs, and grouped ones before iOS 18, are the flat tab view of the leaves.

/// A tab of the tab view: its tag, its outermost group, and its navigation controller.
struct ShownTab {
    let tag: NavigationTabTag
    let group: NavigationTabTag?
    let controller: UINavigationController
}

/// The tab view of grouped tabs: a section per outermost group (deeper groups' tabs are
/// in their outermost group's section), each tab under its tag as its customisation ID.
///
/// The customisation is made from the state's hidden tabs at each drawing; the user's
/// changes reach `customize` as the tabs in their new order and the hidden ones.
@available(iOS 18.0, *)
struct TabSectionsView: View {
    /// The sections in order: a group's tabs, or one tab outside groups.
    let sections: [[ShownTab]]
    let selection: Binding<NavigationTabTag>
    let hidden: Set<NavigationTabTag>
    let tabItem: @MainActor (NavigationTabTag) -> AnyView
    let customize: @MainActor (_ order: [NavigationTabTag], _ hidden: Set<NavigationTabTag>) -> Void

    var body: some View {
        TabView(selection: selection) {
            ForEach(sections.indices, id: \.self) { index in
                if let group = sections[index][0].group {
                    TabSection {
                        ForEach(sections[index], id: \.tag) { tab($0) }
                    } header: {
                        tabItem(group)
                    }
                    .customizationID(group.rawValue)
                } else {
                    tab(sections[index][0])
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization(customization)
    }

    private func tab(_ shown: ShownTab) -> some TabContent<NavigationTabTag> {
        Tab(value: shown.tag) {
            StackView(controller: shown.controller).ignoresSafeArea()
        } label: {
            tabItem(shown.tag)
        }
        .customizationID(shown.tag.rawValue)
    }

    /// The customisation the state's hidden tabs make; setting it reports what the user
    /// changed.
    private var customization: Binding<TabViewCustomization> {
        var made = TabViewCustomization()
        for tag in sections.joined().map(\.tag) {
            made[sidebarVisibility: tag.rawValue] = hidden.contains(tag) ? .hidden : .visible
        }
        let shown = made
        let outline = sections.map { ($0[0].group, $0.map(\.tag)) }
        let customize = customize
        return Binding(
            get: { shown },
            set: { customization in
                // SwiftUI sets a binding on the main thread, as the selection's.
                MainActor.assumeIsolated {
                    let (order, hidden) = Self.read(customization, outline)
                    customize(order, hidden)
                }
            })
    }

    /// The tabs in the order the customisation shows them (a section's tabs as its
    /// order names them, then the others) and the hidden ones; `outline` is each
    /// section's group and tabs.
    private static func read(
        _ customization: TabViewCustomization,
        _ outline: [(group: NavigationTabTag?, tags: [NavigationTabTag])]
    ) -> (order: [NavigationTabTag], hidden: Set<NavigationTabTag>) {
        let order = outline.flatMap { group, tags -> [NavigationTabTag] in
            guard let group, let named = customization[sectionID: group.rawValue]
            else { return tags }
            let ordered = named.map(NavigationTabTag.init(rawValue:)).filter(tags.contains)
            return ordered + tags.filter { !ordered.contains($0) }
        }
        let hidden = order.filter { customization[sidebarVisibility: $0.rawValue] == .hidden }
        return (order, Set(hidden))
    }
}
#endif
