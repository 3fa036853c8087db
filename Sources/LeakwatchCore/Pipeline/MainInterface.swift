import Foundation

/// A view controller that a storyboard makes together with others and that lives as long as what keeps the first
/// of them. For the app's main storyboard: the storyboard's initial controller, which the window keeps at launch,
/// and every controller it keeps in turn through relationship and embed segues (a tab bar controller's tabs, a
/// navigation controller's root, a split view's columns, a container view's child), across storyboard references.
/// For a scene the code makes by its identifier (`instantiateController(withIdentifier: "Preferences")`): that
/// scene's controller and what it keeps the same way; the index decides whether what keeps the first lives as long
/// as the app.
package struct InterfaceRoot: Hashable, Sendable, Comparable {
    /// The controller's class (`customClass`).
    package var typeName: String
    /// The storyboard's file name (`Main.storyboard`).
    package var storyboard: String
    /// The class of the controller that keeps it and the relationship (`viewControllers`, `rootViewController`,
    /// `embed`); nil for the first controller.
    package var keeper: String?
    package var relationship: String?
    /// The storyboard identifier of the scene the code makes, whose controllers these are, or the storyboard's file
    /// name (`Preferences.storyboard`) for its initial controller (`instantiateInitialController()`); nil for the
    /// main interface.
    package var scene: String?
    /// The module Interface Builder names for the class (`customModule`); nil when it names none.
    package var module: String?
    /// The controller's element (`App/Main.storyboard#BYZ-38-t0r`): a class is kept for the app only when every
    /// element of its class is.
    package var element: String
    /// How many controller elements of the tree's storyboards have this class.
    package var appearances: Int
    /// A top-level object of the app's main nib (`MainMenu.xib`'s app controller), which the application keeps
    /// as long as it runs, rather than a storyboard's controller.
    package var isMainNibObject: Bool
    /// A controller of a watch app's interface, which only the watch app's own code can replace
    /// (`reloadRootPageControllers`), never the phone app's window.
    package var isWatchInterface = false
    /// The principal class an app extension's Info.plist names (`NSExtensionPrincipalClass`): the extension makes
    /// one when it starts and keeps it as long as it runs; `storyboard` is then the Info.plist's path.
    package var isExtensionPrincipal = false

    package init(
        typeName: String, storyboard: String, keeper: String? = nil, relationship: String? = nil,
        scene: String? = nil, module: String? = nil, element: String = "", appearances: Int = 1,
        isMainNibObject: Bool = false
    ) {
        self.isMainNibObject = isMainNibObject
        self.module = module
        self.typeName = typeName
        self.storyboard = storyboard
        self.keeper = keeper
        self.relationship = relationship
        self.scene = scene
        self.element = element
        self.appearances = appearances
    }

    /// The scene is a storyboard's initial controller and what it keeps (`scene` names the storyboard's file), not
    /// a scene the code makes by its identifier.
    package var isInitialScene: Bool { scene?.hasSuffix(".storyboard") == true }

    /// The root as one line of text, for keys.
    package var key: String {
        [typeName, storyboard, keeper ?? "", relationship ?? ""].joined(separator: "/") + (scene.map { "@" + $0 } ?? "")
    }

    /// Everything the index reads of the root, for the results cache's key.
    package var cacheKey: String {
        key + "#\(module ?? "")#\(element)#\(appearances)" + (isMainNibObject ? "#nib" : "")
            + (isWatchInterface ? "#watch" : "") + (isExtensionPrincipal ? "#extension" : "")
    }

    /// The class with its module: the elements a class has in the storyboards are counted by it.
    package var classKey: String { typeName + "|" + (module ?? "") }

    package static func < (lhs: InterfaceRoot, rhs: InterfaceRoot) -> Bool {
        (lhs.scene ?? "", lhs.typeName, lhs.storyboard, lhs.keeper ?? "", lhs.relationship ?? "", lhs.element)
            < (rhs.scene ?? "", rhs.typeName, rhs.storyboard, rhs.keeper ?? "", rhs.relationship ?? "", rhs.element)
    }
}

/// Reads the app's main interface from the tree: the storyboards that Info.plist files name as the main one
/// (`UIMainStoryboardFile`, `UISceneStoryboardFile`, `NSMainStoryboardFile`), and in them the controllers that live
/// as long as the app (`InterfaceRoot`); and the main nib they name (`NSMainNibFile`, a Mac app's `MainMenu.xib`, an
/// early iOS app's `MainWindow.xib`), whose top-level objects the application keeps as long as it runs. Only what
/// these files say, never a guess: a tree without such a key has no interface roots.
package enum MainInterface {
    /// The Info.plist keys that name the storyboard the app starts with.
    static let storyboardKeys = [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone", "UISceneStoryboardFile",
        "NSMainStoryboardFile", "NSExtensionMainStoryboard",
    ]
    /// The Info.plist key that names the class an app extension starts with.
    static let extensionPrincipalKey = "NSExtensionPrincipalClass"
    /// The Info.plist keys that name the nib the app starts with.
    static let nibKeys = ["NSMainNibFile", "NSMainNibFile~ipad", "NSMainNibFile~iphone"]

    /// Whether a file is one this reader looks at: a storyboard, a nib's source (`.xib`), a property list (an
    /// Info.plist, whatever a target names it: `InfoPlists/ShareExtension.plist`) or an Xcode project.
    package static func reads(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".storyboard") || name.hasSuffix(".xib") || name.hasSuffix(".plist")
            || name == "project.pbxproj"
    }

    /// The roots of the files at `paths` (storyboards, nibs and Info.plist files); files that cannot be read are
    /// left out. Of the nibs only the main ones are read: an app has dozens of others.
    package static func roots(ofFiles paths: [String]) -> [InterfaceRoot] {
        func read(_ path: String) -> (path: String, text: String)? {
            (try? SourceReader().read(path).text).map { (path, $0) }
        }
        let others = paths.filter { !$0.hasSuffix(".xib") }.compactMap(read)
        let nibs = Set(others.flatMap { names(forKeys: nibKeys, inPropertyList: $0.text) })
        return roots(of: others + paths.filter { nibs.contains(baseName($0)) && $0.hasSuffix(".xib") }.compactMap(read))
    }

    /// A file's name without its folder and extension (`App/en.lproj/MainMenu.xib` → `MainMenu`).
    private static func baseName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The folder of an interface file, without a localization's folder (`App/Base.lproj` → `App`): a file's
    /// localized copies are one file of one folder.
    private static func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
    }

    /// The roots of files given with their texts: the main interface's (when an Info.plist names it), then those of
    /// every scene with a storyboard identifier that no storyboard reference names (a segue would make that one).
    package static func roots(of files: [(path: String, text: String)]) -> [InterfaceRoot] {
        let propertyLists = files.filter { !$0.path.hasSuffix(".storyboard") && !$0.path.hasSuffix(".xib") }
        var mainNames = Set(propertyLists.flatMap { names(forKeys: storyboardKeys, inPropertyList: $0.text) })
        // A watch app starts with its `Interface` storyboard, which its Info.plist does not name.
        if propertyLists.contains(where: { isWatchApp($0.text) }) { mainNames.insert(watchStoryboard) }
        let mainNibs = Set(propertyLists.flatMap { names(forKeys: nibKeys, inPropertyList: $0.text) })
        var storyboards: [String: [Storyboard]] = [:]
        for file in files where file.path.hasSuffix(".storyboard") {
            let name = baseName(file.path)
            storyboards[name, default: []].append(
                Storyboard(file.text, fileName: name + ".storyboard", folder: folder(of: file.path)))
        }
        let all = storyboards.values.joined()
        // The elements of each class of each module (two targets may each have a `ViewController`).
        var elements: [String: Set<String>] = [:]
        for storyboard in all {
            for (id, controller) in storyboard.controllers {
                guard let type = controller.customClass else { continue }
                elements[type + "|" + (controller.customModule ?? ""), default: []].insert(storyboard.element(id))
            }
        }
        let appearances = elements.mapValues(\.count)
        var found: Set<InterfaceRoot> = []
        var visited: Set<String> = []
        for name in mainNames.sorted() {
            for storyboard in storyboards[name] ?? [] {
                guard let initial = storyboard.initial else { continue }
                follow(
                    initial, in: storyboard, keeper: nil, scene: nil, all: storyboards, appearances: appearances,
                    found: &found, visited: &visited)
            }
        }
        for file in files where file.path.hasSuffix(".xib") && mainNibs.contains(baseName(file.path)) {
            let fileName = baseName(file.path) + ".xib"
            let place = folder(of: file.path)
            for object in Nib.topLevelObjects(file.text) {
                found.insert(
                    InterfaceRoot(
                        typeName: object.customClass, storyboard: fileName, module: object.customModule,
                        element: (place.isEmpty ? "" : place + "/") + fileName + "#" + object.id, isMainNibObject: true)
                )
            }
        }
        for file in propertyLists {
            for typeName in principalClasses(inPropertyList: file.text) {
                var root = InterfaceRoot(
                    typeName: typeName, storyboard: file.path, element: file.path + "#" + extensionPrincipalKey)
                root.isExtensionPrincipal = true
                found.insert(root)
            }
        }
        let referenced = Set(all.flatMap { $0.controllers.values.compactMap { $0.reference?.identifier } })
        // The initial controller of a storyboard other than the main one, which the code makes with
        // `instantiateInitialController()` (scene: the storyboard's file name); not one a reference without an
        // identifier shows (a segue would make that one).
        let referencedInitials = Set(
            all.flatMap { storyboard in
                storyboard.controllers.values.compactMap { controller in
                    controller.reference?.identifier == nil ? controller.reference?.storyboard : nil
                }
            })
        for storyboard in all.sorted(by: { $0.fileName < $1.fileName }) {
            let name = String(storyboard.fileName.dropLast(".storyboard".count))
            guard !mainNames.contains(name), !referencedInitials.contains(name), let initial = storyboard.initial
            else { continue }
            var visited: Set<String> = []
            follow(
                initial, in: storyboard, keeper: nil, scene: storyboard.fileName, all: storyboards,
                appearances: appearances, found: &found, visited: &visited)
        }
        for storyboard in all.sorted(by: { $0.fileName < $1.fileName }) {
            for (identifier, id) in storyboard.identifiers.sorted(by: { $0.key < $1.key })
            where !referenced.contains(identifier) {
                var visited: Set<String> = []
                follow(
                    id, in: storyboard, keeper: nil, scene: identifier, all: storyboards, appearances: appearances,
                    found: &found, visited: &visited)
            }
        }
        return found.sorted()
    }

    /// The controller `id` of `storyboard` and what it keeps, a storyboard reference followed to the initial (or
    /// named) controller of the storyboard it names.
    private static func follow(
        _ id: String, in storyboard: Storyboard, keeper: (type: String, relationship: String)?, scene: String?,
        all: [String: [Storyboard]], appearances: [String: Int], found: inout Set<InterfaceRoot>,
        visited: inout Set<String>
    ) {
        let element = storyboard.element(id)
        guard visited.insert(element).inserted, let controller = storyboard.controllers[id] else { return }
        if let reference = controller.reference {
            for target in all[reference.storyboard] ?? [] {
                let targetID = reference.identifier.flatMap { target.identifiers[$0] } ?? target.initial
                guard let targetID else { continue }
                follow(
                    targetID, in: target, keeper: keeper, scene: scene, all: all, appearances: appearances,
                    found: &found, visited: &visited)
            }
            return
        }
        if let typeName = controller.customClass {
            var root = InterfaceRoot(
                typeName: typeName, storyboard: storyboard.fileName, keeper: keeper?.type,
                relationship: keeper?.relationship, scene: scene, module: controller.customModule,
                element: element, appearances: appearances[typeName + "|" + (controller.customModule ?? "")] ?? 1)
            root.isWatchInterface = storyboard.isWatch
            found.insert(root)
        }
        let type = controller.customClass ?? controller.frameworkClass
        for edge in storyboard.edges[id] ?? [] {
            follow(
                edge.destination, in: storyboard, keeper: (type, edge.relationship), scene: scene, all: all,
                appearances: appearances, found: &found, visited: &visited)
        }
    }

    /// The storyboard a watch app starts with.
    static let watchStoryboard = "Interface"

    /// `<key>WKWatchKitApp</key><true/>`: the Info.plist of a watch app.
    static func isWatchApp(_ text: String) -> Bool {
        guard let key = text.range(of: "<key>WKWatchKitApp</key>") else { return false }
        return text[key.upperBound...].drop { $0.isWhitespace }.hasPrefix("<true/>")
    }

    /// The classes an Info.plist names as an app extension's principal class, without the module
    /// (`$(PRODUCT_MODULE_NAME).ShareViewController` → `ShareViewController`).
    static func principalClasses(inPropertyList text: String) -> [String] {
        guard text.contains(extensionPrincipalKey) else { return [] }
        return stringValues(of: extensionPrincipalKey, in: text).compactMap { written in
            let name = written.split(separator: ".").last.map(String.init) ?? ""
            return name.isEmpty || name.contains("$") ? nil : name
        }
    }

    /// The file names an Info.plist gives under `keys` (`Main` for
    /// `<key>UIMainStoryboardFile</key><string>Main</string>`), or an Xcode project's build settings for the
    /// Info.plist it generates (`INFOPLIST_KEY_NSMainStoryboardFile = Main;`); build-setting values (`$(…)`) are no
    /// names.
    static func names(forKeys keys: [String], inPropertyList text: String) -> [String] {
        guard keys.contains(where: text.contains) else { return [] }
        var names: [String] = []
        for key in keys {
            var settings = text[...]
            while let keyRange = settings.range(of: "INFOPLIST_KEY_\(key)") {
                settings = settings[keyRange.upperBound...]
                var value = settings.drop { $0 == "\"" || $0 == " " || $0 == "\t" }
                guard value.first == "=" else { continue }
                value = value.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\"" }
                let name = String(value.prefix { $0 != ";" && $0 != "\"" && !$0.isNewline })
                    .trimmingCharacters(in: .whitespaces)
                if !name.isEmpty, !name.contains("$") { names.append((name as NSString).deletingPathExtension) }
            }
            for name in stringValues(of: key, in: text) where !name.isEmpty && !name.contains("$") {
                names.append((name as NSString).deletingPathExtension)
            }
        }
        return names
    }

    /// The strings a property list gives under `key` (`<key>K</key><string>value</string>`), trimmed.
    private static func stringValues(of key: String, in text: String) -> [String] {
        var values: [String] = []
        var rest = text[...]
        while let keyRange = rest.range(of: "<key>\(key)</key>") {
            rest = rest[keyRange.upperBound...]
            let value = rest.drop { $0.isWhitespace }
            guard value.hasPrefix("<string>"), let end = value.range(of: "</string>") else { continue }
            values.append(
                value[value.index(value.startIndex, offsetBy: 8)..<end.lowerBound]
                    .trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return values
    }
}

/// The parts of a storyboard's XML the main interface needs: its initial controller, each scene's controller (its
/// class, or the storyboard it refers to), and the relationship and embed segues between them.
struct Storyboard {
    struct Controller {
        /// The element's name as a framework class (`tabBarController` → `UITabBarController`), for messages.
        var frameworkClass: String
        var customClass: String?
        /// The module Interface Builder names for the class (`customModule`), nil when it names none.
        var customModule: String?
        var reference: (storyboard: String, identifier: String?)?
    }

    struct Edge {
        var destination: String
        var relationship: String
    }

    let fileName: String
    /// A watch app's storyboard.
    private(set) var isWatch = false
    /// The folder of the storyboard's file, without a localization's folder (`App/Base.lproj` → `App`).
    let folder: String
    private(set) var initial: String?
    private(set) var controllers: [String: Controller] = [:]
    private(set) var edges: [String: [Edge]] = [:]
    /// Controllers by their storyboard identifier (`storyboardIdentifier`), which a reference may name.
    private(set) var identifiers: [String: String] = [:]

    /// The controller `id` as one element of the tree: `App/Main.storyboard#BYZ-38-t0r`.
    func element(_ id: String) -> String { (folder.isEmpty ? "" : folder + "/") + fileName + "#" + id }

    init(_ text: String, fileName: String, folder: String = "") {
        self.fileName = fileName
        self.folder = folder
        let isMac = text.contains("com.apple.InterfaceBuilder3.Cocoa.Storyboard")
        // A watch app's interface controllers are `<controller>` elements without a scene member ID.
        isWatch = text.contains("com.apple.InterfaceBuilder.WatchKit.Storyboard")
        // The controllers whose elements are open around the current one, innermost last, with each open element.
        var open: [(name: String, controller: String?)] = []
        for tag in XMLTags(text) {
            switch tag.kind {
            case .close:
                if let index = open.lastIndex(where: { $0.name == tag.name }) { open.removeSubrange(index...) }
            case .open, .empty:
                var controllerID: String?
                if tag.name == "document" {
                    initial = tag.attributes["initialViewController"]
                } else if tag.attributes["sceneMemberID"] == "viewController" || (isWatch && tag.name == "controller"),
                    let id = tag.attributes["id"]
                {
                    controllerID = id
                    let reference = tag.attributes["storyboardName"].map {
                        (storyboard: $0, identifier: tag.attributes["referencedIdentifier"])
                    }
                    let prefix = isMac ? "NS" : "UI"
                    controllers[id] = Controller(
                        frameworkClass: isWatch
                            ? "WKInterfaceController" : prefix + tag.name.prefix(1).uppercased() + tag.name.dropFirst(),
                        customClass: tag.attributes["customClass"], customModule: tag.attributes["customModule"],
                        reference: reference)
                    if let identifier = tag.attributes["storyboardIdentifier"] { identifiers[identifier] = id }
                } else if tag.name == "segue", let destination = tag.attributes["destination"],
                    let source = open.last(where: { $0.controller != nil })?.controller
                {
                    switch tag.attributes["kind"] {
                    case "relationship":
                        edges[source, default: []].append(
                            Edge(
                                destination: destination, relationship: tag.attributes["relationship"] ?? "relationship"
                            ))
                    case "embed":
                        edges[source, default: []].append(Edge(destination: destination, relationship: "embed"))
                    default: break
                    }
                }
                if tag.kind == .open { open.append((tag.name, controllerID)) }
            }
        }
    }
}

/// The top-level objects of a nib's source (`.xib`) that have a class of the project's: in today's format the
/// elements right under `<objects>` with a `customClass` (`<customObject id="206" customClass="Controller"/>`), in
/// the old archive format the `NSCustomObject`s of `IBDocument.RootObjects` with their `NSClassName`. The
/// placeholders (File's Owner, First Responder, the application) are none of them.
enum Nib {
    struct Object {
        var id: String
        var customClass: String
        var customModule: String?
    }

    /// The classes the old format gives its placeholders (File's Owner, First Responder, the application).
    private static let placeholderClasses: Set<String> = ["NSApplication", "FirstResponder", "NSObject"]

    static func topLevelObjects(_ text: String) -> [Object] {
        var objects: [Object] = []
        var open: [XMLTags.Tag] = []
        var tags = XMLTags(text)
        while let tag = tags.next() {
            switch tag.kind {
            case .close:
                if let index = open.lastIndex(where: { $0.name == tag.name }) { open.removeSubrange(index...) }
            case .open, .empty:
                let parent = open.last
                if parent?.name == "objects", open.count >= 2, open[open.count - 2].name == "document",
                    tag.name != "placeholder", let id = tag.attributes["id"], !id.hasPrefix("-"),
                    let customClass = tag.attributes["customClass"]
                {
                    objects.append(
                        Object(id: id, customClass: customClass, customModule: tag.attributes["customModule"]))
                }
                if tag.name == "string", tag.attributes["key"] == "NSClassName", let object = parent,
                    object.attributes["class"] == "NSCustomObject", let id = object.attributes["id"],
                    open.count >= 2, open[open.count - 2].attributes["key"] == "IBDocument.RootObjects"
                {
                    let name = tags.characterData().trimmingCharacters(in: .whitespacesAndNewlines)
                    if !name.isEmpty, !placeholderClasses.contains(name) {
                        objects.append(Object(id: id, customClass: name, customModule: nil))
                    }
                }
                if tag.kind == .open { open.append(tag) }
            }
        }
        return objects
    }
}

/// The tags of an XML text in order, with their attributes; comments, processing instructions and character data
/// are passed over. Enough for Interface Builder's files, which are well formed.
struct XMLTags: Sequence, IteratorProtocol {
    struct Tag {
        enum Kind { case open, close, empty }
        var kind: Kind
        var name: String
        var attributes: [String: String]
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func next() -> Tag? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts(with: "<!--") {
                index = position(after: "-->")
                continue
            }
            if starts(with: "<?") || starts(with: "<!") {
                index = position(after: ">")
                continue
            }
            index += 1
            let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if closing { index += 1 }
            let name = readName()
            var attributes: [String: String] = [:]
            while index < bytes.count {
                skipSpaces()
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    return Tag(kind: closing ? .close : .open, name: name, attributes: attributes)
                }
                if bytes[index] == UInt8(ascii: "/") {
                    index = position(after: ">")
                    return Tag(kind: .empty, name: name, attributes: attributes)
                }
                let attribute = readName()
                skipSpaces()
                guard !attribute.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    index += 1
                    continue
                }
                index += 1
                skipSpaces()
                guard index < bytes.count else { break }
                let quote = bytes[index]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
                let start = index + 1
                var end = start
                while end < bytes.count, bytes[end] != quote { end += 1 }
                attributes[attribute] = Self.unescaped(
                    String(decoding: bytes[start..<Swift.min(end, bytes.count)], as: UTF8.self))
                index = end + 1
            }
        }
        return nil
    }

    /// The text from here to the next tag (an element's character data, entities unescaped).
    func characterData() -> String {
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
        return Self.unescaped(String(decoding: bytes[index..<end], as: UTF8.self))
    }

    private func starts(with text: String) -> Bool {
        let prefix = Array(text.utf8)
        return index + prefix.count <= bytes.count && Array(bytes[index..<(index + prefix.count)]) == prefix
    }

    /// The index just past the next `text`, or the end.
    private func position(after text: String) -> Int {
        let pattern = Array(text.utf8)
        var cursor = index
        while cursor + pattern.count <= bytes.count {
            if Array(bytes[cursor..<(cursor + pattern.count)]) == pattern { return cursor + pattern.count }
            cursor += 1
        }
        return bytes.count
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: "=")
            {
                break
            }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while index < bytes.count,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n")
                || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\r")
        {
            index += 1
        }
    }

    private static func unescaped(_ value: String) -> String {
        guard value.contains("&") else { return value }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
