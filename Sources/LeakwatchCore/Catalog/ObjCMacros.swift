import Foundation

/// A preprocessor macro as a `#define` spells it. Objective-C code leans on macros whose definitions live in
/// headers that are not in the analyzed tree (a pod, a framework, the SDK): without them `MXWeakify(self)` is an
/// unknown call and the `self` that `MXStrongifyAndReturnIfNil(self)` declares in a block is taken for the outer one.
package struct ObjCMacro: Hashable, Sendable {
    package var name: String
    /// The parameter list of a function-like macro (`...` for a variadic tail); nil for an object-like one.
    package var parameters: [String]?
    /// The replacement text; lines may be joined by newlines, which the directive continues with `\`.
    package var definition: String
    /// Where the real definition lives, for the README and the census.
    package var library: String?

    package init(name: String, parameters: [String]? = nil, definition: String, library: String? = nil) {
        self.name = name
        self.parameters = parameters
        self.definition = definition
        self.library = library
    }

    /// From the head of a `#define` as a configuration writes it (`MXWeakify(var)`, `WEAKSELF`); nil when the head
    /// is not a name with an optional list of parameter names.
    package init?(head: String, definition: String, library: String? = nil) {
        let head = head.trimmingCharacters(in: .whitespaces)
        guard let open = head.firstIndex(of: "(") else {
            guard Self.isIdentifier(head) else { return nil }
            self.init(name: head, definition: definition, library: library)
            return
        }
        let name = String(head[..<open])
        guard Self.isIdentifier(name), head.hasSuffix(")") else { return nil }
        let list = head[head.index(after: open)..<head.index(before: head.endIndex)]
        let parameters = list.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let empty = parameters == [""]
        for (index, parameter) in parameters.enumerated() where !empty {
            let variadic = parameter == "..." && index == parameters.count - 1
            guard variadic || Self.isIdentifier(parameter) else { return nil }
        }
        self.init(name: name, parameters: empty ? [] : parameters, definition: definition, library: library)
    }

    /// `MXWeakify(var)` or `WEAKSELF`.
    package var head: String { parameters.map { "\(name)(\($0.joined(separator: ", ")))" } ?? name }

    /// The `#define` directive, one logical line.
    package var directive: String {
        let body = definition.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " \\\n    ")
        return "#define \(head) \(body)"
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// The well-known macros of libraries that are usually not in the analyzed tree, as data. A definition of the same
/// name in the tree replaces the row, and `objc_macros:` in `.leakwatch.yml` adds rows of the same schema (and
/// replaces both). Each definition declares, reads and captures what the library's own does; logging, assertion
/// bookkeeping and compiler pragmas that no rule reads are left out.
package enum ObjCMacros {
    /// Names a header tests to pick another platform's branch (`#ifdef _WIN32`, `#if defined(_MSC_VER)`): what it
    /// defines there (zlib's `#define close _close`) is no part of an Apple build.
    package static let foreignPlatformConditions: Set<String> = [
        "_WIN32", "_WIN64", "WIN32", "WIN64", "_WINDOWS", "WINAPI_FAMILY", "_MSC_VER", "__MINGW32__", "__MINGW64__",
        "__CYGWIN__", "__BORLANDC__", "__TURBOC__", "__WATCOMC__", "__OS2__", "__EMX__", "MSDOS", "__MSDOS__",
        "__ANDROID__", "__linux__", "__linux", "__FreeBSD__", "__sun", "__hpux", "_AIX", "__QNX__", "__vxworks",
    ]

    package static let wellKnown: [ObjCMacro] = matrixSDK + extObjC + weakSelfForms + xcTest + helpers

    /// MatrixSDK's `MXTools.h`: a weak copy named `weak` + the variable, and a strong local of the variable's own name
    /// that shadows it for the rest of the block (the library also logs the release; left out).
    static let matrixSDK: [ObjCMacro] = [
        ObjCMacro(
            name: "MXWeakify", parameters: ["var"], definition: "__weak typeof(var) weak##var = var",
            library: "MatrixSDK"),
        ObjCMacro(
            name: "MXStrongifyAndReturnIfNil", parameters: ["var"],
            definition: "if (!weak##var) { return; }\ntypeof(var) var = weak##var", library: "MatrixSDK"),
        ObjCMacro(
            name: "MXStrongifyAndReturnValueIfNil", parameters: ["var", "value"],
            definition: "if (!weak##var) { return value; }\ntypeof(var) var = weak##var", library: "MatrixSDK"),
    ]

    /// libextobjc's `EXTScope.h` and ReactiveObjC's `RACEXTScope.h`, written `@weakify(self, other)`: a `__weak` copy
    /// `<name>_weak_` of each variable, then in the block a `__strong` local of each name that shadows the outer one.
    /// `@onExit { … };` declares a block that runs when the scope ends.
    static let extObjC: [ObjCMacro] = [
        ObjCMacro(
            name: "weakify", parameters: ["..."],
            definition: "autoreleasepool {} leakwatch_each(leakwatch_weakify_one, __VA_ARGS__)",
            library: "libextobjc, ReactiveObjC"),
        ObjCMacro(
            name: "strongify", parameters: ["..."],
            definition: "try {} @finally {} leakwatch_each(leakwatch_strongify_one, __VA_ARGS__)",
            library: "libextobjc, ReactiveObjC"),
        ObjCMacro(
            name: "onExit",
            definition: "try {} @finally {}\nvoid (^leakwatch_concat(leakwatch_exit_block_, __LINE__))(void) = ^",
            library: "libextobjc, ReactiveObjC"),
    ]

    /// Forms that projects define for themselves in a prefix header, usually from a shared pod: the object-like
    /// `WEAKSELF`/`STRONGSELF` (also `WeakSelf`/`StrongSelf`) and `kWeakSelf(x)`/`kStrongSelf(x)`.
    static let weakSelfForms: [ObjCMacro] = [
        ObjCMacro(name: "WEAKSELF", definition: "__weak typeof(self) weakSelf = self;", library: "common form"),
        ObjCMacro(
            name: "STRONGSELF", definition: "__strong typeof(weakSelf) strongSelf = weakSelf;", library: "common form"),
        ObjCMacro(name: "WeakSelf", definition: "__weak typeof(self) weakSelf = self;", library: "common form"),
        ObjCMacro(
            name: "StrongSelf", definition: "__strong typeof(weakSelf) strongSelf = weakSelf;", library: "common form"),
        ObjCMacro(
            name: "kWeakSelf", parameters: ["var"], definition: "__weak typeof(var) weak##var = var;",
            library: "common form"),
        ObjCMacro(
            name: "kStrongSelf", parameters: ["var"], definition: "__strong typeof(var) var = weak##var;",
            library: "common form"),
    ]

    /// XCTest's assertions evaluate their expressions and report a failure on `self`, the test case: a block that
    /// asserts holds the test case even when its arguments never name it.
    static let xcTest: [ObjCMacro] =
        ["XCTFail"].map { ObjCMacro(name: $0, parameters: ["..."], definition: fail, library: "XCTest") }
        + [
            "XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertNil", "XCTAssertNotNil", "XCTAssertThrows",
            "XCTAssertNoThrow", "XCTSkipIf", "XCTSkipUnless",
        ].map { assertion(named: $0, evaluating: ["expression"]) }
        + [
            "XCTAssertEqual", "XCTAssertNotEqual", "XCTAssertEqualObjects", "XCTAssertNotEqualObjects",
            "XCTAssertIdentical", "XCTAssertNotIdentical", "XCTAssertGreaterThan", "XCTAssertGreaterThanOrEqual",
            "XCTAssertLessThan", "XCTAssertLessThanOrEqual",
        ].map { assertion(named: $0, evaluating: ["expression1", "expression2"]) }
        + ["XCTAssertEqualWithAccuracy", "XCTAssertNotEqualWithAccuracy"].map {
            assertion(named: $0, evaluating: ["expression1", "expression2", "accuracy"])
        }
        + [
            assertion(named: "XCTAssertThrowsSpecific", evaluating: ["expression"], passing: ["exception_class"]),
            assertion(named: "XCTAssertNoThrowSpecific", evaluating: ["expression"], passing: ["exception_class"]),
            assertion(
                named: "XCTAssertThrowsSpecificNamed", evaluating: ["expression"],
                passing: ["exception_class", "exception_name"]),
            assertion(
                named: "XCTAssertNoThrowSpecificNamed", evaluating: ["expression"],
                passing: ["exception_class", "exception_name"]),
        ]

    private static let fail = "do { leakwatch_xct_failure(__VA_ARGS__); } while (0)"

    private static func assertion(named name: String, evaluating values: [String], passing others: [String] = [])
        -> ObjCMacro
    {
        let evaluated = values.map { "(void)(\($0)); " }.joined()
        return ObjCMacro(
            name: name, parameters: values + others + ["..."],
            definition: "do { \(evaluated)leakwatch_xct_failure(__VA_ARGS__); } while (0)", library: "XCTest")
    }

    /// Helpers of the rows above, named so that no project's macro meets them.
    static let helpers: [ObjCMacro] =
        [
            ObjCMacro(
                name: "leakwatch_xct_failure", parameters: ["..."], definition: "(void)self; NSLog(@\"\" __VA_ARGS__)"),
            ObjCMacro(
                name: "leakwatch_weakify_one", parameters: ["var"],
                definition: "__weak __typeof__(var) var##_weak_ = (var);"),
            ObjCMacro(
                name: "leakwatch_strongify_one", parameters: ["var"],
                definition: "__strong __typeof__(var) var = var##_weak_;"),
            ObjCMacro(name: "leakwatch_concat", parameters: ["a", "b"], definition: "leakwatch_concat_(a, b)"),
            ObjCMacro(name: "leakwatch_concat_", parameters: ["a", "b"], definition: "a##b"),
            ObjCMacro(
                name: "leakwatch_count", parameters: ["..."],
                definition: "leakwatch_count_(__VA_ARGS__, 8, 7, 6, 5, 4, 3, 2, 1, 0)"),
            ObjCMacro(
                name: "leakwatch_count_", parameters: ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "count", "..."],
                definition: "count"),
            ObjCMacro(
                name: "leakwatch_each", parameters: ["macro", "..."],
                definition: "leakwatch_concat(leakwatch_each_, leakwatch_count(__VA_ARGS__))(macro, __VA_ARGS__)"),
            ObjCMacro(name: "leakwatch_each_1", parameters: ["macro", "a"], definition: "macro(a)"),
        ]
        + (2...8).map { count in
            ObjCMacro(
                name: "leakwatch_each_\(count)", parameters: ["macro", "a", "..."],
                definition: "macro(a) leakwatch_each_\(count - 1)(macro, __VA_ARGS__)")
        }
}
