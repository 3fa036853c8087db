import LeakwatchCore
import LeakwatchObjC
import LeakwatchSwift

/// Each front end on one arbitrary file. The facts that come out must survive the facts cache unchanged: the
/// cache is the only place facts are written down, and a warm run must see what a cold run saw.
enum FrontEndTargets {
    static func swift(_ bytes: [UInt8]) throws(FuzzFailure) {
        let source = SourceText(path: "Fuzz.swift", text: String(decoding: bytes, as: UTF8.self))
        let facts: FileFacts
        do {
            facts = try SwiftFrontEnd().facts(for: source)
        } catch {
            // An unparsable verdict is a legitimate answer; it must say why.
            try expect(!error.reason.isEmpty, "an empty reason for an unparsable Swift file")
            return
        }
        try roundTrip(facts)
        // Large files are walked in pieces cut between top-level declarations: cut wherever a cut is allowed, the
        // facts must be those of the one parse.
        let inPieces = try? SwiftFrontEnd(piecesAbove: 0, pieceBytes: 1).facts(for: source)
        try expect(inPieces == facts, "other facts when the file is walked in pieces")
    }

    static func objc(_ bytes: [UInt8]) throws(FuzzFailure) {
        let source = SourceText(path: "Fuzz.m", text: String(decoding: bytes, as: UTF8.self))
        let facts: FileFacts
        do {
            facts = try ObjCFrontEnd().facts(for: source)
        } catch {
            try expect(!error.reason.isEmpty && !error.reason.contains("\n"), "a reason that is not one line: \(error)")
            return
        }
        try roundTrip(facts)
    }

    static func roundTrip(_ facts: FileFacts) throws(FuzzFailure) {
        let key = "fuzz-key"
        let decoded = FactsCache.decode(FactsCache.encode(facts, key: key), key: key)
        try expect(decoded == facts, "facts changed through the cache codec")
    }
}
