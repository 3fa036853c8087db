"""End-to-end tests of `leakwatch lsp` with a real LSP client (pytest-lsp): diagnostics while typing, quick
fixes applied through code actions, a broken configuration, and garbage on the wire."""
import asyncio
import json
import pathlib
import subprocess
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY

LEAKY = """import Combine

final class FeedViewModel {
    @Published var items: [String] = []
}

final class FeedViewController {
    private let viewModel = FeedViewModel()
    private var cancellables = Set<AnyCancellable>()

    func bind() {
        viewModel.$items
            .sink { items in self.render(items) }
            .store(in: &cancellables)
    }

    func render(_ items: [String]) {}
}
"""

WORKSPACE = pathlib.Path(tempfile.mkdtemp(prefix="leakwatch-lsp-"))
(WORKSPACE / "Feed.swift").write_text(LEAKY)
(WORKSPACE / ".leakwatch.yml").write_text("fail_on: warning\n")
# An Xcode project in a folder of its own whose app target compiles Inbox.swift, for the deployment target given.
INBOX = """import UIKit

final class Inbox: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .init("x"), object: nil)
    }

    @objc func reload() {}
}
"""


def legacy_project(target: str) -> str:
    return (
        "// !$*UTF8*$!\n{\n\tobjects = {\n"
        "\t\tA0 = {isa = PBXBuildFile; fileRef = A1; };\n"
        "\t\tA1 = {isa = PBXFileReference; path = Inbox.swift; sourceTree = \"<group>\"; };\n"
        "\t\tA2 = {isa = PBXSourcesBuildPhase; files = (A0 /* Inbox.swift in Sources */,); };\n"
        "\t\tA3 = {isa = PBXNativeTarget; buildConfigurationList = A5; buildPhases = (A2,); name = App; };\n"
        "\t\tA4 = {isa = PBXProject; buildConfigurationList = A6; targets = (A3,); };\n"
        "\t\tA5 = {isa = XCConfigurationList; buildConfigurations = (A7,); };\n"
        "\t\tA6 = {isa = XCConfigurationList; buildConfigurations = (); };\n"
        "\t\tA7 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; "
        f"IPHONEOS_DEPLOYMENT_TARGET = {target};}}; name = Release; }};\n"
        "\t};\n\trootObject = A4;\n}\n"
    )


(WORKSPACE / "Legacy" / "Legacy.xcodeproj").mkdir(parents=True)
(WORKSPACE / "Legacy" / "Inbox.swift").write_text(INBOX)
(WORKSPACE / "Legacy" / "Legacy.xcodeproj" / "project.pbxproj").write_text(legacy_project("13.0"))
(WORKSPACE / "Weakify.h").write_text(
    "#define TKWeakify(x) __weak __typeof__(x) tk_weak_##x = (x);\n"
    "#define TKStrongify(x) __strong __typeof__(tk_weak_##x) x = tk_weak_##x;\n"
)
PLAYER = """#import <UIKit/UIKit.h>
#import "Weakify.h"

@interface PlayerController : UIViewController
@property (nonatomic, strong) id token;
@end

@implementation PlayerController
- (void)viewDidLoad {
    [super viewDidLoad];
    TKWeakify(self);
    self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:nil
                                                               usingBlock:^(NSNotification *note) {
        TKStrongify(self);
        [self reload];
    }];
}
- (void)reload {}
- (void)dealloc { [[NSNotificationCenter defaultCenter] removeObserver:self.token]; }
@end
"""
(WORKSPACE / "Player.m").write_text(PLAYER)
RELAY = """import Foundation

final class Relay {
    func listen(_ handler: @escaping (Notification) -> Void) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .init("relay"), object: nil, queue: nil, using: handler)
    }
}
"""
SCREEN = """import Foundation

final class Screen {
    private let relay = Relay()
    var token: NSObjectProtocol?

    func start() {
        token = relay.listen { _ in self.reload() }
    }

    func reload() {}
}
"""
TEARDOWN = """import Foundation

extension Screen {
    func stop() {
        print("stopping")
    }
}
"""
(WORKSPACE / "Relay.swift").write_text(RELAY)
(WORKSPACE / "Screen.swift").write_text(SCREEN)
(WORKSPACE / "ScreenTeardown.swift").write_text(TEARDOWN)
PLAYER_URI = (WORKSPACE / "Player.m").as_uri()
FEED_URI = (WORKSPACE / "Feed.swift").as_uri()
CONFIG_URI = (WORKSPACE / ".leakwatch.yml").as_uri()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp", "--no-cache"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            workspace_folders=[types.WorkspaceFolder(uri=WORKSPACE.as_uri(), name="workspace")],
        )
    )
    yield
    await lsp_client.shutdown_session()


async def diagnostics_for(client: LanguageClient, uri: str, timeout: float = 20):
    """Waits for the next diagnostics of one document; a server that never sends them fails the test."""
    async def next_for_document():
        while True:
            params = await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
            if params.uri == uri:
                return params.diagnostics
    return await asyncio.wait_for(next_for_document(), timeout)


def apply(text: str, edits) -> str:
    """Applies LSP text edits (ASCII text: characters are bytes here)."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    def offset(position):
        return offsets[position.line] + position.character
    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text


@pytest.mark.asyncio
async def test_diagnostic_appears_goes_and_is_fixed(client: LanguageClient):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=FEED_URI, language_id="swift", version=1, text=LEAKY)
        )
    )
    diagnostics = await diagnostics_for(client, FEED_URI)
    assert [d.code for d in diagnostics] == ["strong-self-capture"]
    assert diagnostics[0].range.start.line == 12
    assert diagnostics[0].severity == types.DiagnosticSeverity.Warning
    # The path of the leak rides along as related locations, in order: the bag, the closure, 'self'.
    related = diagnostics[0].related_information
    assert [r.location.uri for r in related] == [FEED_URI] * 3
    assert [r.location.range.start.line for r in related] == [12, 12, 12]
    assert related[0].message.startswith("'self.cancellables': ")
    assert related[1].message.startswith("closure (Feed.swift:13): the closure captures 'self' strongly")
    assert related[2].message == "'self': 'self' keeps 'self.cancellables'"

    # Change the buffer so that the leak is gone: the diagnostic goes.
    silent = LEAKY.replace("{ items in self.render(items) }", "{ [weak self] items in self?.render(items) }")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=FEED_URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=silent)],
        )
    )
    assert list(await diagnostics_for(client, FEED_URI)) == []

    # Put the leak back, then fix it with the code action.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=FEED_URI, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=LEAKY)],
        )
    )
    diagnostics = await diagnostics_for(client, FEED_URI)
    assert len(diagnostics) == 1
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=FEED_URI),
            range=diagnostics[0].range,
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )
    titles = [action.title for action in actions]
    assert "leakwatch: suppress 'strong-self-capture' on this line" in titles
    fix = next(action for action in actions if action.is_preferred)
    fixed = apply(LEAKY, fix.edit.changes[FEED_URI])
    assert ".sink { [weak self] items in self?.render(items) }" in fixed
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=FEED_URI, version=4),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    assert list(await diagnostics_for(client, FEED_URI)) == []


async def settled_codes(client: LanguageClient, uri: str, expected, timeout: float = 20):
    """The rule ids of a document's diagnostics once they are `expected`: the last diagnostics the server sent
    for it, whenever they came (an answer that arrives before the test starts waiting is not lost)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        codes = [d.code for d in client.diagnostics.get(uri, [])]
        if codes == expected or loop.time() > deadline:
            return codes
        await asyncio.sleep(0.02)


def open_document(client: LanguageClient, name: str, text: str):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=(WORKSPACE / name).as_uri(), language_id="swift", version=1, text=text)
        )
    )


def change_document(client: LanguageClient, name: str, text: str, version: int):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=(WORKSPACE / name).as_uri(), version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


@pytest.mark.asyncio
async def test_an_edit_in_one_file_changes_what_another_says(client: LanguageClient):
    """The server keeps its project index between edits and swaps an edited file's facts into it: what another
    open file says follows edits of the files it depends on, whether the edit leaves the declarations as they
    were (a removal added to a method of an extension) or changes them (a wrapper that no longer registers)."""
    screen_uri = (WORKSPACE / "Screen.swift").as_uri()
    open_document(client, "Screen.swift", SCREEN)
    assert await settled_codes(client, screen_uri, ["strong-self-capture"]) == ["strong-self-capture"]

    # Weakly captured, the block is still never removed: a note, since the extension's 'stop()' only prints.
    weak = SCREEN.replace("{ _ in self.reload() }", "{ [weak self] _ in self?.reload() }")
    change_document(client, "Screen.swift", weak, 2)
    assert await settled_codes(client, screen_uri, ["unbalanced-observer"]) == ["unbalanced-observer"]
    assert client.diagnostics[screen_uri][0].severity == types.DiagnosticSeverity.Information

    # The extension in another file removes the token: same declarations, new observer calls.
    open_document(client, "ScreenTeardown.swift", TEARDOWN)
    removing = TEARDOWN.replace('print("stopping")', "if let token { NotificationCenter.default.removeObserver(token) }")
    change_document(client, "ScreenTeardown.swift", removing, 2)
    assert await settled_codes(client, screen_uri, []) == []

    # The strong capture again, then the wrapper in a third file stops registering: its declaration changes.
    change_document(client, "Screen.swift", SCREEN, 3)
    assert await settled_codes(client, screen_uri, ["strong-self-capture"]) == ["strong-self-capture"]
    open_document(client, "Relay.swift", RELAY)
    running = RELAY.replace(
        'NotificationCenter.default.addObserver(forName: .init("relay"), object: nil, queue: nil, using: handler)',
        'handler(Notification(name: .init("relay")))\n        return NSObject()')
    change_document(client, "Relay.swift", running, 2)
    assert await settled_codes(client, screen_uri, []) == []


@pytest.mark.asyncio
async def test_the_trees_own_macros_are_read_as_on_the_command_line(client: LanguageClient):
    """The block strongifies a weak copy with the workspace's own macros: no capture of 'self' to report, as
    `leakwatch` on the same tree says; the same block without the macro is reported."""
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=PLAYER_URI, language_id="objective-c", version=1, text=PLAYER)
        )
    )
    diagnostics = await diagnostics_for(client, PLAYER_URI)
    assert "strong-self-capture" not in [d.code for d in diagnostics]
    leaky = PLAYER.replace("        TKStrongify(self);\n", "")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=PLAYER_URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=leaky)],
        )
    )
    diagnostics = await diagnostics_for(client, PLAYER_URI)
    assert "strong-self-capture" in [d.code for d in diagnostics]


@pytest.mark.asyncio
async def test_a_changed_xcode_project_is_read_again(client: LanguageClient):
    """A selector observer never removed is nothing for iOS 13; once the project says iOS 8 (a watched file
    changed), the server reads the projects again and reports it, as the command line would."""
    uri = (WORKSPACE / "Legacy" / "Inbox.swift").as_uri()
    project = WORKSPACE / "Legacy" / "Legacy.xcodeproj" / "project.pbxproj"
    open_document(client, "Legacy/Inbox.swift", INBOX)
    assert [d.code for d in await diagnostics_for(client, uri)] == []
    try:
        project.write_text(legacy_project("8.0"))
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(
                changes=[types.FileEvent(uri=project.as_uri(), type=types.FileChangeType.Changed)]
            )
        )
        assert await settled_codes(client, uri, ["unbalanced-observer"]) == ["unbalanced-observer"]
        assert "before iOS 9" in client.diagnostics[uri][0].message
    finally:
        project.write_text(legacy_project("13.0"))
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(
                changes=[types.FileEvent(uri=project.as_uri(), type=types.FileChangeType.Changed)]
            )
        )


@pytest.mark.asyncio
async def test_broken_configuration_is_a_diagnostic(client: LanguageClient):
    config = WORKSPACE / ".leakwatch.yml"
    config.write_text("fail_on: warning\nseverty: high\n")
    try:
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(
                changes=[types.FileEvent(uri=CONFIG_URI, type=types.FileChangeType.Changed)]
            )
        )
        while True:
            diagnostics = await diagnostics_for(client, CONFIG_URI)
            if diagnostics:
                break
        assert diagnostics[0].severity == types.DiagnosticSeverity.Error
        assert "severty" in diagnostics[0].message
        assert diagnostics[0].range.start.line == 1
    finally:
        config.write_text("fail_on: warning\n")


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream) -> dict:
    length = None
    while True:
        line = stream.readline()
        assert line, "the server closed its output"
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def test_garbage_gets_errors_and_the_server_stays_up():
    server = subprocess.Popen(
        [BINARY, "lsp", "--no-cache"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    try:
        server.stdin.write(frame(b"{this is not json"))
        server.stdin.write(frame(b'{"jsonrpc":"2.0","id":7,"params":{}}'))
        server.stdin.write(b"X-Nonsense: 1\r\n\r\n")
        server.stdin.write(frame(b'{"jsonrpc":"2.0","id":8,"method":"no/such/method"}'))
        server.stdin.write(frame(json.dumps({"jsonrpc": "2.0", "id": 9, "method": "initialize", "params": {
            "rootUri": WORKSPACE.as_uri(), "capabilities": {}}}).encode()))
        server.stdin.flush()
        replies = [read_message(server.stdout) for _ in range(5)]
        # Errors without an id (unreadable frames) and replies to requests may interleave; each request's own
        # reply is checked by its id.
        errors = sorted(reply.get("error", {}).get("code") for reply in replies if "error" in reply)
        assert errors == sorted([-32700, -32600, -32700, -32002])
        by_id = {reply.get("id"): reply for reply in replies}
        assert by_id[7]["error"]["code"] == -32600
        assert by_id[8]["error"]["code"] == -32002
        assert "capabilities" in by_id[9]["result"]
        server.stdin.write(frame(b'{"jsonrpc":"2.0","id":10,"method":"shutdown"}'))
        server.stdin.write(frame(b'{"jsonrpc":"2.0","method":"exit"}'))
        server.stdin.flush()
        assert read_message(server.stdout) == {"jsonrpc": "2.0", "id": 10, "result": None}
        assert server.wait(timeout=30) == 0
    finally:
        if server.poll() is None:
            server.kill()
