import Foundation
import LeakwatchCore
import Testing

/// The deployment target of each compiled file, as a project's build settings say it.
struct XcodeProjectFileTests {
    /// A project with one app target that compiles `Inbox.m` (path in a subfolder), with the given settings.
    static func project(projectSettings: String, targetSettings: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA0 /* Inbox.m in Sources */ = {isa = PBXBuildFile; fileRef = A1 /* Inbox.m */; };
        \t\tA1 /* Inbox.m */ = {isa = PBXFileReference; path = "Screens/Inbox.m"; sourceTree = "<group>"; };
        \t\tA2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (A0 /* Inbox.m in Sources */, /* none */); };
        \t\tA3 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = A5; buildPhases = (A2,); name = "App \\"One\\""; };
        \t\tA4 /* Project object */ = {isa = PBXProject; buildConfigurationList = A6; targets = (A3,); };
        \t\tA5 = {isa = XCConfigurationList; buildConfigurations = (A7,); };
        \t\tA6 = {isa = XCConfigurationList; buildConfigurations = (A8,); };
        \t\tA7 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {\(targetSettings)}; name = Release; };
        \t\tA8 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {\(projectSettings)}; name = Release; };
        \t};
        \trootObject = A4 /* Project object */;
        }
        """
    }

    static func target(_ text: String) -> String? {
        XcodeProjectFile(text)?.deploymentTargetsByFileName()["Inbox.m"]?.description
    }

    @Test func theTargetsSettingsWinOverTheProjectsForThePlatformOfItsSDK() {
        // The project says iOS 8 and keeps a stray macOS setting; the target says iOS 13.
        let text = Self.project(
            projectSettings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 8.0; MACOSX_DEPLOYMENT_TARGET = 10.7;",
            targetSettings: "IPHONEOS_DEPLOYMENT_TARGET = 13.0; PRODUCT_NAME = \"$(TARGET_NAME)\";")
        #expect(Self.target(text) == "iOS 13.0")
        let inherited = Self.project(
            projectSettings:
                "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = \"8.0\"; MACOSX_DEPLOYMENT_TARGET = 10.7;",
            targetSettings: "")
        #expect(Self.target(inherited) == "iOS 8.0")
    }

    @Test func aVersionedSDKNamesItsPlatform() {
        let text = Self.project(
            projectSettings: "SDKROOT = iphoneos4.3;", targetSettings: "IPHONEOS_DEPLOYMENT_TARGET = 4.0;")
        #expect(Self.target(text) == "iOS 4.0")
        let mac = Self.project(
            projectSettings: "SDKROOT = macosx10.6;", targetSettings: "MACOSX_DEPLOYMENT_TARGET = 10.6;")
        #expect(Self.target(mac) == "macOS 10.6")
    }

    @Test func withoutAnSDKOnlyOnePlatformMayBeNamed() {
        let one = Self.project(projectSettings: "", targetSettings: "MACOSX_DEPLOYMENT_TARGET = 10.9;")
        #expect(Self.target(one) == "macOS 10.9")
        let two = Self.project(
            projectSettings: "", targetSettings: "MACOSX_DEPLOYMENT_TARGET = 10.9; IPHONEOS_DEPLOYMENT_TARGET = 9.0;")
        #expect(Self.target(two) == nil)
    }

    @Test func aByteOrderMarkAndAnXMLProjectAreRead() throws {
        let text = Self.project(
            projectSettings: "SDKROOT = iphoneos;", targetSettings: "IPHONEOS_DEPLOYMENT_TARGET = 9.0;")
        #expect(Self.target("\u{FEFF}" + text) == "iOS 9.0")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>objects</key><dict>
            <key>A0</key><dict><key>isa</key><string>PBXBuildFile</string><key>fileRef</key><string>A1</string></dict>
            <key>A1</key><dict><key>isa</key><string>PBXFileReference</string><key>path</key><string>Inbox.m</string></dict>
            <key>A2</key><dict><key>isa</key><string>PBXSourcesBuildPhase</string><key>files</key><array><string>A0</string></array></dict>
            <key>A3</key><dict><key>isa</key><string>PBXNativeTarget</string><key>buildConfigurationList</key><string>A5</string><key>buildPhases</key><array><string>A2</string></array></dict>
            <key>A4</key><dict><key>isa</key><string>PBXProject</string><key>buildConfigurationList</key><string>A6</string><key>targets</key><array><string>A3</string></array></dict>
            <key>A5</key><dict><key>isa</key><string>XCConfigurationList</string><key>buildConfigurations</key><array><string>A7</string></array></dict>
            <key>A6</key><dict><key>isa</key><string>XCConfigurationList</string><key>buildConfigurations</key><array/></dict>
            <key>A7</key><dict><key>isa</key><string>XCBuildConfiguration</string><key>name</key><string>Release</string><key>buildSettings</key><dict><key>SDKROOT</key><string>iphoneos</string><key>IPHONEOS_DEPLOYMENT_TARGET</key><string>7.0</string></dict></dict>
            </dict>
            <key>rootObject</key><string>A4</string>
            </dict></plist>
            """
        #expect(Self.target(xml) == "iOS 7.0")
    }

    @Test func brokenOrPathologicalTextIsNoProject() {
        #expect(XcodeProjectFile(String(repeating: "(", count: 100_000)) == nil)
        #expect(XcodeProjectFile("{ objects = { A = {isa = PBXProject; ") == nil)
        #expect(XcodeProjectFile("") == nil)
    }
}
