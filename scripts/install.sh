#!/usr/bin/env bash
# `make install` / `make uninstall`: the binary, its man page and its bash, zsh and fish completions.
# Usage: scripts/install.sh install|uninstall BINARY   (honours PREFIX, default /usr/local, and DESTDIR)
# The completions come from the binary itself (swift-argument-parser), the man page from its help
# (scripts/manpage.py), so both always match the binary installed.
set -euo pipefail

action=${1:?usage: install.sh install|uninstall BINARY}
binary=${2:-.build/release/leakwatch}
prefix=${PREFIX:-/usr/local}
root="${DESTDIR:-}${prefix}"

# Every installed file, relative to PREFIX: the one list both actions use.
bin=bin/leakwatch
man=share/man/man1/leakwatch.1
bash_completion=share/bash-completion/completions/leakwatch
zsh_completion=share/zsh/site-functions/_leakwatch
fish_completion=share/fish/vendor_completions.d/leakwatch.fish

case "$action" in
install)
    if [ ! -x "$binary" ]; then
        echo "install: no leakwatch binary at $binary; run 'make release' first" >&2
        exit 2
    fi
    for file in $bin $man $bash_completion $zsh_completion $fish_completion; do
        mkdir -p "$(dirname "$root/$file")"
    done
    install -m 755 "$binary" "$root/$bin"
    "$binary" --generate-completion-script bash >"$root/$bash_completion"
    "$binary" --generate-completion-script zsh >"$root/$zsh_completion"
    "$binary" --generate-completion-script fish >"$root/$fish_completion"
    python3 "$(dirname "$0")/manpage.py" "$binary" >"$root/$man"
    chmod 644 "$root/$man" "$root/$bash_completion" "$root/$zsh_completion" "$root/$fish_completion"
    echo "installed leakwatch into $root"
    ;;
uninstall)
    for file in $bin $man $bash_completion $zsh_completion $fish_completion; do
        rm -f "$root/$file"
    done
    echo "removed leakwatch from $root"
    ;;
*)
    echo "install: unknown action '$action'; use install or uninstall" >&2
    exit 2
    ;;
esac
