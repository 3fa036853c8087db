#!/usr/bin/env bash
# Installs what building leakwatch needs on a fresh Debian machine; does nothing when it is all there.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
    echo "install-deps: the Swift toolchain (6.2 or newer) is not on PATH; install it from swift.org" >&2
    exit 2
fi

# libclang (LLVM 14) reads Objective-C; Debian ships its headers under /usr/lib/llvm-14/include.
if [ ! -f /usr/lib/llvm-14/include/clang-c/Index.h ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq libclang-dev >/dev/null
fi

# zip packs `make artifactbundle`; SwiftPM unzips a binaryTarget's bundle with unzip.
if ! command -v zip >/dev/null 2>&1 || ! command -v unzip >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq zip unzip >/dev/null
fi

# The language server's end-to-end tests drive it with a real LSP client (pytest-lsp, from PyPI).
if ! python3 -c "import pytest_lsp" >/dev/null 2>&1; then
    python3 -m pip install --quiet --disable-pip-version-check pytest-lsp >/dev/null
fi

# The SARIF reports are validated with a JSON Schema library (jsonschema, from PyPI).
if ! python3 -c "import jsonschema" >/dev/null 2>&1; then
    python3 -m pip install --quiet --disable-pip-version-check jsonschema >/dev/null
fi

# The HTML report's end-to-end tests open it in headless Chromium (Debian's package).
if ! command -v chromium >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq chromium >/dev/null
fi
