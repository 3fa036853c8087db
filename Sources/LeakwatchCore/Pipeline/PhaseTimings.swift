import Foundation

/// Where the time of one run goes (`--timings`, and the parse floor's figures), so that the phases can be
/// checked to add up to the whole process. Phases of the per-file work run on several threads at once: they
/// are summed over threads, and the wall time of the parallel part is kept beside them.
package final class PhaseTimings: @unchecked Sendable {
    package enum Phase: String, CaseIterable, Sendable {
        case discover, read
        case cacheRead = "cache read"
        case parse, walk
        case suppressionScan = "suppression scan"
        case cacheWrite = "cache write"
        case files
        /// Keying a whole run and reading or keeping its result (`FactsCache.resultKey`).
        case results = "results cache"
        /// The ownership model (`OwnershipModel`), built after the rest of the index.
        case model
        case index, rules, suppressions
        /// The fixes of a JSON or SARIF report, each checked by re-analyzing its edited file.
        case fixes
        case baseline, report

        /// Per-file phases run inside `files`, on every thread.
        package var perFile: Bool {
            switch self {
            case .read, .cacheRead, .parse, .walk, .suppressionScan, .cacheWrite: true
            default: false
            }
        }
    }

    private let lock = NSLock()
    private var seconds: [Phase: Double] = [:]

    package init() {}

    /// Runs `body` and adds its wall time to `phase`.
    package func measure<T, E: Error>(_ phase: Phase, _ body: () throws(E) -> T) throws(E) -> T {
        let start = Self.now()
        defer { add(phase, Self.now() - start) }
        return try body()
    }

    package func add(_ phase: Phase, _ value: Double) {
        lock.lock()
        seconds[phase, default: 0] += value
        lock.unlock()
    }

    package subscript(_ phase: Phase) -> Double {
        lock.lock()
        defer { lock.unlock() }
        return seconds[phase] ?? 0
    }

    /// Seconds on a monotonic clock.
    package static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds from the start of this process to now, as the kernel counts them (in its clock ticks, about
    /// 10 ms); nil where /proc is missing.
    package static func sinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name, which may hold spaces; the start time is field 22 of the line.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]),
            let up = uptime.split(separator: " ").first.flatMap({ Double($0) })
        else { return nil }
        return up - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
