#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
import VIPER

/// The ``DeclarativeContainer`` of ``NavigatorView``: a hosting controller whose view is
/// a `TabView` of the layer's tabs (with sections for grouped tabs on iOS 18) or a
/// `NavigationSplitView` of its columns, each tab and column one of the layer's navigation
/// controllers.
///
/// The view is a function of the layer's ``VIPER/ContainerOutline``; the controller sets
/// it again whenever the host changes the selection or the collapse, so the tab view's
/// selection and the split's shape have one truth, the navigator's state as the host
/// shows it.
@MainActor
final class SwiftUIContainer: UIHostingController<AnyView>, DeclarativeContainer {
    private let tabItem: @MainActor (NavigationTabTag) -> AnyView

    /// Makes the container of a layer's content: a tab view for tabs, a split view for a
    /// split from iOS 16; `nil` for a stack, and for a split before iOS 16, which keeps
    /// UIKit's split view controller.
    static func make(
        for content: NavigationLayer.Content,
        tabItem: @escaping @MainActor (NavigationTabTag) -> AnyView
    ) -> SwiftUIContainer? {
        switch content {
        case .stack: return nil
        case .tabs: return SwiftUIContainer(tabItem: tabItem)
        case .split:
            guard #available(iOS 16, *) else { return nil }
            return SwiftUIContainer(tabItem: tabItem)
        }
    }

    private init(tabItem: @escaping @MainActor (NavigationTabTag) -> AnyView) {
        self.tabItem = tabItem
        super.init(rootView: AnyView(EmptyView()))
    }

    required init?(coder aDecoder: NSCoder) {
        // NB: the host builds its controllers in code; an archived one has no layer.
        nil
    }

    var controller: UIViewController { self }

    func show(_ layer: HostLayer) {
        rootView = AnyView(view(of: layer, ContainerOutline(layer.shownLayer())))
    }

    private func view(of layer: HostLayer, _ outline: ContainerOutline) -> AnyView {
        let stacks = outline.stacks.compactMap { placement in
            layer.navigationController(for: placement).map { (placement, $0) }
        }
        switch outline.kind {
        case .stack:
            return AnyView(EmptyView())
        case .tabs(let selected):
            var tree: [NavigationTab] = []
            if case .tabs(let shown, _, _) = layer.shownLayer().content { tree = shown }
            let tabs = stacks.compactMap { placement, controller -> ShownTab? in
                guard case .tab(let tag) = placement else { return nil }
                let group = tree.first { $0.tag == tag }?.groups.first
                return ShownTab(tag: tag, group: group, controller: controller)
            }
            let selection = Binding<NavigationTabTag>(
                get: { selected },
                set: { [weak layer] tag in
                    // NB: SwiftUI sets a binding on the main thread; the current SDK's
                    // setter is `@Sendable` and not isolated, the iOS 15 SDK's isolated.
                    MainActor.assumeIsolated {
                        guard let layer else { return }
                        layer.host?.declarativeContainer(layer, didPick: tag)
                    }
                })
            guard #available(iOS 18.0, *), tabs.contains(where: { $0.group != nil }) else {
                return AnyView(TabsView(tabs: tabs, selection: selection, tabItem: tabItem))
            }
            return AnyView(
                TabSectionsView(
                    sections: Self.sections(tabs), selection: selection,
                    hidden: Set(tree.filter(\.isHidden).map(\.tag)), tabItem: tabItem,
                    customize: { [weak layer] order, hidden in
                        guard let layer else { return }
                        layer.host?.declarativeContainer(layer, didCustomize: order, hidden: hidden)
                    }))
        case .split(let isCollapsed):
            guard #available(iOS 16, *) else { return AnyView(EmptyView()) }
            return AnyView(
                SplitView(
                    columns: isCollapsed ? [] : stacks.map(\.1),
                    compact: isCollapsed ? stacks.first?.1 : nil,
                    collapse: { [weak layer] isCollapsed in
                        guard let layer else { return }
                        Self.collapsed(isCollapsed, layer)
                    }))
        }
    }

    /// The tabs in sections: each outermost group's tabs, which follow one another, and
    /// each tab outside groups alone.
    private static func sections(_ tabs: [ShownTab]) -> [[ShownTab]] {
        var sections: [[ShownTab]] = []
        for tab in tabs {
            if let group = tab.group, sections.last?.first?.group == group {
                sections[sections.count - 1].append(tab)
            } else {
                sections.append([tab])
            }
        }
        return sections
    }

    private static func collapsed(_ isCollapsed: Bool, _ layer: HostLayer) {
        // NB: SwiftUI reports the size class while it updates the view; the container's
        // view is set anew only after that update.
        Task { @MainActor [weak layer] in
            guard let layer else { return }
            layer.host?.declarativeContainer(layer, didCollapse: isCollapsed)
        }
    }
}

/// The tab view of a tabs layer.
private struct TabsView: View {
    let tabs: [ShownTab]
    let selection: Binding<NavigationTabTag>
    let tabItem: @MainActor (NavigationTabTag) -> AnyView

    var body: some View {
        TabView(selection: selection) {
            ForEach(tabs, id: \.tag) { tab in
                StackView(controller: tab.controller)
                    .ignoresSafeArea()
                    .tabItem { tabItem(tab.tag) }
                    .tag(tab.tag)
            }
        }
    }
}

/// The split view of a split layer: its columns, or its one stack in compact width,
/// where `NavigationSplitView` collapses its columns into one stack too.
@available(iOS 16, *)
private struct SplitView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    /// The columns' navigation controllers, primary first; empty while collapsed.
    let columns: [UINavigationController]
    /// The collapsed split's one navigation controller.
    let compact: UINavigationController?
    let collapse: @MainActor (Bool) -> Void

    var body: some View {
        Group {
            if let compact {
                StackView(controller: compact).ignoresSafeArea()
            } else if columns.count == 3 {
                NavigationSplitView {
                    column(columns[0])
                } content: {
                    column(columns[1])
                } detail: {
                    column(columns[2])
                }
            } else {
                NavigationSplitView {
                    column(columns[0])
                } detail: {
                    column(columns[columns.count - 1])
                }
            }
        }
        .onAppear { collapse(sizeClass == .compact) }
        .onChange(of: sizeClass) { collapse($0 == .compact) }
    }

    /// A column: its navigation controller, under the column's own bar, which SwiftUI
    /// would show above the controller's.
    private func column(_ controller: UINavigationController) -> some View {
        StackView(controller: controller).ignoresSafeArea().toolbar(.hidden, for: .navigationBar)
    }
}

/// One of the host's navigation controllers in SwiftUI.
struct StackView: UIViewControllerRepresentable {
    let controller: UINavigationController

    func makeUIViewController(context: Context) -> UINavigationController { controller }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
#endif
