import LeakwatchConfig
import LeakwatchCore
import Testing

/// `objc_macros` in `.leakwatch.yml`: rows of the macro catalogue's schema, each mistake at its place.
struct ObjCMacrosConfigTests {
    let loader = ConfigurationLoader(knownRuleIDs: [])

    @Test func readsNamesParametersAndDefinitions() throws {
        let configuration = try loader.parse(
            """
            objc_macros:
              - name: MXWeakify(var)
                definition: "__weak typeof(var) weak##var = var"
              - name: WEAKSELF
                definition: __weak typeof(self) weakSelf = self;
              - name: "LOG( format, ... )"
                definition: NSLog(format, __VA_ARGS__)
            """, path: "cfg.yml")
        #expect(
            configuration.objcMacros == [
                ObjCMacro(name: "MXWeakify", parameters: ["var"], definition: "__weak typeof(var) weak##var = var"),
                ObjCMacro(name: "WEAKSELF", definition: "__weak typeof(self) weakSelf = self;"),
                ObjCMacro(name: "LOG", parameters: ["format", "..."], definition: "NSLog(format, __VA_ARGS__)"),
            ])
        #expect(configuration.objcMacros.last?.directive == "#define LOG(format, ...) NSLog(format, __VA_ARGS__)")
    }

    @Test(
        arguments: [
            ("objc_macros:\n  - name: X\n", 2, 5, "an Objective-C macro needs a 'definition'"),
            ("objc_macros:\n  - definition: x\n", 2, 5, "an Objective-C macro needs a 'name'"),
            ("objc_macros:\n  - name: \"X(a b)\"\n    definition: x\n", 2, 11, "'X(a b)' is not a macro name"),
            ("objc_macros:\n  - name: \"X(..., a)\"\n    definition: x\n", 2, 11, "is not a macro name"),
            ("objc_macros:\n  - name: X\n    defintion: x\n", 3, 5, "did you mean 'definition'?"),
            ("objc_macros: WEAKSELF\n", 1, 14, "'objc_macros' must be a list"),
        ])
    func mistakesNameThePlace(_ text: String, _ line: Int, _ column: Int, _ fragment: String) throws {
        #expect {
            _ = try loader.parse(text, path: "cfg.yml")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.line == line && error.column == column && error.reason.contains(fragment)
        }
    }
}
