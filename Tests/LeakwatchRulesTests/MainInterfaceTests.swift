import Foundation
import LeakwatchCore
import LeakwatchRules
import Testing

/// The app's main interface as the storyboards and Info.plist files say it, and the window-root assignments the
/// front ends record: what makes a storyboard's controllers live as long as the app, or not.
struct MainInterfaceTests {
    static let plist = """
        <plist version="1.0"><dict>
        \t<key>CFBundleName</key>
        \t<string>$(PRODUCT_NAME)</string>
        \t<key>NSMainStoryboardFile</key>
        \t<string>Main</string>
        </dict></plist>
        """

    /// A macOS storyboard: the window controller's content is a split view controller whose items live with it;
    /// a reference names another storyboard's controller by its identifier.
    static let macStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" initialViewController="wc">
            <scenes>
                <scene sceneID="a"><objects>
                    <windowController id="wc" customClass="MainWindowController" sceneMemberID="viewController">
                        <window key="window" id="w"/>
                        <connections>
                            <segue destination="split" kind="relationship" relationship="window.shadowedContentViewController" id="r1"/>
                        </connections>
                    </windowController>
                </objects></scene>
                <scene sceneID="b"><objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="list" kind="relationship" relationship="splitItems" id="r2"/>
                            <segue destination="ref" kind="relationship" relationship="splitItems" id="r3"/>
                        </connections>
                    </splitViewController>
                </objects></scene>
                <scene sceneID="c"><objects>
                    <viewController id="list" customClass="NoteListController" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="d"><objects>
                    <controllerPlaceholder storyboardName="Editor" referencedIdentifier="EditorScene" id="ref" sceneMemberID="viewController"/>
                </objects></scene>
                <!-- <viewController id="old" customClass="CommentedOutController" sceneMemberID="viewController"/> -->
            </scenes>
        </document>
        """

    static let editorStoryboard = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" initialViewController="first">
            <scenes>
                <scene sceneID="e"><objects>
                    <viewController id="first" customClass="EditorWelcomeController" sceneMemberID="viewController"/>
                    <viewController storyboardIdentifier="EditorScene" id="named" customClass="EditorController" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func macWindowControllerItsContentAndAReferencedController() {
        let roots = MainInterface.roots(of: [
            ("App/Info.plist", Self.plist), ("App/Base.lproj/Main.storyboard", Self.macStoryboard),
            ("App/Editor.storyboard", Self.editorStoryboard),
        ])
        #expect(
            roots.map(\.key) == [
                "EditorController/Editor.storyboard/NSSplitViewController/splitItems",
                "MainWindowController/Main.storyboard//",
                "NoteListController/Main.storyboard/NSSplitViewController/splitItems",
                "EditorWelcomeController/Editor.storyboard//@Editor.storyboard",
            ])
    }

    /// The initial controller of a storyboard other than the main one is a root of its own, the scene named by the
    /// storyboard's file name, made when the code makes it (`instantiateInitialController()`); not one a reference
    /// without an identifier shows, which a segue makes.
    @Test func initialControllersOfOtherStoryboards() {
        let roots = MainInterface.roots(of: [("App/Editor.storyboard", Self.editorStoryboard)])
        #expect(
            roots.filter { $0.scene == $0.storyboard }.map(\.key) == [
                "EditorWelcomeController/Editor.storyboard//@Editor.storyboard"
            ])
        let toInitial = Self.macStoryboard.replacingOccurrences(of: " referencedIdentifier=\"EditorScene\"", with: "")
        let shown = MainInterface.roots(of: [
            ("App/Info.plist", Self.plist), ("App/Main.storyboard", toInitial),
            ("App/Editor.storyboard", Self.editorStoryboard),
        ])
        #expect(!shown.contains { $0.scene == "Editor.storyboard" })
        #expect(shown.contains { $0.typeName == "EditorWelcomeController" && $0.scene == nil })
        let main = MainInterface.roots(of: [
            ("App/Info.plist", Self.plist), ("App/Main.storyboard", Self.macStoryboard),
        ])
        #expect(!main.contains { $0.scene == "Main.storyboard" })
    }

    /// A scene with a storyboard identifier is a root of its own, made when the code makes it; one that a storyboard
    /// reference names is made by a segue, and is none. Each root counts the elements of its class.
    @Test func identifiedScenes() {
        // The initial controllers of the storyboards are roots of their own (see the test above).
        func identified(_ roots: [InterfaceRoot]) -> [InterfaceRoot] { roots.filter { !$0.isInitialScene } }
        let referenced = identified(
            MainInterface.roots(of: [
                ("App/Main.storyboard", Self.macStoryboard), ("App/Editor.storyboard", Self.editorStoryboard),
            ]))
        #expect(referenced.isEmpty)
        let unreferenced = Self.editorStoryboard.replacingOccurrences(of: "EditorScene", with: "Editor")
        let scene = identified(MainInterface.roots(of: [("App/Editor.storyboard", unreferenced)]))
        #expect(scene.map(\.key) == ["EditorController/Editor.storyboard//@Editor"])
        #expect(scene.map(\.element) == ["App/Editor.storyboard#named"])
        let twice = unreferenced.replacingOccurrences(of: "EditorWelcomeController", with: "EditorController")
        #expect(identified(MainInterface.roots(of: [("App/Editor.storyboard", twice)])).map(\.appearances) == [2])
    }

    @Test func noMainStoryboardKeyNoRoots() {
        let plist = Self.plist.replacingOccurrences(of: "NSMainStoryboardFile", with: "NSPrincipalClass")
        #expect(
            MainInterface.roots(of: [("Info.plist", plist), ("Main.storyboard", Self.macStoryboard)]).filter {
                $0.scene == nil
            }.isEmpty)
        // A storyboard named by a build setting is no name the tree shows.
        let variable = Self.plist.replacingOccurrences(of: "<string>Main</string>", with: "<string>$(MAIN)</string>")
        #expect(
            MainInterface.roots(of: [("Info.plist", variable), ("Main.storyboard", Self.macStoryboard)]).filter {
                $0.scene == nil
            }.isEmpty)
    }

    /// The main nib's top-level objects of the project's classes, in both of Interface Builder's formats, and only
    /// for the nib an Info.plist names: placeholders, nested objects and other nibs are none of them.
    @Test func mainNibTopLevelObjects() {
        let plist = Self.plist.replacingOccurrences(of: "NSMainStoryboardFile", with: "NSMainNibFile")
            .replacingOccurrences(of: "<string>Main</string>", with: "<string>MainMenu</string>")
        let document = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-1" customClass="UIResponder"/>
                    <window id="21"><view key="contentView" id="2">
                        <subviews><customView id="5" customClass="BadgeView"/></subviews>
                    </view></window>
                    <customObject id="206" customClass="Controller" customModule="Transfers"/>
                </objects>
            </document>
            """
        let archive = """
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data>
                <object class="NSMutableArray" key="IBDocument.RootObjects" id="1048">
                    <object class="NSCustomObject" id="1021"><string key="NSClassName">NSApplication</string></object>
                    <object class="NSMenu" id="6"><object class="NSMutableArray" key="NSMenuItems">
                        <object class="NSCustomObject" id="7"><string key="NSClassName">Nested</string></object>
                    </object></object>
                    <object class="NSCustomObject" id="42"><string key="NSClassName">ViAppController</string></object>
                </object>
            </data></archive>
            """
        let roots = MainInterface.roots(of: [
            ("App/Info.plist", plist), ("App/Base.lproj/MainMenu.xib", document),
            ("App/de.lproj/MainMenu.xib", document), ("Old/en.lproj/MainMenu.xib", archive),
            ("App/Base.lproj/Preferences.xib", document),
        ])
        #expect(roots.map(\.typeName) == ["Controller", "ViAppController"])
        #expect(roots.map(\.element) == ["App/MainMenu.xib#206", "Old/MainMenu.xib#42"])
        #expect(
            roots.allSatisfy { $0.isMainNibObject && $0.module == ($0.typeName == "Controller" ? "Transfers" : nil) })
        #expect(MainInterface.roots(of: [("App/Base.lproj/MainMenu.xib", document)]).isEmpty)
    }

    static func replacesWindowRoot(_ path: String, _ text: String) throws -> Bool {
        let analyzer = Analyzer(frontEnds: FixtureHarness.frontEnds, rules: [], jobs: 1)
        return try analyzer.facts(for: SourceText(path: path, text: text)).replacesWindowRoot
    }

    @Test func swiftWindowRootSetOutsideALaunchMethod() throws {
        let onboarding = """
            import UIKit
            final class OnboardingViewController: UIViewController {
                func finish() { view.window?.rootViewController = HomeViewController() }
            }
            """
        #expect(try Self.replacesWindowRoot("Onboarding.swift", onboarding))
        let launch = """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = HomeViewController()
                    return true
                }
            }
            """
        #expect(try !Self.replacesWindowRoot("AppDelegate.swift", launch))
        let coordinator = """
            final class Coordinator {
                var rootViewController: UIViewController?
                func start() { self.rootViewController = UINavigationController() }
            }
            """
        #expect(try !Self.replacesWindowRoot("Coordinator.swift", coordinator))
    }

    @Test func objectiveCWindowRootSetOutsideALaunchMethod() throws {
        guard FixtureHarness.frontEnds.count > 1 else { return }
        let setter = """
            #import <UIKit/UIKit.h>
            @interface LoginController : UIViewController
            @end
            @implementation LoginController
            - (void)done {
                [[UIApplication sharedApplication].keyWindow setRootViewController:[[UIViewController alloc] init]];
            }
            @end
            """
        #expect(try Self.replacesWindowRoot("LoginController.m", setter))
        let launch = """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (nonatomic, strong) UIWindow *window;
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window.rootViewController = [[UIViewController alloc] init];
                return YES;
            }
            @end
            """
        #expect(try !Self.replacesWindowRoot("AppDelegate.m", launch))
    }
}
