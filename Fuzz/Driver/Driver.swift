import Foundation
import LeakwatchFuzz

/// One line on standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

#if LIBFUZZER
    /// The target of this process, named by `LEAKWATCH_FUZZ_TARGET` (one instrumented binary serves all five).
    let selected = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["LEAKWATCH_FUZZ_TARGET"] ?? "")

    /// Checks the target and, with `LEAKWATCH_FUZZ_SEEDS=DIR`, writes its seeds there before libFuzzer reads it.
    @_cdecl("LLVMFuzzerInitialize")
    public func initialize(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
    ) -> CInt {
        guard let target = selected else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            printError("leakwatch-fuzz: set LEAKWATCH_FUZZ_TARGET to one of: \(names)")
            exit(2)
        }
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["LEAKWATCH_FUZZ_SEEDS"] {
            let root = environment["LEAKWATCH_ROOT"] ?? FileManager.default.currentDirectoryPath
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (number, seed) in target.seeds(root: root).enumerated() {
                _ = FileManager.default.createFile(atPath: "\(folder)/seed-\(number)", contents: Data(seed))
            }
        }
        return 0
    }

    /// libFuzzer's own driver, called from this executable's entry point: SwiftPM names an executable's entry
    /// `leakwatch_fuzz_main` and links `main` to it, so libFuzzer's `main` is never the one that runs.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @_cdecl("leakwatch_fuzz_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var vector = argv
        return runDriver(&count, &vector) { data, size in testOneInput(data, size) }
    }

    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        guard let target = selected else { return 0 }
        do {
            try target.run(bytes)
        } catch {
            printError("leakwatch-fuzz: \(target.rawValue): \(error)")
            abort()
        }
        return 0
    }
#else
    /// The smoke of `make test`: every seed of every target, then deterministic mutations, without instrumentation.
    /// `leakwatch-fuzz [--mutations N] [--root DIR] [TARGET…]`, or `leakwatch-fuzz --replay TARGET FILE…`.
    @main
    struct Smoke {
        static func main() {
            var arguments = Array(CommandLine.arguments.dropFirst())
            var mutations = 2000
            var root = FileManager.default.currentDirectoryPath
            if let at = arguments.firstIndex(of: "--mutations"), at + 1 < arguments.count {
                mutations = Int(arguments[at + 1]) ?? mutations
                arguments.removeSubrange(at...(at + 1))
            }
            if let at = arguments.firstIndex(of: "--root"), at + 1 < arguments.count {
                root = arguments[at + 1]
                arguments.removeSubrange(at...(at + 1))
            }
            if arguments.first == "--replay", arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) {
                let files = arguments.dropFirst(2).map {
                    FileManager.default.contents(atPath: $0).map { [UInt8]($0) } ?? []
                }
                exit(SmokeRun(target: target, inputs: files).run() ? 0 : 1)
            }
            let targets = arguments.isEmpty ? FuzzTarget.allCases : arguments.compactMap(FuzzTarget.init(rawValue:))
            guard targets.count == max(arguments.count, targets.count), !targets.isEmpty else {
                printError("leakwatch-fuzz: unknown target in \(arguments)")
                exit(2)
            }
            var passed = true
            for target in targets {
                let seeds = target.seeds(root: root)
                var mutator = Mutator(seed: 14)
                var inputs = seeds
                for _ in 0..<(seeds.isEmpty ? 0 : mutations) {
                    let base = seeds[mutator.below(seeds.count)]
                    inputs.append(mutator.mutate(base, other: seeds[mutator.below(seeds.count)]))
                }
                passed = SmokeRun(target: target, inputs: inputs, seedCount: seeds.count).run() && passed
            }
            exit(passed ? 0 : 1)
        }
    }

    /// Runs inputs through one target and prints one line of figures.
    struct SmokeRun {
        var target: FuzzTarget
        var inputs: [[UInt8]]
        var seedCount = 0

        func run() -> Bool {
            let started = Date()
            var failures = 0
            for (number, input) in inputs.enumerated() {
                let begun = Date()
                defer {
                    // Reported, never failed on: wall time on a shared machine is not a test result.
                    let spent = Date().timeIntervalSince(begun)
                    if spent > 5 {
                        let path = save(input, number: number)
                        printError(
                            "leakwatch-fuzz: \(target.rawValue): input \(number) took \(Int(spent)) s (saved as \(path))"
                        )
                    }
                }
                do {
                    try target.run(input)
                } catch {
                    failures += 1
                    printError(
                        "leakwatch-fuzz: \(target.rawValue): input \(number) (saved as \(save(input, number: number))): \(error)"
                    )
                }
            }
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            printError(
                "leakwatch-fuzz: \(target.rawValue): \(inputs.count) inputs (\(seedCount) seeds), \(failures) failures, \(seconds) s"
            )
            return failures == 0
        }

        /// Keeps an input for replay (`--replay TARGET FILE`) and for the target's corpus once fixed.
        func save(_ input: [UInt8], number: Int) -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "leakwatch-fuzz-\(target.rawValue)-\(number)")
            try? Data(input).write(to: path)
            return path.path
        }
    }
#endif
