#!/usr/bin/env bash
# Checks that every target lists in Package.swift exactly the targets its
# files import: SwiftPM lets a file import anything in its target's
# transitive closure (`--explicit-target-dependency-import-check` accepts
# that too), so without this check the layering drawn in Package.swift is
# a wish, not a fact.
#
#   Scripts/check-imports.sh              the self-test, then the check
#   Scripts/check-imports.sh --self-test  only the self-test: the check must reject a planted package
#   SCRATCH=.build-mine Scripts/check-imports.sh   another SwiftPM scratch path
#
# The rules (docs/Architecture.md, "Layering"):
#   - a file's `import X` (with any attribute or access level: `@testable`,
#     `@_exported`, `package import`, `import struct X.Y`, ...) of a target X
#     of this package needs X in its own target's `dependencies`; imports of
#     modules that are not targets here (Swift, Foundation, Glibc, Testing,
#     UIKit, ...) are not this check's business;
#   - every target a target lists is imported by at least one of its files,
#     so the list says what the code uses. A dependency on an executable
#     target is a build-order dependency (a plugin's tool, the benchmark
#     timing `layoutc` as a process), not an import, and is not checked;
#   - a re-export counts only for the module that declares it: a file that
#     uses LayoutRulesBase imports LayoutRulesBase, even though
#     LayoutRules re-exports it. `@_exported import` is allowed only in the
#     files that exist to give apps one import (`reexporters` below);
#   - the compiler's internals are for the targets that need them: only the
#     targets in `internals` below may list LayoutRulesCompiler. Tooling,
#     the language server and layoutc read a compiled rule set through
#     Sources/LayoutRulesRuntime/RuleSet+Tooling.swift instead, and since
#     every target builds with member import visibility (Package.swift),
#     a module they do not import is closed to them, members included.
# Imports inside `#if` count whatever the condition, since some platform
# compiles them. Comments and string literals (Swift written by tests, for
# instance) are skipped. Every offence is reported, one line each, in the
# compilers' `path:line:col: error: message` form; the status is 1 if any.
set -euo pipefail
cd "$(dirname "$0")/.."

self_test=false
case "${1:-}" in
    "") ;;
    --self-test) self_test=true ;;
    *) echo "usage: Scripts/check-imports.sh [--self-test]" >&2; exit 2 ;;
esac

scratch=${SCRATCH:-.build}
out=$scratch/check-imports
mkdir -p "$out"

# The files whose job is to re-export modules, so that an app imports one
# module (paths from the package root, separated by spaces).
reexporters="Sources/LayoutRules/Exports.swift Sources/LayoutRulesFoundation/Exports.swift"
# Targets whose declarations only some targets may use, as
# `TARGET=USER,USER...`: the compiler's, for the runtime that evaluates
# what it builds, the code generator and tree printer that write it out,
# the benchmark that measures the tree's shape, and the tests.
internals="LayoutRulesCompiler=LayoutRulesRuntime,LayoutRulesCodegen,layoutc-bench,LayoutRulesTests"

# check ROOT MANIFEST-JSON REEXPORTERS INTERNALS: the check of the package at
# ROOT, whose manifest `swift package dump-package` printed to MANIFEST-JSON.
check() {
    python3 - "$@" <<'PY'
import json, os, re, sys

root, manifest_path = sys.argv[1:3]
REEXPORTERS = set(sys.argv[3].split())
INTERNALS = {}
for entry in sys.argv[4].split():
    module, users = entry.split("=", 1)
    INTERNALS[module] = set(users.split(","))

with open(manifest_path) as f:
    manifest = json.load(f)
targets = {t["name"]: t for t in manifest["targets"]}

def dependencies(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind, value in dependency.items():
            if kind in ("byName", "target"):
                names.append(value[0])
    return names

def target_dir(target):
    if target.get("path"):
        return target["path"]
    if target["type"] == "test":
        return os.path.join("Tests", target["name"])
    if target["type"] == "plugin":
        return os.path.join("Plugins", target["name"])
    return os.path.join("Sources", target["name"])

def mask(text):
    """The text with comments and string literals blanked (newlines kept),
    so a line's imports can be read with a regular expression."""
    out = list(text)
    i, n = 0, len(text)
    # A stack of contexts: ("code", paren depth) inside an interpolation,
    # ("string", hashes, multiline) inside a literal.
    stack = [("code", 0)]
    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    while i < n:
        top = stack[-1]
        c = text[i]
        if top[0] == "code":
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                blank(i, j)
                i = j
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif c == "#" or c == '"':
                m = re.compile(r'(#*)("""|")').match(text, i)
                if m and (c == '"' or m.group(1)):
                    stack.append(("string", m.group(1), m.group(2) == '"""'))
                    i = m.end()
                else:
                    i += 1
            elif c == "(" and len(stack) > 1:
                stack[-1] = ("code", top[1] + 1)
                i += 1
            elif c == ")" and len(stack) > 1:
                if top[1] == 0:
                    stack.pop()
                else:
                    stack[-1] = ("code", top[1] - 1)
                i += 1
            else:
                i += 1
        else:
            _, hashes, multiline = top
            close = ('"""' if multiline else '"') + hashes
            if text.startswith("\\" + hashes + "(", i):
                blank(i, i + len(hashes) + 2)
                stack.append(("code", 0))
                i += len(hashes) + 2
            elif text.startswith("\\" + hashes, i):
                blank(i, i + len(hashes) + 2)
                i += len(hashes) + 2
            elif text.startswith(close, i):
                stack.pop()
                i += len(close)
            elif c == "\n" and not multiline:
                stack.pop()  # an unterminated literal: the compiler reports it
                i += 1
            else:
                if c != "\n":
                    out[i] = " "
                i += 1
    return "".join(out)

IMPORT = re.compile(
    r"^[ \t]*((?:@\w+(?:\([^)\n]*\))?[ \t]+|(?:public|package|internal|fileprivate|private)[ \t]+)*)"
    r"import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)",
    re.M)

def imports(path):
    with open(os.path.join(root, path), encoding="utf-8") as f:
        masked = mask(f.read())
    for m in IMPORT.finditer(masked):
        line = masked.count("\n", 0, m.start(2)) + 1
        column = m.start(2) - (masked.rfind("\n", 0, m.start(2)) + 1) + 1
        yield line, column, m.group(2), "@_exported" in m.group(1)

# Where a target lists a dependency in Package.swift, for the message.
with open(os.path.join(root, "Package.swift"), encoding="utf-8") as f:
    manifest_lines = f.read().split("\n")
def manifest_position(target, dependency):
    start = None
    for number, line in enumerate(manifest_lines):
        offset = 0
        if start is None:
            m = re.search(r'name:\s*"%s"' % re.escape(target), line)
            if not m:
                continue
            start, offset = number, m.end()
        elif re.search(r'\.(?:\w*[tT]arget|plugin)\(', line):
            break
        column = line.find('"%s"' % dependency, offset)
        if column >= 0:
            return number + 1, column + 2
    return (start + 1 if start is not None else 1), 1

errors = []
files_checked = 0
import_count = 0
for name, target in sorted(targets.items()):
    if target["type"] in ("plugin", "binary", "system"):
        continue
    directory = target_dir(target)
    excluded = [os.path.normpath(os.path.join(directory, e)) for e in target.get("exclude", [])]
    listed = dependencies(target)
    imported = set()
    for folder, subfolders, files in os.walk(os.path.join(root, directory), followlinks=True):
        relative_folder = os.path.relpath(folder, root)
        subfolders[:] = sorted(s for s in subfolders
                               if os.path.normpath(os.path.join(relative_folder, s)) not in excluded)
        for file in sorted(files):
            path = os.path.normpath(os.path.join(relative_folder, file))
            if not file.endswith(".swift") or path in excluded:
                continue
            files_checked += 1
            for line, column, module, exported in imports(path):
                if module not in targets or module == name:
                    continue
                import_count += 1
                imported.add(module)
                where = f"{path}:{line}:{column}"
                if module not in listed:
                    errors.append(f"{where}: error: '{name}' imports '{module}', "
                                  "which its target does not list in Package.swift")
                if exported and path not in REEXPORTERS:
                    errors.append(f"{where}: error: '{name}' re-exports '{module}': a file that uses "
                                  f"'{module}' imports it itself (re-exports are for apps, in "
                                  + ", ".join(sorted(REEXPORTERS)) + ")")
    for dependency in listed:
        if dependency in INTERNALS and name not in INTERNALS[dependency]:
            line, column = manifest_position(name, dependency)
            errors.append(f"Package.swift:{line}:{column}: error: '{name}' lists '{dependency}', whose "
                          "declarations only " + ", ".join(sorted(INTERNALS[dependency])) + " may use")
        if dependency in imported or dependency not in targets:
            continue
        if targets[dependency]["type"] == "executable":
            continue  # a build-order dependency: nothing imports an executable
        line, column = manifest_position(name, dependency)
        errors.append(f"Package.swift:{line}:{column}: error: '{name}' lists '{dependency}', "
                      "which none of its files imports")

for error in errors:
    print(error, file=sys.stderr)
print(f"{files_checked} files, {import_count} imports of this package's targets checked")
if errors:
    print(f"{len(errors)} error(s): list what a target imports in Package.swift, and import what it lists",
          file=sys.stderr)
    sys.exit(1)
print("every target lists exactly the targets its files import")
PY
}

# The check must reject a planted package: an import its target does not
# list (only in the transitive closure), an unused dependency, a stray
# re-export, a use of internals by a target not allowed them, and nothing in a comment, a string (with an interpolation
# holding a string) or a module that is not a target. It runs before every
# check, so a check that passes is one that could have failed.
run_self_test() {
    local fixture=$out/self-test
    rm -rf "$fixture"
    mkdir -p "$fixture/Sources/Low" "$fixture/Sources/Mid" "$fixture/Sources/High" "$fixture/Sources/Tool" \
        "$fixture/Sources/Other"
    printf 'import Mid\nprint(mid)\n' >"$fixture/Sources/Other/main.swift"
    cat >"$fixture/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Fixture",
    targets: [
        .target(name: "Low"),
        .target(name: "Mid", dependencies: ["Low"]),
        .target(name: "High", dependencies: ["Mid", "Low"]),
        .executableTarget(name: "Tool", dependencies: ["High", "Mid"]),
        .executableTarget(name: "Other", dependencies: ["Mid"]),
    ]
)
SWIFT
    echo 'public let low = 1' >"$fixture/Sources/Low/Low.swift"
    printf 'import Low\npublic let mid = low\n' >"$fixture/Sources/Mid/Mid.swift"
    printf 'import Mid\n// import Low\npublic let high = mid\n' >"$fixture/Sources/High/High.swift"
    cat >"$fixture/Sources/Tool/main.swift" <<'SWIFT'
#if canImport(Glibc)
import Glibc
#endif
@testable import High
  package import struct Low.Low
@_exported import Mid
let swift = """
    import Low
    \("import Low" + """
        import Low
        """)
    """
/* import Low /* nested */ import Low */
print(high, mid, #"import Low"#, swift)
SWIFT
    (cd "$fixture" && swift package --scratch-path "$PWD/.build" dump-package) >"$fixture/manifest.json"
    local status=0
    check "$fixture" "$fixture/manifest.json" "Sources/High/High.swift" "Mid=High,Tool" >"$out/self-test.log" 2>&1 \
        || status=$?
    local expected
    expected=$(cat <<'EOF'
Package.swift:8:54: error: 'High' lists 'Low', which none of its files imports
Package.swift:10:58: error: 'Other' lists 'Mid', whose declarations only High, Tool may use
Sources/Tool/main.swift:5:25: error: 'Tool' imports 'Low', which its target does not list in Package.swift
Sources/Tool/main.swift:6:19: error: 'Tool' re-exports 'Mid': a file that uses 'Mid' imports it itself (re-exports are for apps, in Sources/High/High.swift)
EOF
)
    if [ "$status" -ne 1 ] || [ "$(grep ': error: ' "$out/self-test.log")" != "$expected" ]; then
        cat "$out/self-test.log" >&2
        echo "error: self-test: the check did not report exactly the planted offences:" >&2
        echo "$expected" >&2
        return 1
    fi
}

if $self_test; then
    run_self_test
    cat "$out/self-test.log"
    echo "self-test passed: the planted offences were reported"
    exit 0
fi
run_self_test

# Its own scratch path, so that the check never waits for a build's lock.
swift package --scratch-path "$out/manifest" dump-package >"$out/manifest.json"
check . "$out/manifest.json" "$reexporters" "$internals"
