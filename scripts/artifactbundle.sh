#!/usr/bin/env bash
# `make artifactbundle`: packs a leakwatch binary as a SwiftPM artifact bundle that a `binaryTarget` can use,
# so that adopting the plugins compiles no swift-syntax (README: "SwiftPM plugins").
# Usage: scripts/artifactbundle.sh BINARY OUTPUT-FOLDER
# Writes OUTPUT-FOLDER/leakwatch.artifactbundle/ (info.json and the binary) and
# OUTPUT-FOLDER/leakwatch.artifactbundle.zip, and prints the zip's checksum for `binaryTarget(url:checksum:)`.
set -euo pipefail

binary=${1:?usage: artifactbundle.sh BINARY OUTPUT-FOLDER}
output=${2:?usage: artifactbundle.sh BINARY OUTPUT-FOLDER}
if [ ! -x "$binary" ]; then
    echo "artifactbundle: no leakwatch binary at $binary" >&2
    exit 2
fi
version=$("$binary" --version)

# The triples the binary runs on: this machine's, or both of a universal macOS binary.
case "$(uname -s)" in
Darwin)
    triples=()
    for arch in $(lipo -archs "$binary"); do triples+=("$arch-apple-macosx"); done
    platform=macos
    ;;
Linux)
    triples=("$(uname -m)-unknown-linux-gnu")
    platform=linux-$(uname -m)
    ;;
*)
    echo "artifactbundle: unsupported system $(uname -s)" >&2
    exit 2
    ;;
esac

bundle="$output/leakwatch.artifactbundle"
variant="leakwatch-$version-$platform"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$variant/bin"
install -m 755 "$binary" "$bundle/$variant/bin/leakwatch"

triple_list=$(printf '"%s", ' "${triples[@]}")
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "leakwatch": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/leakwatch",
          "supportedTriples": [${triple_list%, }]
        }
      ]
    }
  }
}
JSON

# The archive holds the bundle folder itself, as SwiftPM expects; -X leaves out host-specific attributes.
(cd "$output" && zip -q -r -X leakwatch.artifactbundle.zip leakwatch.artifactbundle)
echo "wrote $bundle.zip"
if command -v sha256sum >/dev/null; then sum=$(sha256sum "$bundle.zip"); else sum=$(shasum -a 256 "$bundle.zip"); fi
echo "checksum: ${sum%% *}"
