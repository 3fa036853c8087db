#!/usr/bin/env bash
# Installs what building leakwatch needs on a fresh Debian machine; does nothing when it is all there.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
    echo "install-deps: the Swift toolchain (6.0 or newer) is not on PATH; install it from swift.org" >&2
    exit 2
fi
