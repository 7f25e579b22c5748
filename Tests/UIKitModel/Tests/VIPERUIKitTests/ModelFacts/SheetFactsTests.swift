import Testing
import UIKit

extension UIKitModelSuite {
    /// The model's sheets, popovers and zoom transition against UIKitFacts.md, "Sheet
    /// detents, popover sources and the zoom transition".
    @Suite @MainActor
    struct SheetFactsTests {
        init() { freshModel() }

        /// A sheet's presentation controller is a sheet presentation controller, resting at
        /// the large detent by default; other styles have none.
        @Test func aSheetHasASheetPresentationControllerAtTheLargeDetent() throws {
            let sheet = controller("sheet")
            sheet.modalPresentationStyle = .pageSheet
            let presentation = try #require(sheet.sheetPresentationController)
            #expect(presentation === sheet.presentationController)
            #expect(presentation.detents.map(\.identifier) == [.large])
            #expect(presentation.selectedDetentIdentifier == nil)
            let cover = controller("cover")
            cover.modalPresentationStyle = .fullScreen
            #expect(cover.sheetPresentationController == nil)
        }

        /// The delegate hears of the user's drag to another detent, not of the app's
        /// setting; an empty list of detents is refused.
        @Test func theDelegateHearsOfTheUsersDragOnly() throws {
            final class Delegate: NSObject, UISheetPresentationControllerDelegate {
                var changes: [String?] = []
                func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
                    _ sheet: UISheetPresentationController
                ) { changes.append(sheet.selectedDetentIdentifier?.rawValue) }
            }
            let sheet = controller("sheet")
            sheet.modalPresentationStyle = .pageSheet
            let presentation = try #require(sheet.sheetPresentationController)
            let delegate = Delegate()
            presentation.delegate = delegate
            presentation.detents = [.medium(), .custom(identifier: .init("peek")) { _ in 180 }]
            presentation.selectedDetentIdentifier = .medium
            #expect(delegate.changes == [])
            presentation.userDrags(to: .init("peek"))
            #expect(delegate.changes == ["peek"])
            #expect(UIKitModel.misuses == [])
            presentation.detents = []
            #expect(presentation.detents.count == 2)
            #expect(UIKitModel.misuses.count == 1)
        }

        /// A popover's source is a view with a rectangle, or a bar button item.
        @Test func aPopoverPointsAtAViewOrABarButtonItem() throws {
            let popover = controller("popover")
            popover.modalPresentationStyle = .popover
            let presentation = try #require(popover.popoverPresentationController)
            let item = UIBarButtonItem()
            presentation.barButtonItem = item
            #expect(presentation.barButtonItem === item)
            #expect(popover.sheetPresentationController == nil)
        }

        /// The zoom transition asks its provider for the source view at the transition.
        @Test func aZoomAsksItsProviderForTheSourceView() throws {
            let zoomed = controller("zoomed")
            let view = UIView()
            zoomed.preferredTransition = .zoom { _ in view }
            let provider = try #require(zoomed.preferredTransition?.sourceViewProvider)
            #expect(
                provider(.init(source: controller("source"), zoomed: zoomed)) === view)
        }
    }
}
