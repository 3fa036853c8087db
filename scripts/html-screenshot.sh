#!/usr/bin/env bash
# Remakes docs/html-report.png, the README's picture of the demo app's HTML report: run it after the page or the
# demo changes (`LEAKWATCH_BIN` names another binary than the debug build).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${LEAKWATCH_BIN:-.build/debug/leakwatch}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$binary" --no-cache --quiet --format html --output "$work/demo.html" Fixtures/Demo || [ $? -eq 1 ]
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" \
    --force-device-scale-factor=1 --window-size=1000,1400 --virtual-time-budget=5000 \
    --screenshot="$work/shot.png" "file://$work/demo.html" >/dev/null 2>&1
mkdir -p docs
cp "$work/shot.png" docs/html-report.png
echo "docs/html-report.png: $(wc -c <docs/html-report.png) bytes"
