#!/usr/bin/env bash
# Checks that no public type of the library products shares its name with
# a type of a framework an app imports next to them, so that an app never
# has to write `LayoutRules.X` or `SwiftUI.X`.
#
#   Scripts/check-names.sh              the self-test, then the check (builds what it needs)
#   Scripts/check-names.sh --self-test  only the self-test: the comparison must reject planted clashes
#   SCRATCH=.build-mine Scripts/check-names.sh   another SwiftPM scratch path
#
# The products' names: the public top-level types (struct, class, enum,
# protocol, typealias, actor) of every module an app can import through
# the products LayoutRules, LayoutRulesFoundation, LayoutRulesTesting,
# LayoutRulesUIKit and LayoutRulesSwiftUI, read with swift-symbolgraph-extract. The UIKit and
# SwiftUI adapters are empty modules without Apple's SDKs, so their
# symbols come from the modules Scripts/typecheck-adapters.sh compiles
# against the stubs (it is run first when they are missing or older than
# the sources).
#
# The frameworks' names: the Swift standard library and Linux Foundation,
# extracted from the toolchain the same way; and, for the frameworks that
# exist only on Apple's platforms (and Apple-only parts of Foundation),
# the committed list Scripts/framework-type-names.txt.
set -euo pipefail
cd "$(dirname "$0")/.."

self_test=false
case "${1:-}" in
    "") ;;
    --self-test) self_test=true ;;
    *) echo "usage: Scripts/check-names.sh [--self-test]" >&2; exit 2 ;;
esac

names_file=Scripts/framework-type-names.txt
if [ ! -f "$names_file" ]; then
    echo "error: $names_file is missing: it lists the Apple-only frameworks' type names" >&2
    exit 1
fi

scratch=${SCRATCH:-.build}
out=$scratch/check-names
mkdir -p "$out"

# compare PRODUCT-TYPES LIVE-TYPES: the comparison. Both files hold
# `module<TAB>name` lines; the committed list is read here.
compare() {
    python3 - "$1" "$2" "$names_file" <<'PY'
import sys

products_path, live_path, committed_path = sys.argv[1:4]
# The committed list's sections, as the frameworks are spelled in Swift.
sections = {"swift": "Swift", "foundation": "Foundation", "coregraphics": "CoreGraphics",
            "quartzcore": "QuartzCore", "uikit": "UIKit", "swiftui": "SwiftUI"}

def pairs(path):
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line:
                yield tuple(line.split("\t", 1))

frameworks = {}  # name -> set of frameworks that declare it
counts = {}
for framework, name in pairs(live_path):
    frameworks.setdefault(name, set()).add(framework)
    counts[framework] = counts.get(framework, 0) + 1
section = None
with open(committed_path) as f:
    for number, line in enumerate(f, 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            section = sections.get(line[1:-1])
            if section is None:
                sys.exit(f"error: {committed_path}:{number}: unknown section {line}")
            continue
        if section is None:
            sys.exit(f"error: {committed_path}:{number}: a name before the first [section]")
        frameworks.setdefault(line, set()).add(section)
        counts[section + " (list)"] = counts.get(section + " (list)", 0) + 1

types = sorted(set(pairs(products_path)))
clashes = 0
for module, name in types:
    for framework in sorted(frameworks.get(name, ())):
        print(f"error: public type '{name}' of {module} clashes with {framework}.{name}", file=sys.stderr)
        clashes += 1
modules = sorted({module for module, _ in types})
print(f"{len(types)} public types in {len(modules)} modules ({', '.join(modules)})")
print(f"{len(frameworks)} framework type names: "
      + ", ".join(f"{framework} {count}" for framework, count in sorted(counts.items())))
if clashes:
    print(f"{clashes} clash(es): rename the type, or make it package if apps do not need it", file=sys.stderr)
    sys.exit(1)
print("no public type shares its name with a framework's")
PY
}

# The comparison must reject planted clashes: a name the committed list
# has (SwiftUI's Environment), one the live list has (a fake
# Foundation.Data), and nothing else (RuleSet). It runs before every check,
# so a check that passes is one that could have failed.
run_self_test() {
    printf 'LayoutRulesFake\tEnvironment\nLayoutRulesFake\tData\nLayoutRulesFake\tRuleSet\n' >"$out/self-test-products.tsv"
    printf 'Foundation\tData\nSwift\tArray\n' >"$out/self-test-live.tsv"
    local status=0
    compare "$out/self-test-products.tsv" "$out/self-test-live.tsv" >"$out/self-test.log" 2>&1 || status=$?
    if [ "$status" -eq 0 ] \
        || ! grep -qx "error: public type 'Environment' of LayoutRulesFake clashes with SwiftUI.Environment" "$out/self-test.log" \
        || ! grep -qx "error: public type 'Data' of LayoutRulesFake clashes with Foundation.Data" "$out/self-test.log" \
        || grep -q "'RuleSet'" "$out/self-test.log"; then
        cat "$out/self-test.log" >&2
        echo "error: self-test: the check did not reject exactly the planted clashes" >&2
        return 1
    fi
}

if $self_test; then
    run_self_test
    cat "$out/self-test.log"
    echo "self-test passed: the planted clashes were rejected"
    exit 0
fi
run_self_test

tool() {
    if command -v "$1" >/dev/null 2>&1; then command -v "$1"; else xcrun --find "$1"; fi
}
extract=$(tool swift-symbolgraph-extract)

swift build --scratch-path "$scratch" --target LayoutRulesFoundation >/dev/null
swift build --scratch-path "$scratch" --target LayoutRulesTesting >/dev/null
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
modules="$bin/Modules"  # SwiftPM 6 keeps .swiftmodule files here
[ -d "$modules" ] || modules="$bin"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if [ "$(uname)" = Darwin ]; then sdk=(-sdk "$(xcrun --show-sdk-path --sdk macosx)"); fi

# The adapters as compiled against the stubs; rebuilt when a source or a
# stub is newer than them.
adapters=$scratch/adapter-typecheck/linux
stale=false
for module in LayoutRulesUIKit LayoutRulesSwiftUI; do
    [ -f "$adapters/$module.swiftmodule" ] || stale=true
done
if ! $stale && [ -n "$(find Sources/LayoutRulesUIKit Sources/LayoutRulesSwiftUI Tests/AdapterStubs -name '*.swift' \
    -newer "$adapters/LayoutRulesUIKit.swiftmodule" | head -1)" ]; then
    stale=true
fi
if $stale; then
    echo "== the adapters' modules are missing or stale: Scripts/typecheck-adapters.sh"
    SCRATCH="$scratch" Scripts/typecheck-adapters.sh >"$out/typecheck-adapters.log" 2>&1 || {
        cat "$out/typecheck-adapters.log" >&2
        echo "error: Scripts/typecheck-adapters.sh failed, so the adapters' names cannot be read" >&2
        exit 1
    }
fi

# top-level-types GRAPH-DIR MODULE LABEL: `LABEL<TAB>name` for every public
# top-level type in the module's graphs. The extractor writes some of a
# module's own types to `MODULE@OTHER.symbols.json` (_Concurrency's Task
# lands in `_Concurrency@Swift`), so those files count too; the members
# they add to other modules' types are not top-level.
top_level_types() {
    python3 - "$1" "$2" "$3" <<'PY'
import glob, json, os, sys
directory, module, label = sys.argv[1:4]
kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}
paths = [os.path.join(directory, module + ".symbols.json")]
paths += sorted(glob.glob(os.path.join(directory, module + "@*.symbols.json")))
names = set()
for path in filter(os.path.exists, paths):
    for symbol in json.load(open(path))["symbols"]:
        name = symbol["pathComponents"]
        if len(name) == 1 and symbol["kind"]["identifier"] in kinds \
                and symbol["accessLevel"] in ("public", "open") and not name[0].startswith("_"):
            names.add(name[0])
for name in sorted(names):
    print(f"{label}\t{name}")
PY
}

rm -rf "$out/products" "$out/frameworks"
mkdir -p "$out/products" "$out/frameworks" "$out/module-cache"
common=(-target "$triple" "${sdk[@]}" -module-cache-path "$out/module-cache" -minimum-access-level public)

# The modules the products make importable: LayoutRules and what it
# re-exports (Sources/LayoutRules/Exports.swift), LayoutRulesFoundation and
# what it re-exports, the test library, and the two adapters.
: >"$out/products.tsv"
for module in LayoutRules LayoutRulesBase LayoutRulesDevices LayoutRulesRuntime LayoutRulesFoundation LayoutRulesFileSystem \
    LayoutRulesTesting; do
    "$extract" -module-name "$module" -I "$modules" "${common[@]}" -output-dir "$out/products"
    top_level_types "$out/products" "$module" "$module" >>"$out/products.tsv"
done
for module in LayoutRulesUIKit LayoutRulesSwiftUI; do
    "$extract" -module-name "$module" -I "$adapters" -I "$modules" "${common[@]}" -output-dir "$out/products"
    top_level_types "$out/products" "$module" "$module" >>"$out/products.tsv"
done
# The adapters' modules must have their declarations (the canImport
# guards were open when they were compiled), or this checks nothing.
for module in LayoutRulesUIKit LayoutRulesSwiftUI; do
    if ! grep -q "^$module	" "$out/products.tsv"; then
        echo "error: $module has no public type: were its sources compiled without the stubs?" >&2
        exit 1
    fi
done

# The toolchain's own frameworks: the standard library with the modules
# every Swift file imports implicitly, and Foundation as Linux has it.
: >"$out/live.tsv"
# swift-corelibs-foundation splits Foundation into modules it re-exports;
# Apple's toolchains have no such modules, hence optional.
for entry in Swift:Swift _Concurrency:Swift _StringProcessing:Swift Foundation:Foundation \
    FoundationEssentials:Foundation:optional FoundationInternationalization:Foundation:optional; do
    IFS=: read -r module label optional <<<"$entry"
    if ! "$extract" -module-name "$module" "${common[@]}" -output-dir "$out/frameworks" \
        >"$out/frameworks/$module.log" 2>&1; then
        [ -n "$optional" ] && continue
        cat "$out/frameworks/$module.log" >&2
        echo "error: cannot read $module's symbols from the toolchain" >&2
        exit 1
    fi
    top_level_types "$out/frameworks" "$module" "$label" >>"$out/live.tsv"
done

compare "$out/products.tsv" "$out/live.tsv"
