#!/usr/bin/env bash
# The language server with Neovim as the client: builds layoutc, installs
# Debian's neovim (0.7.2 on Debian 12) if there is no nvim, and runs
# Tests/LanguageServer/nvim/test.lua in `nvim --headless`. The test loads
# docs/Editors.md's Neovim block as the page gives it and checks
# diagnostics, hover, completion and formatting through Neovim's client.
#
#   Scripts/test-nvim.sh                          builds .build/debug/layoutc
#   LAYOUTC_PATH=/path/to/layoutc Scripts/test-nvim.sh    uses that binary
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

if ! command -v nvim >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null
fi

if [ -z "${LAYOUTC_PATH:-}" ]; then
    swift build --product layoutc
    LAYOUTC_PATH="$PWD/.build/debug/layoutc"
fi
case "$LAYOUTC_PATH" in /*) ;; *) LAYOUTC_PATH="$PWD/$LAYOUTC_PATH" ;; esac
export LAYOUTC_PATH LAYOUTRULES_ROOT="$PWD"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export LAYOUTRULES_NVIM_TMP="$scratch"
# The snippet starts `layoutc` from the PATH; it is the binary under test.
mkdir "$scratch/bin"
ln -s "$LAYOUTC_PATH" "$scratch/bin/layoutc"
export PATH="$scratch/bin:$PATH"
# Neovim's log, shada and state stay in the scratch folder, not in $HOME.
export XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" XDG_STATE_HOME="$scratch/state" \
    XDG_CACHE_HOME="$scratch/cache"

# The test quits Neovim itself; the `cquit` after it only runs if the Lua
# file could not run to its end. A hung server or client fails the run
# instead of stalling CI.
status=0
timeout 300 nvim --headless -u NONE -i NONE -c "luafile Tests/LanguageServer/nvim/test.lua" -c "cquit 2" </dev/null ||
    status=$?
if [ "$status" -ne 0 ]; then
    echo "error: the Neovim client test failed (status $status)" >&2
    if [ -f "$scratch/cache/nvim/lsp.log" ]; then tail -n 40 "$scratch/cache/nvim/lsp.log" >&2; fi
    exit 1
fi
