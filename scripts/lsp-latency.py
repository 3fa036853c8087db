#!/usr/bin/env python3
"""Diagnostics latency of `leakwatch lsp` after a one-file change: initializes on a workspace (the whole tree is
indexed once), opens one new file, then makes N edits that alternately add and remove a leak, and prints the
time from each didChange to the publishDiagnostics that answers it (median and worst).

    scripts/lsp-latency.py BINARY WORKSPACE [--edits 20]
"""
import argparse
import json
import os
import statistics
import subprocess
import time

LEAKY = """import Foundation
final class LatencyProbe {
    var observer: NSObjectProtocol?
    func start() {
        observer = NotificationCenter.default.addObserver(forName: .init("Probe"), object: nil, queue: nil) { _ in
            self.reload()
        }
    }
    deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }
    func reload() {}
}
"""
SILENT = LEAKY.replace("{ _ in", "{ [weak self] _ in").replace("self.reload()", "self?.reload()")


def send(process, message):
    body = json.dumps(dict(message, jsonrpc="2.0")).encode()
    process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    process.stdin.flush()


def receive(process):
    length = 0
    while True:
        line = process.stdout.readline()
        if not line:
            raise SystemExit("the server closed its output")
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(process.stdout.read(length))


def wait_for_diagnostics(process, uri):
    while True:
        message = receive(process)
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            return message["params"]["diagnostics"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("workspace")
    parser.add_argument("--edits", type=int, default=20)
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.workspace)
    path = os.path.join(root, "LatencyProbe.swift")
    uri = "file://" + path
    process = subprocess.Popen([arguments.binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    started = time.perf_counter()
    send(process, {"id": 1, "method": "initialize", "params": {"rootUri": "file://" + root, "capabilities": {}}})
    while receive(process).get("id") != 1:
        pass
    send(process, {"method": "initialized", "params": {}})
    send(process, {"method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "swift", "version": 1, "text": LEAKY}}})
    first = wait_for_diagnostics(process, uri)
    print(f"index and first diagnostics: {time.perf_counter() - started:.2f} s ({len(first)} diagnostics)")
    latencies = []
    for edit in range(arguments.edits):
        text = SILENT if edit % 2 == 0 else LEAKY
        sent = time.perf_counter()
        send(process, {"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": edit + 2}, "contentChanges": [{"text": text}]}})
        diagnostics = wait_for_diagnostics(process, uri)
        latencies.append((time.perf_counter() - sent) * 1000)
        assert len(diagnostics) == (0 if text == SILENT else 1), diagnostics
    send(process, {"id": 2, "method": "shutdown"})
    send(process, {"method": "exit"})
    process.wait(timeout=30)
    print(f"{arguments.edits} edits: median {statistics.median(latencies):.1f} ms, worst {max(latencies):.1f} ms "
          f"(the server waits a 25 ms debounce before analyzing)")


if __name__ == "__main__":
    main()
