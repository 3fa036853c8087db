import Foundation
import LeakwatchCore

/// `--timings`: where the wall time of the run went, phase by phase, on standard error. The phases of the
/// whole run add up to the time since the process started, the rest shown as "other"; the per-file phases
/// run on every thread at once and are shown summed over threads, inside the wall time of "files".
struct TimingsReport {
    var timings: PhaseTimings
    var result: AnalysisResult
    var started: Date

    private static let wholeRun: [PhaseTimings.Phase] = [
        .discover, .files, .results, .index, .model, .rules, .suppressions, .fixes, .baseline, .report,
    ]

    func print() {
        let inRun = Date().timeIntervalSince(started)
        let beforeRun = max(0, (PhaseTimings.sinceProcessStart() ?? inRun) - inRun)
        var lines = ["leakwatch: timings in seconds of wall time"]
        lines.append(Self.row("start", beforeRun, note: "process start to the analysis (libraries, arguments)"))
        for phase in Self.wholeRun {
            lines.append(Self.row(phase.rawValue, timings[phase]))
            if phase == .files {
                for perFile in PhaseTimings.Phase.allCases where perFile.perFile {
                    lines.append(Self.row("  " + perFile.rawValue, timings[perFile], note: "summed over threads"))
                }
            }
        }
        let measured = Self.wholeRun.reduce(0) { $0 + timings[$1] }
        lines.append(Self.row("other", max(0, inRun - measured), note: "configuration, cache setup, summary"))
        lines.append(Self.row("total", beforeRun + inRun, note: "freeing memory at exit comes after"))
        let files = timings[.files] > 0 ? Double(result.fileCount) / timings[.files] : 0
        let sourceLines = timings[.files] > 0 ? Double(result.lineCount) / timings[.files] : 0
        lines.append(
            "  \(result.fileCount) files, \(result.lineCount) lines: \(Int(files.rounded())) files/s, "
                + "\(Int(sourceLines.rounded())) lines/s over the files phase")
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    private static func row(_ name: String, _ seconds: Double, note: String = "") -> String {
        let padded = name.padding(toLength: 20, withPad: " ", startingAt: 0)
        let figure = String(format: "%8.3f", seconds)
        return note.isEmpty ? "  \(padded)\(figure)" : "  \(padded)\(figure)  (\(note))"
    }
}
