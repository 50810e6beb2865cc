#!/usr/bin/env bash
# Fails when the public API of the library products breaks without a new
# major version (docs/Versioning.md).
#
#   Scripts/check-api.sh              compare with the release in Scripts/api-baseline
#   Scripts/check-api.sh TREEISH      compare with another commit
#
# Scripts/api-baseline names the release that set the current major
# number and its commit. While Sources/LayoutRules/Version.swift declares
# that major number, the API must not break; once a commit raises it, the
# comparison is skipped until the baseline names the new release. `swift
# package diagnose-api-breaking-changes` builds the baseline in a worktree
# of its own and compares the modules with the toolchain's
# swift-api-digester.
set -euo pipefail
cd "$(dirname "$0")/.."

# The products' modules, the ones LayoutRules re-exports included: the
# digester compares the declarations each module makes itself, and
# LayoutRules itself makes none.
modules=(LayoutRules LayoutRulesBase LayoutRulesDevices LayoutRulesRuntime LayoutRulesFoundation LayoutRulesFileSystem
    LayoutRulesUIKit LayoutRulesSwiftUI)
file=Sources/LayoutRules/Version.swift

if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
    git fetch --quiet --unshallow || { echo "error: a shallow clone has no baseline to compare with; clone the whole history" >&2; exit 1; }
fi

if [ $# -ge 1 ]; then
    baseline=$1
else
    current=$(sed -n 's/^public let version = "\([0-9][0-9.]*\)".*/\1/p' "$file")
    read -r released baseline < <(grep -v '^#' Scripts/api-baseline | grep -v '^[[:space:]]*$' | head -1)
    if [ -z "$current" ] || [ -z "${baseline:-}" ]; then
        echo "error: need 'public let version = \"X.Y.Z\"' in $file and 'VERSION COMMIT' in Scripts/api-baseline" >&2
        exit 1
    fi
    if [ "${current%%.*}" != "${released%%.*}" ]; then
        echo "the major version changed ($released -> $current): breaking changes are allowed;"
        echo "record the new release and its commit in Scripts/api-baseline"
        exit 0
    fi
    echo "API of $current compared with $released ($(git log -1 --format='%h' "$baseline"))"
fi

if [ "$(git rev-parse "$baseline")" = "$(git rev-parse HEAD)" ]; then
    echo "the baseline is this commit: nothing to compare"
    exit 0
fi
# The digester counts `package` declarations as API (it reads the modules,
# where they are visible), so a change to one reads as a break. Those are
# listed in Scripts/api-breakage-allowlist.txt, each checked by hand to
# name a `package` declaration; nothing public may go there.
swift package diagnose-api-breaking-changes "$baseline" --targets "${modules[@]}" \
    --breakage-allowlist-path Scripts/api-breakage-allowlist.txt
