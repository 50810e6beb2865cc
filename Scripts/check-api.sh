#!/usr/bin/env bash
# Fails when the public API of the library products breaks without a new
# major version (docs/Versioning.md).
#
#   Scripts/check-api.sh              compare with the commit that set the major number
#   Scripts/check-api.sh TREEISH      compare with another commit
#
# The baseline is the oldest commit of the current major version's
# unbroken run of Sources/LayoutRules/Version.swift: the commit that
# declared `major.0.0` (or raised the major number). Raising the major
# number there makes that commit the baseline, so a breaking change passes
# exactly when the major number says so. `swift package
# diagnose-api-breaking-changes` builds the baseline in a worktree of its
# own and compares the modules of the products with the toolchain's
# swift-api-digester.
set -euo pipefail
cd "$(dirname "$0")/.."

# The products' modules, the ones LayoutRules re-exports included: the
# digester compares the declarations each module makes itself, and
# LayoutRules itself makes none.
modules=(LayoutRules LayoutRulesBase LayoutRulesDevices LayoutRulesRuntime LayoutRulesFoundation LayoutRulesFileSystem
    LayoutRulesUIKit LayoutRulesSwiftUI)
file=Sources/LayoutRules/Version.swift

# The version a revision of Version.swift declares, or nothing.
version_at() {
    git show "$1:$file" 2>/dev/null | sed -n 's/^public let version = "\([0-9][0-9.]*\)".*/\1/p'
}

if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
    git fetch --quiet --unshallow || { echo "error: a shallow clone has no baseline to compare with; clone the whole history" >&2; exit 1; }
fi

if [ $# -ge 1 ]; then
    baseline=$1
else
    current=$(version_at HEAD)
    if [ -z "$current" ]; then
        echo "error: $file declares no 'public let version = \"X.Y.Z\"' at HEAD" >&2
        exit 1
    fi
    major=${current%%.*}
    baseline=""
    while read -r commit; do
        version=$(version_at "$commit")
        [ -n "$version" ] && [ "${version%%.*}" = "$major" ] || break
        baseline=$commit
    done < <(git log --format=%H HEAD -- "$file")
    if [ -z "$baseline" ]; then
        echo "error: no commit declares version $major.x in $file" >&2
        exit 1
    fi
    echo "API of $current compared with $(git log -1 --format='%h (%s)' "$baseline" | cut -c1-100), which declared major version $major"
fi

if [ "$(git rev-parse "$baseline")" = "$(git rev-parse HEAD)" ]; then
    echo "the baseline is this commit: nothing to compare"
    exit 0
fi
swift package diagnose-api-breaking-changes "$baseline" --targets "${modules[@]}"
