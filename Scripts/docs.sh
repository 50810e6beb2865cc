#!/usr/bin/env bash
# Builds the DocC documentation of the LayoutRules library (and of
# LayoutRulesFoundation, from its doc comments alone) with the
# toolchain's own swift-symbolgraph-extract and docc (no package
# dependency), and fails when a public declaration has no doc comment.
#
#   Scripts/docs.sh            check doc comments and the articles' code,
#                              then build .build/docs/LayoutRules.doccarchive
#                              and .build/docs/LayoutRulesFoundation.doccarchive
#   Scripts/docs.sh --check    the checks only (no docc)
#
# The archive is built for static hosting: serve .build/docs/LayoutRules.doccarchive
# and open /documentation/layoutrules, or run `docc preview` on the catalog
# with `--additional-symbol-graph-dir .build/docs/symbolgraph/LayoutRules`.
#
# Apps import one module, LayoutRules, which re-exports LayoutRulesBase,
# LayoutRulesDevices and LayoutRulesRuntime. docc documents one module
# per catalog (given several module graphs it makes a separate root page
# for each, and the catalog's links must name the module), so the symbols
# are extracted as one `LayoutRules` graph that includes the re-exported
# modules' declarations; the catalog then links to them as ``RuleSet``.
# `swift package dump-symbol-graph` cannot do that (its LayoutRules graph
# is empty), so this script runs swift-symbolgraph-extract itself on the
# modules `swift build` leaves behind.
set -euo pipefail
cd "$(dirname "$0")/.."

check_only=false
case "${1:-}" in
    "") ;;
    --check) check_only=true ;;
    *) echo "usage: Scripts/docs.sh [--check]" >&2; exit 2 ;;
esac

# The modules LayoutRules re-exports (Sources/LayoutRules/Exports.swift).
reexported=(LayoutRulesBase LayoutRulesDevices LayoutRulesRuntime)
out=.build/docs

tool() {
    if command -v "$1" >/dev/null 2>&1; then command -v "$1"; else xcrun --find "$1"; fi
}
extract=$(tool swift-symbolgraph-extract)
docc=$(tool docc)

# LayoutRules for its docs; LayoutRulesFoundation (which builds LayoutRules
# too) for its own and for the articles' listings that import it. Nothing
# else need have been built before, as on a fresh clone.
swift build --target LayoutRulesFoundation
swift build --target LayoutRulesTesting
bin=$(swift build --show-bin-path)
modules="$bin/Modules"  # SwiftPM 6 keeps .swiftmodule files here
[ -d "$modules" ] || modules="$bin"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if [ "$(uname)" = Darwin ]; then sdk=(-sdk "$(xcrun --show-sdk-path --sdk macosx)"); fi

rm -rf "$out/symbolgraph"
mkdir -p "$out/symbolgraph/modules" "$out/symbolgraph/LayoutRules" "$out/module-cache"
common=(-I "$modules" -target "$triple" "${sdk[@]}" -module-cache-path "$out/module-cache"
    -minimum-access-level public -emit-extension-block-symbols)

# One graph per module for the doc-comment check. Without inherited docs,
# a declaration that only implements a documented protocol requirement
# shows as what it is: undocumented.
for module in LayoutRules "${reexported[@]}"; do
    "$extract" -module-name "$module" "${common[@]}" -skip-inherited-docs \
        -output-dir "$out/symbolgraph/modules"
done

# LayoutRulesTesting, the test library, is its own module with its own
# catalog (Sources/LayoutRulesTesting/LayoutRulesTesting.docc).
"$extract" -module-name LayoutRulesTesting "${common[@]}" -skip-inherited-docs -output-dir "$out/symbolgraph/modules"
mkdir -p "$out/symbolgraph/LayoutRulesTesting"
"$extract" -module-name LayoutRulesTesting "${common[@]}" -output-dir "$out/symbolgraph/LayoutRulesTesting"

# The graph docc reads: LayoutRules with the re-exported declarations.
allowed=$(IFS=,; echo "${reexported[*]}")
"$extract" -module-name LayoutRules "${common[@]}" \
    -experimental-allowed-reexported-modules="$allowed" \
    -output-dir "$out/symbolgraph/LayoutRules"
# The other product with symbols on every platform, LayoutRulesFoundation,
# with the file-system provider it re-exports (LayoutRules has its own docs).
mkdir -p "$out/symbolgraph/LayoutRulesFoundation"
"$extract" -module-name LayoutRulesFoundation "${common[@]}" \
    -experimental-allowed-reexported-modules=LayoutRulesFileSystem \
    -output-dir "$out/symbolgraph/LayoutRulesFoundation"

status=0
python3 - "$out/symbolgraph" LayoutRules "${reexported[@]}" LayoutRulesTesting <<'PY' || status=1
import glob, json, os, sys

root, modules = sys.argv[1], sys.argv[2:]

def graphs(directory, module):
    # A module's own graph plus its extensions of other modules' types
    # (`Module@Other.symbols.json`).
    paths = [os.path.join(directory, module + ".symbols.json")]
    paths += sorted(glob.glob(os.path.join(directory, module + "@*.symbols.json")))
    return [json.load(open(path)) for path in paths if os.path.exists(path)]

def public(symbol):
    return symbol["accessLevel"] in ("public", "open") and symbol["kind"]["identifier"] != "swift.extension"

failures = []
declared_usrs = set()
total_declared = total_other = 0
print("public symbols per module (declared in source; synthesized or inherited):")
for module in modules:
    declared = other = 0
    located = False
    for graph in graphs(os.path.join(root, "modules"), module):
        for symbol in filter(public, graph["symbols"]):
            # No source location: the compiler made it (a synthesized
            # `==`, `hash(into:)`, `init(rawValue:)`) or a protocol
            # extension supplies it (`Sequence.map`). Neither has a
            # declaration here to document.
            if "location" not in symbol:
                other += 1
                continue
            located = True
            declared += 1
            # LayoutRulesTesting has its own catalog, outside the combined graph.
            if module != "LayoutRulesTesting":
                declared_usrs.add(symbol["identifier"]["precise"])
            if not symbol.get("docComment"):
                where = symbol["location"]
                path = where["uri"].split("/Sources/", 1)[-1]
                line = where["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                failures.append(f"Sources/{path}:{line}: {module}.{name} has no doc comment")
    if declared + other and not located:
        failures.append(f"{module}: no symbol has a source location (missing .swiftsourceinfo?), so nothing was checked")
    print(f"  {module:20} {declared:4} declared  {other:4} synthesized or inherited")
    total_declared += declared
    total_other += other
print(f"  {'total':20} {total_declared:4} declared  {total_other:4} synthesized or inherited")

# Every declaration must reach the docs through the combined graph.
combined = set()
for graph in graphs(os.path.join(root, "LayoutRules"), "LayoutRules"):
    combined.update(s["identifier"]["precise"] for s in graph["symbols"] if public(s))
for usr in sorted(declared_usrs - combined):
    failures.append(f"{usr} is missing from the combined LayoutRules symbol graph")

for failure in failures:
    print("error: " + failure, file=sys.stderr)
if failures:
    print(f"{len(failures)} problem(s)", file=sys.stderr)
    sys.exit(1)
print("every public declaration has a doc comment")
PY

# The articles' Swift listings must compile against the library. Each
# article's listings form one program; listings that import UIKit need an
# SDK that has it and are left out, as are articles about generated code
# (the plugin's end-to-end test compiles that).
listings="$out/listings"
rm -rf "$listings"
mkdir -p "$listings"
for article in Sources/LayoutRules/LayoutRules.docc/*.md Sources/LayoutRulesTesting/LayoutRulesTesting.docc/*.md; do
    program="$listings/$(basename "$article" .md).swift"
    python3 - "$article" "$program" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
blocks = [b for b in re.findall(r"^```swift\n(.*?)^```", text, re.S | re.M)
          if not b.startswith(("import UIKit", "import SnapshotTesting", "import SwiftUI"))]
# An article whose listings use code the build plugin generates says so.
if "<!-- docs.sh: no typecheck" in text:
    blocks = []
if blocks:
    open(sys.argv[2], "w").write("\n".join(blocks))
PY
    if [ -f "$program" ]; then
        swiftc -typecheck -module-name Listings -I "$modules" -target "$triple" "${sdk[@]}" -module-cache-path "$out/module-cache" \
            "$program" || { echo "error: the Swift listings of $article do not compile" >&2; status=1; }
    fi
done

if ! $check_only; then
    rm -rf "$out/LayoutRules.doccarchive"
    "$docc" convert Sources/LayoutRules/LayoutRules.docc \
        --additional-symbol-graph-dir "$out/symbolgraph/LayoutRules" \
        --output-dir "$out/LayoutRules.doccarchive" \
        --transform-for-static-hosting --warnings-as-errors \
        --fallback-display-name LayoutRules --fallback-bundle-identifier org.layoutrules || status=1
    rm -rf "$out/LayoutRulesTesting.doccarchive"
    "$docc" convert Sources/LayoutRulesTesting/LayoutRulesTesting.docc \
        --additional-symbol-graph-dir "$out/symbolgraph/LayoutRulesTesting" \
        --output-dir "$out/LayoutRulesTesting.doccarchive" \
        --transform-for-static-hosting --warnings-as-errors \
        --fallback-display-name LayoutRulesTesting --fallback-bundle-identifier org.layoutrules.testing || status=1
    # No catalog: the doc comments are its documentation, and their links
    # must resolve too.
    rm -rf "$out/LayoutRulesFoundation.doccarchive"
    "$docc" convert \
        --additional-symbol-graph-dir "$out/symbolgraph/LayoutRulesFoundation" \
        --output-dir "$out/LayoutRulesFoundation.doccarchive" \
        --transform-for-static-hosting --warnings-as-errors \
        --fallback-display-name LayoutRulesFoundation --fallback-bundle-identifier org.layoutrules.foundation || status=1
fi
exit $status
