import CClang
import LeakwatchCore

/// Reads Objective-C files through libclang into the same facts as the Swift front end.
package struct ObjCFrontEnd: FrontEnd {
    package var language: Language { .objectiveC }

    package init() {}

    package func facts(for source: SourceText) throws(FrontEndError) -> FileFacts {
        throw .unparsable("the Objective-C front end is being written")
    }
}
