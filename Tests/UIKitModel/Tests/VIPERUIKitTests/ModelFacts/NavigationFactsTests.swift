import Testing
import UIKit

extension UIKitModelSuite {
    /// The model's UINavigationController against UIKitFacts.md and the shared notes
    /// (../shared/UIKIT-FACTS.md §1 to §3, rules 1 to 11): a change of the model that
    /// changes an order the glue is tested against fails here.
    @Suite @MainActor
    struct NavigationFactsTests {
        init() { freshModel() }

        /// Facts §2 ("Push, programmatic pop and back-button pop each give one
        /// willShow(newTop), then one didShow(newTop)") and §3 ("Push A→B:
        /// A.viewWillDisappear, B.viewWillAppear, animation, A.viewDidDisappear,
        /// B.viewDidAppear"); rule 6: a coordinator only while the animation runs.
        @Test func anAnimatedPushCallsWillShowTheAppearanceCallsThenDidShow() {
            let navigation = navigationInWindow(["A"])
            navigation.pushViewController(controller("B"), animated: true)
            #expect(navigation.viewControllers.map(\.modelName) == ["A", "B"], "at once (rule 2)")
            #expect(navigation.transitionCoordinator != nil)
            #expect(
                UIKitModel.trace == [
                    "navigationDelegate willShow B", "A viewWillDisappear", "B viewWillAppear",
                ])
            UIKitModel.runAnimations()
            #expect(
                UIKitModel.trace.suffix(3) == [
                    "A viewDidDisappear", "B viewDidAppear", "navigationDelegate didShow B",
                ])
            #expect(navigation.transitionCoordinator == nil)
        }

        /// Rule 2 (timing of an unanimated change **unverified**: the model ends it at once).
        @Test func anUnanimatedPushEndsAtOnceWithoutACoordinator() {
            let navigation = navigationInWindow(["A"])
            let probe = CoordinatorProbe()
            navigation.delegate = probe
            navigation.pushViewController(controller("B"), animated: false)
            #expect(
                UIKitModel.trace == [
                    "navigationDelegate willShow B", "A viewWillDisappear", "B viewWillAppear",
                    "A viewDidDisappear", "B viewDidAppear", "navigationDelegate didShow B",
                ])
            #expect(probe.notes == ["willShow no coordinator", "didShow no coordinator"])
            #expect(!UIKitModel.hasPendingAnimations)
        }

        /// Facts §3, "Pop B→A", and rule 3: a pop returns the popped controller; at the
        /// root it does nothing.
        @Test func aPopIsOneTransitionAndAtTheRootNothing() {
            let navigation = navigationInWindow(["A", "B"])
            let popped = navigation.popViewController(animated: true)
            #expect(popped?.modelName == "B")
            UIKitModel.runAnimations()
            #expect(
                UIKitModel.trace == [
                    "navigationDelegate willShow A", "B viewWillDisappear", "A viewWillAppear",
                    "B viewDidDisappear", "A viewDidAppear", "navigationDelegate didShow A",
                ])
            UIKitModel.clearTrace()
            #expect(navigation.popViewController(animated: true) == nil)
            #expect(UIKitModel.trace == [])
        }

        /// Rule 4 (H18 comment): an animated set is a push when the new top was not on the
        /// stack, else a pop; the delegate is asked for the animator of that operation.
        @Test func anAnimatedSetIsAPushOrAPopByItsNewTop() {
            let navigation = navigationInWindow(["A", "B"])
            let b = navigation.viewControllers[1]
            final class Animating: NSObject, UINavigationControllerDelegate,
                UIViewControllerAnimatedTransitioning
            {
                var operations: [UINavigationController.Operation] = []
                func navigationController(
                    _ navigationController: UINavigationController,
                    animationControllerFor operation: UINavigationController.Operation,
                    from fromVC: UIViewController, to toVC: UIViewController
                ) -> (any UIViewControllerAnimatedTransitioning)? {
                    operations.append(operation)
                    return nil
                }
            }
            let delegate = Animating()
            navigation.delegate = delegate
            navigation.setViewControllers([controller("C")], animated: true)
            UIKitModel.runAnimations()
            navigation.setViewControllers([controller("D"), b], animated: true)
            UIKitModel.runAnimations()
            navigation.setViewControllers([navigation.viewControllers[0]], animated: true)
            UIKitModel.runAnimations()
            #expect(delegate.operations == [.push, .push, .pop])
        }

        /// Facts §1 and rule 1: the same controller twice is a programmer error
        /// (NSInvalidArgumentException).
        @Test func pushingTheSameControllerTwiceIsAMisuse() {
            let navigation = navigationInWindow(["A"])
            navigation.pushViewController(navigation.viewControllers[0], animated: false)
            #expect(UIKitModel.misuses.count == 1)
            #expect(navigation.viewControllers.count == 1)
        }

        /// Rule 5: a change asked for during a transition waits for its end (current
        /// UIKit) and is recorded as a misuse (older UIKit broke).
        @Test func aChangeDuringATransitionWaitsAndIsAMisuse() {
            let navigation = navigationInWindow(["A"])
            navigation.pushViewController(controller("B"), animated: true)
            navigation.pushViewController(controller("C"), animated: true)
            #expect(UIKitModel.misuses.count == 1)
            #expect(navigation.viewControllers.map(\.modelName) == ["A", "B"])
            UIKitModel.runAnimations()
            UIKitModel.runAnimations()
            #expect(navigation.viewControllers.map(\.modelName) == ["A", "B", "C"])
        }

        /// Rules 8 and 9, Facts §2 ("Interactive pop: willShow(revealed) once at gesture
        /// start") and §3: the top is gone from the stack at once.
        @Test func aSwipeBackStartsWithWillShowAndTheWillCalls() throws {
            let navigation = navigationInWindow(["A", "B"])
            let probe = CoordinatorProbe()
            navigation.delegate = probe
            _ = try #require(navigation.modelUserSwipeBack())
            #expect(navigation.viewControllers.map(\.modelName) == ["A"])
            #expect(
                UIKitModel.trace == [
                    "navigationDelegate willShow A", "B viewWillDisappear", "A viewWillAppear",
                ])
            #expect(probe.notes == ["willShow interactive true cancelled false"])
        }

        /// Rule 10: a finished swipe: the did calls, then didShow(revealed).
        @Test func aFinishedSwipeBackEndsWithDidShowOfTheRevealedScreen() throws {
            let navigation = navigationInWindow(["A", "B"])
            let probe = CoordinatorProbe()
            navigation.delegate = probe
            var completions: [Bool] = []
            let swipe = try #require(navigation.modelUserSwipeBack())
            navigation.transitionCoordinator?.animate(alongsideTransition: nil) {
                completions.append($0.isCancelled)
            }
            UIKitModel.clearTrace()
            swipe.finish()
            UIKitModel.runAnimations()
            #expect(
                UIKitModel.trace == [
                    "B viewDidDisappear", "A viewDidAppear", "navigationDelegate didShow A",
                ])
            #expect(probe.notes.last == "didShow interactive false cancelled false")
            #expect(completions == [false])
            #expect(navigation.transitionCoordinator == nil)
        }

        /// Rule 11 and Facts §2/§3 on iOS 15: a cancelled swipe restores the stack, the
        /// revealed screen disappears, the top appears again, and no didShow comes; the
        /// coordinator's completion reports the cancel.
        @Test func aCancelledSwipeBackOnIOS15SendsNoDidShow() throws {
            freshModel(.iOS15)
            let navigation = navigationInWindow(["A", "B"])
            var completions: [Bool] = []
            let swipe = try #require(navigation.modelUserSwipeBack())
            navigation.transitionCoordinator?.animate(alongsideTransition: nil) {
                completions.append($0.isCancelled)
            }
            UIKitModel.clearTrace()
            swipe.cancel()
            UIKitModel.runAnimations()
            #expect(navigation.viewControllers.map(\.modelName) == ["A", "B"])
            #expect(
                UIKitModel.trace == [
                    "A viewWillDisappear", "A viewDidDisappear", "B viewWillAppear",
                    "B viewDidAppear",
                ])
            #expect(completions == [true])
        }

        /// Facts §2 on iOS 18 (heinzl/swift-composable-navigation#17): a cancelled swipe
        /// also reports didShow, with the coordinator's isCancelled true.
        @Test func aCancelledSwipeBackOnIOS18ReportsDidShowWithIsCancelled() throws {
            freshModel(.iOS18)
            let navigation = navigationInWindow(["A", "B"])
            let probe = CoordinatorProbe()
            navigation.delegate = probe
            let swipe = try #require(navigation.modelUserSwipeBack())
            UIKitModel.clearTrace()
            swipe.cancel()
            UIKitModel.runAnimations()
            #expect(
                UIKitModel.trace == [
                    "A viewWillDisappear", "A viewDidDisappear", "B viewWillAppear",
                    "B viewDidAppear",
                    "navigationDelegate didShow B",
                ])
            #expect(probe.notes.last == "didShow interactive false cancelled true")
        }

        /// Rule 8: the swipe needs a screen below the top, an enabled recognizer whose
        /// delegate agrees, and no transition running.
        @Test func aSwipeBackStartsOnlyWhenRule8Allows() {
            final class Refusing: NSObject, UIGestureRecognizerDelegate {
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
                    -> Bool
                { false }
            }
            #expect(navigationInWindow(["A"]).modelUserSwipeBack() == nil)
            let refused = navigationInWindow(["A", "B"])
            let refusing = Refusing()
            refused.interactivePopGestureRecognizer?.delegate = refusing
            #expect(refused.modelUserSwipeBack() == nil)
            let disabled = navigationInWindow(["A", "B"])
            disabled.interactivePopGestureRecognizer?.isEnabled = false
            #expect(disabled.modelUserSwipeBack() == nil)
            let busy = navigationInWindow(["A", "B"])
            busy.pushViewController(controller("C"), animated: true)
            #expect(busy.modelUserSwipeBack() == nil)
        }

        /// Facts §1 ("Back-button long-press menu … picking an entry pops several levels
        /// in one transition"; "A custom left button or hidden bar disables the swipe").
        @Test func theBackMenuPopsSeveralLevelsInOneTransitionAndACustomButtonHidesIt() {
            let navigation = navigationInWindow(["A", "B", "C", "D"])
            #expect(navigation.modelUserPickFromBackMenu(0))
            UIKitModel.runAnimations()
            #expect(
                UIKitModel.trace.filter { $0.hasPrefix("navigationDelegate") } == [
                    "navigationDelegate willShow A", "navigationDelegate didShow A",
                ])
            let covered = navigationInWindow(["A", "B"])
            covered.topViewController?.navigationItem.hidesBackButton = true
            #expect(!covered.modelUserTapBack())
            #expect(!covered.modelUserPickFromBackMenu(0))
        }

        /// Facts §3: viewDidLoad runs once, lazily, before the first appearance; a stack
        /// set off screen makes no calls (the model's reading of "when the view is first
        /// needed").
        @Test func viewDidLoadRunsOnceBeforeTheFirstAppearance() {
            final class Loading: UIViewController {
                var loads = 0
                override func viewDidLoad() { loads += 1 }
            }
            let screen = Loading(nibName: nil, bundle: nil)
            let navigation = UINavigationController(nibName: nil, bundle: nil)
            navigation.viewControllers = [screen]
            #expect(screen.viewIfLoaded == nil)
            #expect(UIKitModel.trace == [])
            show(navigation)
            navigation.pushViewController(controller("B"), animated: false)
            navigation.popViewController(animated: false)
            #expect(screen.loads == 1)
        }
    }
}
