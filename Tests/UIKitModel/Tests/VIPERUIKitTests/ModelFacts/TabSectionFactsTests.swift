import SwiftUI
import Testing
import UIKit

extension UIKitModelSuite {
    /// The model's iOS 18 tab content against UIKitFacts.md ("SwiftUI tab sections").
    @Suite @MainActor
    struct TabSectionFactsTests {
        init() { freshModel() }

        /// A `Tab(value:)` is selected by its value, a `TabSection` holds its tabs under
        /// its header, and the user's hiding and ordering write the customisation's
        /// binding, read by ID: `.automatic` and `nil` where nothing is customised.
        @Test func tabSectionsDrawTheirTabsAndTheUserWritesTheCustomization() {
            final class Written: @unchecked Sendable { var values: [TabViewCustomization] = [] }
            let written = Written()
            let selection = Binding<String>(get: { "a" }, set: { _ in })
            let customization = Binding<TabViewCustomization>(
                get: { TabViewCustomization() }, set: { written.values.append($0) })
            let hosting = UIHostingController(
                rootView: AnyView(
                    TabView(selection: selection) {
                        TabSection {
                            ForEach(["a", "b"], id: \.self) { tag in
                                Tab(value: tag) {
                                    Text(tag)
                                } label: {
                                    Text("tab \(tag)")
                                }
                                .customizationID(tag)
                            }
                        } header: {
                            Text("letters")
                        }
                        .customizationID("letters")
                    }
                    .tabViewStyle(.sidebarAdaptable)
                    .tabViewCustomization(customization)))
            show(hosting)
            let drawn = hosting.modelTabSections
            #expect(drawn?.isSidebarAdaptable == true)
            #expect(drawn?.sectionIDs == ["letters"])
            #expect(drawn?.tabs.map(\.id) == ["a", "b"])
            #expect(drawn?.tabs.map(\.section) == [["letters"], ["letters"]])
            #expect(hosting.modelTabViews.first?.labels == [["tab a"], ["tab b"]])
            #expect(hosting.modelTabViews.first?.selected == AnyHashable("a"))
            #expect(TabViewCustomization()[sidebarVisibility: "a"] == .automatic)
            #expect(TabViewCustomization()[sectionID: "letters"] == nil)
            #expect(hosting.modelUserHideTab("b"))
            #expect(hosting.modelUserOrderSection("letters", ["b", "a"]))
            #expect(written.values.map { $0[sidebarVisibility: "b"] } == [.hidden, .automatic])
            #expect(written.values.map { $0[sectionID: "letters"] } == [nil, ["b", "a"]])
            #expect(!hosting.modelUserHideTab("c"), "no tab has that ID")
        }
    }
}
