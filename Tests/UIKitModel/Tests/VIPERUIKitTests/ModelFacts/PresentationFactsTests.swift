import Testing
import UIKit

extension UIKitModelSuite {
    /// The model's presentation against the shared notes §4 and rules 15 to 20, and
    /// UIKitFacts.md, "Presentation styles and the presenter's appearance calls".
    @Suite @MainActor
    struct PresentationFactsTests {
        init() { freshModel() }

        /// Rules 17 and 18, Facts §4: the presenting controller is set at once; the
        /// completion runs after the presented controller's viewDidAppear; a page sheet
        /// leaves the presenter alone.
        @Test func aSheetsCompletionRunsAfterItsViewDidAppearAndThePresenterGetsNoCalls() {
            let root = controller("root")
            show(root)
            let sheet = controller("sheet")
            sheet.modalPresentationStyle = .pageSheet
            root.present(sheet, animated: true) { UIKitModel.clearTrace() }
            #expect(sheet.presentingViewController === root)
            #expect(root.presentedViewController === sheet)
            #expect(sheet.isBeingPresented)
            #expect(UIKitModel.trace == ["sheet viewWillAppear"])
            UIKitModel.runAnimations()
            #expect(UIKitModel.trace == [], "the completion ran after viewDidAppear")
            #expect(!sheet.isBeingPresented)
        }

        /// UIKitFacts.md, "Presentation styles", Rule: only `.fullScreen` and
        /// `.currentContext` give the presenter disappearance and appearance calls.
        @Test(arguments: [
            (UIModalPresentationStyle.fullScreen, true), (.currentContext, true),
            (.pageSheet, false), (.formSheet, false), (.overFullScreen, false),
            (.overCurrentContext, false), (.custom, false),
        ])
        func thePresenterGetsAppearanceCallsOnlyForCoveringStyles(
            style: UIModalPresentationStyle, covers: Bool
        ) {
            let root = controller("root")
            show(root)
            let presented = controller("presented")
            presented.modalPresentationStyle = style
            root.present(presented, animated: true)
            UIKitModel.runAnimations()
            root.dismiss(animated: true)
            UIKitModel.runAnimations()
            let rootCalls = UIKitModel.trace.filter { $0.hasPrefix("root ") }
            #expect(
                rootCalls
                    == (covers
                        ? [
                            "root viewWillDisappear", "root viewDidDisappear",
                            "root viewWillAppear", "root viewDidAppear",
                        ] : []))
        }

        /// Rule 19: `.automatic` is a page sheet before iOS 18 and a form sheet from iOS 18.
        @Test func automaticIsAPageSheetBeforeIOS18AndAFormSheetFrom() {
            freshModel(.iOS15)
            #expect(UIModalPresentationStyle.automatic.resolved == .pageSheet)
            freshModel(.iOS18)
            #expect(UIModalPresentationStyle.automatic.resolved == .formSheet)
        }

        /// Rule 15 and Facts §4, "Invalid calls": refused with UIKit's message and no
        /// completion: a second present, a present during a presentation, a present from
        /// outside a window; presenting a presented controller is a misuse.
        @Test func refusedPresentationsLogAndCompleteNothing() {
            let root = controller("root")
            show(root)
            var completions = 0
            root.present(controller("first"), animated: true) { completions += 1 }
            root.present(controller("second"), animated: true) { completions += 1 }
            #expect(
                UIKitModel.console.last?.contains("while a presentation is in progress") == true)
            UIKitModel.runAnimations()
            root.present(controller("third"), animated: true) { completions += 1 }
            #expect(UIKitModel.console.last?.contains("which is already presenting first") == true)
            controller("outside").present(controller("fourth"), animated: true) { completions += 1 }
            #expect(UIKitModel.console.last?.contains("not in the window hierarchy") == true)
            UIKitModel.runAnimations()
            #expect(completions == 1)
            root.presentedViewController?.present(root.presentedViewController!, animated: false)
            #expect(UIKitModel.misuses.count == 1)
        }

        /// Rules 16 and 17, Facts §4: dismissing low in a chain removes everything above in
        /// one transition with one completion, after viewDidDisappear; programmatic
        /// dismissal never calls the delegate; one during a transition is refused.
        @Test func aDismissLowInAChainIsOneTransitionWithoutDelegateCalls() {
            let root = controller("root")
            show(root)
            let first = controller("first")
            let probe = DismissProbe()
            first.presentationController?.delegate = probe
            root.present(first, animated: false)
            UIKitModel.runAnimations()
            first.present(controller("second"), animated: false)
            UIKitModel.runAnimations()
            UIKitModel.clearTrace()
            var completions = 0
            root.dismiss(animated: true) { completions += 1 }
            root.dismiss(animated: true) { completions += 1 }
            #expect(
                UIKitModel.console.last?.contains("while a presentation or dismiss is in progress")
                    == true)
            UIKitModel.runAnimations()
            #expect(completions == 1)
            #expect(root.presentedViewController == nil)
            #expect(
                UIKitModel.trace == [
                    "second viewWillDisappear", "first viewWillDisappear",
                    "second viewDidDisappear",
                    "first viewDidDisappear",
                ])
        }

        /// Rule 20 and Facts §4, "Dismissal callbacks": a swipe down asks shouldDismiss,
        /// then willDismiss and the sheet's viewWillDisappear; finished, viewDidDisappear
        /// and didDismiss.
        @Test func aFinishedSwipeDownCallsShouldWillThenDidDismiss() throws {
            let root = controller("root")
            show(root)
            let sheet = controller("sheet")
            sheet.modalPresentationStyle = .pageSheet
            let probe = DismissProbe()
            sheet.presentationController?.delegate = probe
            root.present(sheet, animated: true)
            UIKitModel.runAnimations()
            UIKitModel.clearTrace()
            let swipe = try #require(sheet.modelUserSwipeDown())
            #expect(sheet.transitionCoordinator?.isInteractive == true)
            swipe.finish()
            UIKitModel.runAnimations()
            #expect(
                UIKitModel.trace == [
                    "presentationDelegate shouldDismiss", "presentationDelegate willDismiss",
                    "sheet viewWillDisappear", "sheet viewDidDisappear",
                    "presentationDelegate didDismiss",
                ])
            #expect(root.presentedViewController == nil)
        }

        /// Rule 20: a cancelled swipe down gives the sheet its appearance back, without
        /// didDismiss; the coordinator's completion reports the cancel.
        @Test func aCancelledSwipeDownHasNoDidDismiss() throws {
            let root = controller("root")
            show(root)
            let sheet = controller("sheet")
            sheet.modalPresentationStyle = .formSheet
            root.present(sheet, animated: false)
            UIKitModel.runAnimations()
            let swipe = try #require(sheet.modelUserSwipeDown())
            var cancelled: [Bool] = []
            sheet.transitionCoordinator?.animate(alongsideTransition: nil) {
                cancelled.append($0.isCancelled)
            }
            UIKitModel.clearTrace()
            swipe.cancel()
            UIKitModel.runAnimations()
            #expect(UIKitModel.trace == ["sheet viewWillAppear", "sheet viewDidAppear"])
            #expect(cancelled == [true])
            #expect(root.presentedViewController === sheet)
        }

        /// Rule 20: refused by the delegate or by isModalInPresentation, only
        /// didAttemptToDismiss; a full-screen controller cannot be swiped down.
        @Test func aRefusedSwipeDownOnlyAttempts() {
            let root = controller("root")
            show(root)
            let sheet = controller("sheet")
            sheet.modalPresentationStyle = .pageSheet
            let probe = DismissProbe()
            probe.allows = false
            sheet.presentationController?.delegate = probe
            root.present(sheet, animated: false)
            UIKitModel.runAnimations()
            UIKitModel.clearTrace()
            #expect(sheet.modelUserSwipeDown() == nil)
            probe.allows = true
            sheet.isModalInPresentation = true
            #expect(sheet.modelUserSwipeDown() == nil)
            #expect(
                UIKitModel.trace == [
                    "presentationDelegate shouldDismiss",
                    "presentationDelegate didAttemptToDismiss",
                    "presentationDelegate shouldDismiss",
                    "presentationDelegate didAttemptToDismiss",
                ])
            root.dismiss(animated: false)
            UIKitModel.runAnimations()
            let cover = controller("cover")
            cover.modalPresentationStyle = .fullScreen
            root.present(cover, animated: false)
            UIKitModel.runAnimations()
            #expect(cover.modelUserSwipeDown() == nil)
        }

        /// UIKitFacts.md, "Custom transitions": UIKit holds the transitioning delegate
        /// weakly and asks it when the presentation and the dismissal start.
        @Test func theTransitioningDelegateIsHeldWeaklyAndAskedAtBothEnds() {
            final class Vending: NSObject, UIViewControllerTransitioningDelegate {}
            let root = controller("root")
            show(root)
            let presented = controller("card")
            var delegate: Vending? = Vending()
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true)
            UIKitModel.runAnimations()
            #expect(UIKitModel.trace.first == "transitioningDelegate no animator")
            delegate = nil
            #expect(presented.transitioningDelegate == nil)
            UIKitModel.clearTrace()
            root.dismiss(animated: true)
            UIKitModel.runAnimations()
            #expect(!UIKitModel.trace.contains { $0.hasPrefix("transitioningDelegate") })
        }
    }
}
