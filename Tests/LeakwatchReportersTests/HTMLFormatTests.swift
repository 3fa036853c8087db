import Foundation
import LeakwatchCore
import Testing

@testable import LeakwatchReporters

/// The HTML page: every finding rendered on the server side with its source, path, graph and fix; everything
/// quoted from code escaped; the overview's counts; a size that stays small for a thousand findings.
struct HTMLFormatTests {
    /// `'self.cancellables'` keeps the closure, which captures `self`, which keeps `'self.cancellables'`: a cycle
    /// whose capture the fix breaks.
    static func cycle(file: String = ReportFixture.feedFile) -> LeakPath {
        LeakPath([
            PathStep(
                kind: .storage, label: "'self.cancellables'", link: .strong,
                message: "the subscription is stored in 'self.cancellables'", file: file,
                location: SourceLocation(line: 13, column: 9)),
            PathStep(
                kind: .closure, label: "closure", link: .capture,
                message: "the closure passed to 'sink' captures 'self'",
                file: file, location: SourceLocation(line: 12, column: 31), breaks: true),
            PathStep(
                kind: .object, label: "'self'", link: .strong, message: "'self' owns its cancellables", file: file,
                location: SourceLocation(line: 3, column: 1)),
        ])
    }

    static func report(path: LeakPath = cycle(), fix: Fix? = nil) -> Report {
        var findings = ReportFixture.findings
        findings[0].path = path
        findings[0].fix = fix
        return ReportFixture.report(findings: findings)
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func everyFindingIsAnArticleWithItsAnchorSeverityAndEscapedMessage() {
        let html = OutputFormat.html.render(Self.report())
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.hasSuffix("</html>\n"))
        for (number, severity) in [(1, "warning"), (2, "error"), (3, "note")] {
            #expect(html.contains("<article class=\"finding \(severity)\" id=\"finding-\(number)\">"))
        }
        #expect(html.contains("captures \"self\" strongly, a &lt; b &amp;&amp; c &gt; d, 100% — café ☕"))
        #expect(html.contains("<span class=\"loc\"><span class=\"file\">Sources/Legacy/Settings View.m</span>:7:"))
        #expect(html.contains("<p class=\"ctx\">in <code>FeedViewController.viewDidLoad</code></p>"))
        #expect(html.contains("<nav id=\"filters\" aria-label=\"filters\" hidden>"), "shown by the script alone")
        #expect(!html.contains("<article class=\"finding warning\" id=\"finding-1\" hidden"))
        #expect(html.contains("<li><span class=\"loc\">3:5</span> note: 'Feed' never removes it</li>"))
    }

    @Test func theCycleIsDrawnWithABoxPerStepAndAnEdgeBack() throws {
        let html = OutputFormat.html.render(Self.report())
        let start = try #require(html.range(of: "<svg class=\"graph"))
        let end = try #require(html.range(of: "</svg>", range: start.upperBound..<html.endIndex))
        let svg = String(html[start.lowerBound..<end.upperBound])
        #expect(Self.count("<g class=\"node ", in: svg) == 3)
        #expect(Self.count("<g class=\"edge ", in: svg) == 3, "two edges forward and the one back")
        #expect(Self.count("<g class=\"edge capture brk\">", in: svg) == 1, "the capture is the link the fix breaks")
        #expect(svg.contains("<g class=\"node storage\">") && svg.contains("<g class=\"node closure\">"))
        #expect(svg.contains(">'self.cancellables'</text>"))
        #expect(svg.contains("✂ fix"))
        #expect(svg.hasPrefix("<svg class=\"graph cycle\""))
        let labels = ["'self.cancellables'", "closure", "'self'"].map(HTML.text)
        let list = try #require(html.range(of: "<ol class=\"path\">"))
        var cursor = list.upperBound
        for label in labels {
            let item = try #require(html.range(of: "<li><code>\(label)</code>", range: cursor..<html.endIndex))
            cursor = item.upperBound
        }
        #expect(html.contains("— captures 'self' <b class=\"breaks\">✂ the fix</b></li>"))
        #expect(html.contains("<span class=\"ann\"><b>2</b> the closure passed to 'sink' captures 'self'"))
    }

    @Test func aPathThatEndsHasNoEdgeBack() {
        var steps = Self.cycle().steps
        steps[2].link = .end
        let html = OutputFormat.html.render(Self.report(path: LeakPath(steps)))
        #expect(Self.count("<g class=\"edge ", in: html) == 2)
        #expect(html.contains("<svg class=\"graph\" "))
    }

    @Test func aFindingWithoutPathShowsItsMessageAndSourceButNoGraph() {
        let html = OutputFormat.html.render(ReportFixture.report())
        #expect(!html.contains("<svg class=\"graph\""))
        #expect(!html.contains("<ol class=\"path\">"))
        #expect(html.contains("<span class=\"hl\"><i>12</i>let café = publisher.sink { <mark>self</mark>.reload() }"))
        #expect(html.contains("<span class=\"hl\"><i>7</i>/* 🙂 */ [<mark>self</mark> reload];</span>"))
    }

    @Test func codeThatHTMLWouldReadIsShownAsText() {
        let hostile = "let s = \"</script><script>alert(1)</script><!-- &amp; <b>\"; self.go()"
        var findings = ReportFixture.findings
        findings[0].location = SourceLocation(line: 12, column: ReportFixture.byteColumn(of: "self", in: hostile))
        findings[0].path = Self.cycle()
        findings[0].path.steps[0].label = "'self.</script>'"
        findings[1].file = "Sources/\"quoted\" & <odd>/File.swift"
        let report = Report(
            findings: findings, fileCount: 1, lineCount: 1, problemCount: 0,
            sourceLine: { file, line in file == ReportFixture.feedFile && line == 12 ? hostile : nil },
            settings: [ReportSetting("paths", "<App & Tests>")])
        let html = OutputFormat.html.render(report)
        #expect(Self.count("<script", in: html) == 1, "only the page's own script")
        #expect(Self.count("</script>", in: html) == 1)
        #expect(!html.contains("<b>\"") && !html.contains("<!--"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp;amp; &lt;b&gt;"))
        #expect(html.contains("'self.&lt;/script&gt;'"))
        #expect(html.contains("<dt>paths</dt><dd>&lt;App &amp; Tests&gt;</dd>"))
        #expect(html.contains("<option value=\"Sources/&quot;quoted&quot; &amp; &lt;odd&gt;/\">"))
        #expect(html.contains("<span class=\"file\">Sources/\"quoted\" &amp; &lt;odd&gt;/File.swift</span>"))
        #expect(html.contains("<a href=\"#path=Sources/%22quoted%22%20%26%20%3Codd%3E/\">"))
    }

    @Test func thePageLoadsNothingAndItsScriptCannotBeClosedEarly() {
        let script = HTMLReportAssets.script
        #expect(!script.contains("</") && !script.contains("<!--"))
        let html = OutputFormat.html.render(ReportFixture.report())
        #expect(html.contains("default-src 'none'"))
        for reference in ["src=", "href=\"http", "@import", "url(http", "url(/"] { #expect(!html.contains(reference)) }
        #expect(Self.count("url(#lw-", in: html) == 2, "the arrowheads are the page's own markers")
    }

    @Test func theFixIsADiffOfTheLinesItTouches() {
        let html = OutputFormat.html.render(Self.report(fix: FixFormatTests.fix))
        #expect(html.contains("<div class=\"fix\"><p><b>Fix:</b> capture [weak self]</p>"))
        #expect(
            html.contains(
                "<span class=\"chg\"><i>12</i>~ let café = publisher.sink { <ins>[weak self] in </ins>self<ins>?</ins>"
                    + ".reload() }</span>"))
        let guarding = Fix(
            description: "unwrap self",
            edits: [
                TextEdit(
                    file: ReportFixture.feedFile, start: .init(line: 12, column: 5), end: .init(line: 12, column: 5),
                    replacement: "guard let self else { return }\n    ")
            ])
        let lines = OutputFormat.html.render(Self.report(fix: guarding))
        #expect(lines.contains("<span class=\"add\"><i>12</i>+ guard let self else { return }</span>"))
        #expect(lines.contains("<span><i>12</i>  let café = publisher.sink { self.reload() }</span>"))
        #expect(
            HTMLFixDiff.inline("[self reload];", "[weakSelf reload];") == "[<del>self</del><ins>weakSelf</ins> reload];"
        )
    }

    @Test func theOverviewCountsBySeverityFolderAndRule() throws {
        let html = OutputFormat.html.render(Self.report())
        #expect(
            html.contains("<li class=\"sev error\"><b>1</b> error</li><li class=\"sev warning\"><b>1</b> warning</li>"))
        let app = try #require(html.range(of: "<a href=\"#path=Sources/App/\">"))
        let legacy = try #require(html.range(of: "<a href=\"#path=Sources/Legacy/\">"))
        #expect(app.lowerBound < legacy.lowerBound, "the folder with an error comes first")
        #expect(html.contains("<a href=\"#rule=strong-self-capture\"><code>strong-self-capture</code></a>"))
        #expect(
            html.contains("captures 'self' strongly</td><td>0</td><td>1</td><td>1</td><td>2</td>"),
            "strong-self-capture: a warning, a note")
        #expect(html.contains("<div><dt>leakwatch</dt><dd>1.2.3</dd></div>"))
        #expect(HTMLReportOverview.fragment("Sources/My App/é") == "Sources/My%20App/%C3%A9")
    }

    @Test func aThousandFindingsWithPathsAndFixesStayUnderThreeMegabytes() {
        let line =
            "        NotificationCenter.default.addObserver(forName: .didChange, object: nil, queue: .main) { _ in"
        let brace = SourceLocation(line: 12, column: ReportFixture.byteColumn(of: "{", in: line) + 1)
        let findings = (0..<1000).map { index in
            let file = "Sources/Module\(index % 40)/Feature\(index)/FeatureViewController\(index).swift"
            var finding = Finding(
                ruleID: "strong-self-capture", severity: index % 5 == 0 ? .note : .warning, file: file,
                location: SourceLocation(line: 12, column: 13),
                problem:
                    "closure passed to 'addObserver' captures 'self' strongly; NotificationCenter keeps the closure",
                context: "FeatureViewController\(index).viewDidLoad", advice: "capture [weak self]")
            finding.path = Self.cycle(file: file)
            finding.fix = Fix(
                description: "capture [weak self]",
                edits: [TextEdit(file: file, start: brace, end: brace, replacement: " [weak self]")])
            return finding
        }
        let report = Report(
            findings: findings, fileCount: 1000, lineCount: 30_000, problemCount: 0,
            sourceLine: { _, number in
                number == 12 ? line : "        self.value\(number) = \(number) // a line of context"
            })
        let size = OutputFormat.html.render(report).utf8.count
        #expect(size < 3_000_000, "\(size) bytes")
    }
}
