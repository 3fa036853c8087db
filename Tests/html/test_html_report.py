"""The HTML report as a person sees it: made by the built binary, opened in headless Chromium after the page's
script ran (`--dump-dom`), and read back from the browser's DOM: every finding present, each path's steps in
order, the graph of a cycle, a filter from the address that hides the notes, code shown as text, and nothing in
the browser's console. LEAKWATCH_BIN names another binary."""

import json
import os
import pathlib
import shutil
import struct
import subprocess
import time
from html.parser import HTMLParser

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("LEAKWATCH_BIN", str(ROOT / ".build" / "debug" / "leakwatch"))
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Element:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []

    def classes(self):
        return (self.attrs.get("class") or "").split()

    def walk(self):
        for child in self.children:
            if isinstance(child, Element):
                yield child
                yield from child.walk()

    def find(self, tag=None, cls=None, **attrs):
        return [
            e for e in self.walk()
            if (tag is None or e.tag == tag) and (cls is None or cls in e.classes())
            and all(e.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())
        ]

    def text(self):
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    @property
    def hidden(self):
        return "hidden" in self.attrs


class DOM(HTMLParser):
    """The dumped document as a tree (the browser has already made it well formed)."""

    def __init__(self, markup):
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {}, None)
        self.current = self.root
        self.feed(markup)

    def handle_starttag(self, tag, attrs):
        element = Element(tag, attrs, self.current)
        self.current.children.append(element)
        if tag not in VOID:
            self.current = element

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Element(tag, attrs, self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    pytest.fail("chromium is not installed: scripts/install-deps.sh installs it")


def leakwatch(args, cwd=ROOT, status=(0, 1)):
    env = dict(os.environ, NO_COLOR="1")
    result = subprocess.run([BINARY, "--no-cache", *args], cwd=cwd, capture_output=True, text=True, env=env,
                            timeout=600)
    assert result.returncode in status, result.stderr
    return result


def browse(page, tmp_path, fragment="", screenshot=None, size=(1280, 1600)):
    """Opens the page, lets its script run, and returns the DOM (or writes a screenshot) and the seconds taken.
    Any line the page writes to the console, an uncaught error above all, fails the test."""
    args = [
        chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
        f"--user-data-dir={tmp_path / 'chromium-profile'}", "--enable-logging=stderr", "--v=0",
        "--virtual-time-budget=10000", f"--window-size={size[0]},{size[1]}", "--force-device-scale-factor=1",
    ]
    args.append(f"--screenshot={screenshot}" if screenshot else "--dump-dom")
    started = time.monotonic()
    result = subprocess.run([*args, page.as_uri() + fragment], capture_output=True, text=True, timeout=300)
    seconds = time.monotonic() - started
    console = [line for line in result.stderr.splitlines() if ":CONSOLE" in line or "Uncaught" in line]
    assert not console, "\n".join(console)
    assert result.returncode == 0, result.stderr[-2000:]
    if screenshot:
        return None, seconds
    dom = DOM(result.stdout)
    html = dom.root.find("html")[0]
    assert html.attrs.get("data-ready") == "true", "the page's script did not run to its end"
    assert "data-error" not in html.attrs, html.attrs.get("data-error")
    return dom, seconds


def articles(dom):
    return dom.root.find("article", cls="finding")


def severity(article):
    return article.find("span", cls="sev")[0].text()


def file_of(article):
    return article.find("span", cls="file")[0].text()


def check_path(article):
    """The steps in order, and for a path with steps a graph with a box per step and an edge per link."""
    steps = [li for ol in article.find("ol", cls="path") for li in ol.find("li")]
    # Each step shown in the source has its number under its line; the list names the others' places.
    numbers = sorted(int(b.text()) for ann in article.find("span", cls="ann") for b in ann.find("b"))
    assert numbers == [n for n, li in enumerate(steps, start=1) if not li.find("span", cls="loc")]
    graphs = article.find("svg", cls="graph")
    if not steps:
        assert not graphs, "a finding without a path has no graph"
        return []
    assert len(graphs) == 1
    svg = graphs[0]
    boxes = svg.find("g", cls="node")
    edges = svg.find("g", cls="edge")
    assert len(boxes) == len(steps)
    assert all(box.find("rect") and box.find("text") for box in boxes), "every box is a shape with a text label"
    cycle = "cycle" in svg.classes()
    assert len(edges) == (len(steps) if cycle else len(steps) - 1)
    assert all(edge.find("text") for edge in edges), "every edge says what kind of link it is"
    labels = [li.find("code")[0].text() for li in steps]
    drawn = [box.find("text")[-1].text() for box in boxes]
    assert all(label.startswith(text.rstrip("…")) for label, text in zip(labels, drawn)), (labels, drawn)
    return labels


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    folder = tmp_path_factory.mktemp("demo")
    page = folder / "demo.html"
    result = leakwatch(["--format", "html", "--output", str(page), "Fixtures/Demo"])
    assert result.stdout == ""
    findings = json.loads(leakwatch(["--format", "json", "Fixtures/Demo"]).stdout)["findings"]
    return page, findings


def test_the_demo_report_shows_every_finding_with_its_path(demo, tmp_path):
    page, expected = demo
    dom, seconds = browse(page, tmp_path)
    print(f"\ndemo report: {page.stat().st_size} bytes, {seconds:.2f} s in chromium")
    shown = articles(dom)
    assert len(shown) == len(expected) > 0
    assert not dom.root.find("nav", id="filters")[0].hidden, "the script shows the filters"
    for number, (article, finding) in enumerate(zip(shown, expected), start=1):
        assert article.attrs["id"] == f"finding-{number}"
        assert not article.hidden
        assert severity(article) == finding["severity"] and finding["severity"] in article.classes()
        assert article.find("code", cls="rule")[0].text() == finding["rule"]
        place = f"{finding['file']}:{finding['line']}:{finding['column']}"
        assert article.find("span", cls="loc")[0].text() == place
        assert article.find("p", cls="msg")[0].text() == finding["message"]
        highlighted = article.find("span", cls="hl")
        assert highlighted and highlighted[0].find("i")[0].text() == str(finding["line"])
        labels = check_path(article)
        # Once the JSON report carries the path too, both must list the same steps in the same order.
        steps = finding.get("path") or finding.get("steps") or []
        if steps:
            assert len(labels) == len(steps)
            if all(isinstance(step, dict) and "label" in step for step in steps):
                assert labels == [step["label"] for step in steps]


def test_a_filter_in_the_address_hides_the_notes(demo, tmp_path):
    page, expected = demo
    dom, _ = browse(page, tmp_path, fragment="#severity=error,warning")
    shown = articles(dom)
    notes = [a for a in shown if severity(a) == "note"]
    assert notes, "the demo has a note to hide"
    assert all(a.hidden for a in notes)
    assert not any(a.hidden for a in shown if severity(a) != "note")
    status = dom.root.find("p", id="shown")[0].text()
    assert status == f"showing {len(expected) - len(notes)} of {len(expected)} findings"


def test_the_demo_report_on_a_desktop_and_a_phone(demo, tmp_path):
    page, _ = demo
    for name, size in (("desktop", (1280, 1600)), ("phone", (390, 1600))):
        shot = tmp_path / f"{name}.png"
        browse(page, tmp_path, screenshot=shot, size=size)
        header = shot.read_bytes()[:24]
        assert header[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", header[16:24]) == size
        assert shot.stat().st_size > 10_000, "the page drew something"


HOSTILE = """import Foundation

final class Hostile {
    func start() {
        NotificationCenter.default.addObserver(forName: Notification.Name("</script><script>document.title='owned'</script>&amp;<u>"), object: nil, queue: .main) { _ in self.go() } // <!-- <img src=x onerror=alert(1)> & <em>
    }

    func go() {}
}
"""


def test_code_that_html_would_read_is_shown_as_text(tmp_path):
    tree = tmp_path / "odd & <tree>"
    tree.mkdir()
    (tree / "Hostile.swift").write_text(HOSTILE)
    page = tmp_path / "hostile.html"
    leakwatch(["--format", "html", "--output", str(page), str(tree)], cwd=tmp_path)
    dom, _ = browse(page, tmp_path)
    assert dom.root.find("title")[0].text() == "leakwatch: 1 finding"
    assert len(dom.root.find("script")) == 1
    assert not dom.root.find("u") and not dom.root.find("em") and not dom.root.find("img")
    [article] = articles(dom)
    assert file_of(article) == "odd & <tree>/Hostile.swift"
    line = HOSTILE.splitlines()[4]
    assert article.find("span", cls="hl")[0].text() == "5" + line


def generate_tree(folder, count):
    """`count` classes in 40 folders, each registering a block observer that keeps 'self' and is never removed."""
    for index in range(count):
        module = folder / f"Module{index % 40:02d}" / f"Feature{index // 40:02d}"
        module.mkdir(parents=True, exist_ok=True)
        (module / f"Feature{index:04d}Controller.swift").write_text(f"""import Foundation

final class Feature{index}Controller {{
    private var count = 0

    func start() {{
        NotificationCenter.default.addObserver(forName: Notification.Name("feature{index}"), object: nil, queue: .main) {{ _ in
            self.refresh()
        }}
    }}

    func refresh() {{ count += 1 }}
}}
""")


def test_a_thousand_findings_stay_small_and_filter_at_once(tmp_path):
    tree = tmp_path / "App"
    generate_tree(tree, 1000)
    page = tmp_path / "large.html"
    started = time.monotonic()
    leakwatch(["--format", "html", "--output", str(page), "App"], cwd=tmp_path)
    analysis = time.monotonic() - started
    size = page.stat().st_size
    dom, seconds = browse(page, tmp_path)
    shown = articles(dom)
    assert len(shown) == 1000
    assert [a.attrs["id"] for a in shown] == [f"finding-{n}" for n in range(1, 1001)]
    assert len({file_of(a) for a in shown}) == 1000
    assert size < 3_000_000, f"{size} bytes"
    load_ms = dom.root.find("html")[0].attrs.get("data-load-ms")
    filtered, filter_seconds = browse(page, tmp_path, fragment="#path=App/Module07/&q=feature")
    visible = [a for a in articles(filtered) if not a.hidden]
    assert len(visible) == 25
    assert all(file_of(a).startswith("App/Module07/") for a in visible)
    print(f"\n1,000 findings: {size} bytes, analysis {analysis:.1f} s, chromium {seconds:.2f} s "
          f"(script done {load_ms} ms after navigation), filtered by path and text {filter_seconds:.2f} s")
