import Foundation

/// A `project.pbxproj` read as the property list it is (the old ASCII form: `{ key = value; }`, `( a, b, )`,
/// quoted or bare strings, comments), for what the analysis asks of it: which files each target compiles, and the
/// deployment target each target is built for, its own build settings over the project's.
package struct XcodeProjectFile {
    /// A value of the property list.
    indirect enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case .string(let text) = self { text } else { nil } }
        var array: [Value] { if case .array(let items) = self { items } else { [] } }
        subscript(key: String) -> Value? { if case .dictionary(let entries) = self { entries[key] } else { nil } }
    }

    private let objects: [String: Value]
    private let rootObject: String?

    /// Nil when the text is no property list (or nests deeper than any project does).
    package init?(_ text: String) {
        let root: [String: Value]
        if text.hasPrefix("<?xml") {
            // A project saved as XML (`plutil -convert xml1`): Foundation reads that form.
            guard let data = text.data(using: .utf8),
                let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
                case .dictionary(let entries)? = Self.value(of: object)
            else { return nil }
            root = entries
        } else {
            var parser = Parser(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
            guard case .dictionary(let entries)? = parser.value(depth: 0) else { return nil }
            root = entries
        }
        guard case .dictionary(let objects)? = root["objects"] else { return nil }
        self.objects = objects
        rootObject = root["rootObject"]?.string
    }

    /// For each file name a target compiles, the oldest deployment target among the targets that compile it;
    /// names of targets whose platform or target the settings do not say are left out.
    package func deploymentTargetsByFileName() -> [String: DeploymentTarget] {
        guard let rootObject, let project = objects[rootObject] else { return [:] }
        let projectSettings = settings(of: project)
        var found: [String: [DeploymentTarget]] = [:]
        for target in project["targets"]?.array.compactMap({ $0.string.flatMap { objects[$0] } }) ?? [] {
            let own = settings(of: target)
            let targets = own.compactMap { name, values in
                Self.deploymentTarget(values.merging(projectSettings[name] ?? [:]) { mine, _ in mine })
            }
            guard let oldest = DeploymentTarget.oldest(targets) else { continue }
            for name in compiledNames(of: target) { found[name, default: []].append(oldest) }
        }
        return found.compactMapValues(DeploymentTarget.oldest)
    }

    /// A value Foundation read, as this type's values; nil for data, dates and numbers.
    private static func value(of object: Any) -> Value? {
        if let text = object as? String { return .string(text) }
        if let items = object as? [Any] { return .array(items.compactMap(value(of:))) }
        if let entries = object as? [String: Any] { return .dictionary(entries.compactMapValues(value(of:))) }
        return nil
    }

    /// The build settings of each configuration of a target or project, by the configuration's name.
    private func settings(of owner: Value) -> [String: [String: String]] {
        guard let list = owner["buildConfigurationList"]?.string.flatMap({ objects[$0] }) else { return [:] }
        var result: [String: [String: String]] = [:]
        for configuration in list["buildConfigurations"]?.array.compactMap({ $0.string.flatMap { objects[$0] } }) ?? []
        {
            guard let name = configuration["name"]?.string,
                case .dictionary(let entries)? = configuration["buildSettings"]
            else { continue }
            result[name] = entries.compactMapValues(\.string)
        }
        return result
    }

    /// The names of the files the target's sources phases compile.
    private func compiledNames(of target: Value) -> [String] {
        let phases = target["buildPhases"]?.array.compactMap { $0.string.flatMap { objects[$0] } } ?? []
        return phases.filter { $0["isa"]?.string == "PBXSourcesBuildPhase" }.flatMap { phase in
            phase["files"]?.array.compactMap { file -> String? in
                guard let reference = file.string.flatMap({ objects[$0] })?["fileRef"]?.string.flatMap({ objects[$0] }),
                    let path = reference["path"]?.string ?? reference["name"]?.string
                else { return nil }
                return path.split(separator: "/").last.map(String.init)
            } ?? []
        }
    }

    /// The target one configuration's settings build for: the SDK says the platform, and the platform's setting
    /// the version (`SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 8.0`).
    static func deploymentTarget(_ settings: [String: String]) -> DeploymentTarget? {
        let platforms: [(sdk: String, setting: String, platform: DeploymentTarget.Platform)] = [
            ("iphoneos", "IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("macosx", "MACOSX_DEPLOYMENT_TARGET", .macOS),
            ("appletvos", "TVOS_DEPLOYMENT_TARGET", .tvOS), ("watchos", "WATCHOS_DEPLOYMENT_TARGET", .watchOS),
        ]
        // `iphoneos`, or a versioned SDK of old projects (`iphoneos4.3`); an empty one names none.
        let sdk = settings["SDKROOT"]?.lowercased().trimmingCharacters(in: .whitespaces).nilIfEmpty
        let candidates = platforms.filter { platform in sdk.map { $0.hasPrefix(platform.sdk) } ?? true }
        // Without an SDK the settings must name one platform's target only.
        guard sdk != nil || candidates.filter({ settings[$0.setting] != nil }).count == 1 else { return nil }
        for candidate in candidates {
            if let version = settings[candidate.setting],
                let target = DeploymentTarget("\(candidate.platform.rawValue) \(version)")
            {
                return target
            }
        }
        return nil
    }

    /// Reads the old ASCII property list form.
    private struct Parser {
        private let bytes: [UInt8]
        private var index = 0

        init(_ text: String) { bytes = Array(text.utf8) }

        /// Nested deeper than `maximumDepth`: no project, and a stack the recursion must not overflow.
        static let maximumDepth = 64

        mutating func value(depth: Int) -> Value? {
            skipSpaceAndComments()
            guard index < bytes.count, depth < Self.maximumDepth else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var entries: [String: Value] = [:]
                while true {
                    skipSpaceAndComments()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .dictionary(entries)
                    }
                    guard let key = string() else { return nil }
                    skipSpaceAndComments()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                    index += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    entries[key] = item
                    skipSpaceAndComments()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
                }
            case UInt8(ascii: "("):
                index += 1
                var items: [Value] = []
                while true {
                    skipSpaceAndComments()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        return .array(items)
                    }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpaceAndComments()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            default:
                return string().map(Value.string)
            }
        }

        private mutating func string() -> String? {
            skipSpaceAndComments()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var scalars: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                    scalars.append(bytes[index])
                    index += 1
                }
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
                UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default: false
            }
        }

        private mutating func skipSpaceAndComments() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                    || byte == UInt8(ascii: "\r")
                {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index += 2
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
