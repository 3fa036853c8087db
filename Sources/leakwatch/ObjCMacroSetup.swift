import Foundation
import LeakwatchCore
import LeakwatchObjC

extension Analyze {
    /// The Objective-C front end with the macros of the catalogue, of every header under the analyzed paths (the
    /// folders the analysis skips included) and of the configuration.
    func objcFrontEnd(_ settings: Settings, roots: [String], timings: PhaseTimings?) -> ObjCFrontEnd {
        let started = PhaseTimings.now()
        let macros = MacroTable(tree: TreeMacros.scan(roots), configured: settings.objcMacros)
        timings?.add(.discover, PhaseTimings.now() - started)
        return ObjCFrontEnd(
            extraArguments: objcArguments, compileCommands: compileCommands, macros: macros,
            catalog: settings.options.catalog)
    }
}
