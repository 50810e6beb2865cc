#!/usr/bin/env bash
# The language server and the editor grammar, end to end: builds layoutc,
# makes a Python venv with pytest-lsp (from PyPI, once), then runs
# Tests/LanguageServer: a real LSP client talking JSON-RPC to `layoutc lsp`,
# a raw client sending broken input and thousands of random edits, and the
# TextMate grammar over every example and preset.
#
#   Scripts/test-lsp.sh                       default size (about 15 s)
#   LAYOUTRULES_FULL_TESTS=1 Scripts/test-lsp.sh   20,000 random edits
#   Scripts/test-lsp.sh -k grammar            extra arguments go to pytest
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

venv="${LAYOUTRULES_LSP_VENV:-.venv-lsp}"
case "$venv" in /*) ;; *) venv="$PWD/$venv" ;; esac
if [ ! -x "$venv/bin/pytest" ] || ! "$venv/bin/python" -c "import pytest_lsp" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "pytest-lsp==1.0.1"
fi

swift build --product layoutc
export LAYOUTC_PATH="${LAYOUTC_PATH:-$PWD/.build/debug/layoutc}"
cd Tests/LanguageServer
# A hung server fails the run instead of stalling CI.
exec timeout 1800 "$venv/bin/pytest" -q -p no:cacheprovider "$@"
