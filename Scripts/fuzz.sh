#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/.
#
#   Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER-ARGS...]   run one target (bytes or grammar)
#   Scripts/fuzz.sh ci                                   each target for $FUZZ_CI_SECONDS (60) seconds
#   Scripts/fuzz.sh build [TARGET...]                    build only
#   Scripts/fuzz.sh repro TARGET FILE...                 replay crash files (no fuzzing)
#   Scripts/fuzz.sh minimize TARGET CRASH-FILE [SECONDS] shrink a crash with -minimize_crash=1
#
# The library's targets are compiled with plain swiftc, in dependency order,
# from a snapshot of Sources/LayoutRules* into static libraries instrumented
# with -sanitize=fuzzer,address; each fuzz target (Fuzz/Common +
# Fuzz/<Target>) links them. They share the package name, so the fuzzers see
# the library's `package` declarations as the CLI does. Nothing here touches Package.swift or the normal .build:
# `swift build` and `swift test` never see these flags.
#
# LayoutEnvironment:
#   FUZZ_BUILD   build directory (default: .build-fuzz, ignored by git)
#   FUZZ_JOBS    libFuzzer -jobs/-workers (default 1)
#   FUZZ_MAX_LEN -max_len (default 4096 for bytes, 2048 for grammar)
#   FUZZ_CI_SECONDS  seconds per target in ci mode (default 60)
#   FUZZ_SANITIZE    sanitizers (default fuzzer,address)
#   FUZZ_KEEP_LIB    set: reuse the built library even if the sources changed
#
# Corpora: Fuzz/corpus/<target>/ holds the committed seeds; the seeds
# assembled from Examples/, the presets and the test corpus go to
# $FUZZ_BUILD/seeds/<target>/; what libFuzzer finds goes to
# Fuzz/work/<target>/ (git-ignored). Crashes land in Fuzz/artifacts/.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
BUILD=${FUZZ_BUILD:-$ROOT/.build-fuzz}
SANITIZE=${FUZZ_SANITIZE:-fuzzer,address}
TARGETS=(bytes grammar)
# A crashing Swift process starts swift-backtrace, which can hang for 30 s
# and makes ASan print a spurious stack-buffer-underflow.
export SWIFT_BACKTRACE=enable=no
# Leak reports from the Swift runtime's caches are noise here; short
# allocation stacks and a small quarantine roughly double the speed
# (Swift code seldom frees memory twice, it traps instead).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:malloc_context_size=6:quarantine_size_mb=32}

die() { echo "fuzz.sh: $*" >&2; exit 2; }

usage() {
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

target_dir() {
    case "$1" in
        bytes) echo "$ROOT/Fuzz/Bytes" ;;
        grammar) echo "$ROOT/Fuzz/Grammar" ;;
        *) die "unknown target '$1' (targets: ${TARGETS[*]})" ;;
    esac
}

# The library, built once per distinct source snapshot. Copying first
# means an edit made while swiftc runs cannot break the build half-way.
# The library's targets in dependency order (Package.swift).
MODULES=(LayoutRulesBase LayoutRulesDevices LayoutRulesPresets LayoutRulesSyntax LayoutRulesSemantics
    LayoutRulesCompiler LayoutRulesRuntime LayoutRulesCodegen LayoutRulesTooling LayoutRules)

build_library() {
    mkdir -p "$BUILD/lib"
    if [[ -n ${FUZZ_KEEP_LIB:-} && -f "$BUILD/lib/libLayoutRules.a" && -f "$BUILD/lib/LayoutRules.swiftmodule" ]]; then return; fi
    local snapshot="$BUILD/src.new" module
    rm -rf "$snapshot"
    mkdir -p "$snapshot"
    for module in "${MODULES[@]}"; do
        mkdir -p "$snapshot/$module"
        cp -R "$ROOT/Sources/$module/." "$snapshot/$module/"
    done
    local stamp
    stamp=$( (cd "$snapshot" && find . -name '*.swift' -print0 | sort -z | xargs -0 cat; echo "$SANITIZE") | sha1sum | cut -c1-16)
    if [[ -f "$BUILD/lib/stamp" && "$(cat "$BUILD/lib/stamp")" == "$stamp" && -f "$BUILD/lib/libLayoutRules.a" ]]; then
        rm -rf "$snapshot"
        return
    fi
    echo "fuzz.sh: compiling the library with -sanitize=$SANITIZE (about 1-2 minutes)" >&2
    rm -rf "$BUILD/lib.new"
    mkdir -p "$BUILD/lib.new"
    local ok=1
    for module in "${MODULES[@]}"; do
        local sources=()
        while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$snapshot/$module" -name '*.swift' -print0 | sort -z)
        if ! swiftc -O -g -wmo -parse-as-library -sanitize="$SANITIZE" \
            -module-name "$module" -package-name LayoutRules -emit-library -static \
            -I "$BUILD/lib.new" -emit-module -emit-module-path "$BUILD/lib.new/$module.swiftmodule" \
            "${sources[@]}" -o "$BUILD/lib.new/lib$module.a"; then
            ok=0
            break
        fi
    done
    if [[ $ok == 1 ]]; then
        echo "$stamp" > "$BUILD/lib.new/stamp"
        rm -rf "$BUILD/lib" "$BUILD/src"
        mv "$BUILD/lib.new" "$BUILD/lib"
        mv "$snapshot" "$BUILD/src"
    elif [[ -f "$BUILD/lib/libLayoutRules.a" && -f "$BUILD/lib/LayoutRules.swiftmodule" ]]; then
        # Someone's edit in progress: fuzz the last library that built.
        echo "fuzz.sh: warning: the library does not compile now; using the library built before" >&2
        rm -rf "$BUILD/lib.new" "$snapshot"
    else
        die "the library does not compile"
    fi
}

build_target() {
    local target=$1 dir
    dir=$(target_dir "$target")
    build_library
    local binary="$BUILD/fuzz-$target"
    local sources=("$ROOT"/Fuzz/Common/*.swift "$dir"/*.swift)
    if [[ -x "$binary" && "$binary" -nt "$BUILD/lib/libLayoutRules.a" ]]; then
        local newer=0 file
        for file in "${sources[@]}"; do [[ "$file" -nt "$binary" ]] && newer=1; done
        [[ $newer == 0 ]] && return
    fi
    echo "fuzz.sh: linking fuzz-$target" >&2
    local libraries=() module
    for module in "${MODULES[@]}"; do libraries+=("-l$module"); done
    swiftc -O -g -parse-as-library -sanitize="$SANITIZE" -use-ld=lld -package-name LayoutRules \
        -I "$BUILD/lib" -L "$BUILD/lib" "${libraries[@]}" -lm \
        "${sources[@]}" -o "$binary"
}

# Seeds that follow the sources: the examples (Dashboard with its import,
# through the `%%% PATH` file marker of the bytes target), the presets
# (Sources/LayoutRulesPresets/Rules), the test corpus and the golden
# fixtures.
assemble_seeds() {
    local target=$1 out="$BUILD/seeds/$1"
    rm -rf "$out"
    mkdir -p "$out"
    [[ $target == bytes ]] || return 0
    local file name
    for file in Examples/*.layout Examples/shared/*.layout Tests/LayoutRulesTests/Fixtures/*.layout; do
        [[ -f $file ]] && cp "$file" "$out/$(echo "$file" | tr '/' '_')"
    done
    { cat Examples/Dashboard.layout; echo; echo "%%% shared/Breakpoints.layout"; cat Examples/shared/Breakpoints.layout; } \
        > "$out/Examples_Dashboard_with_import.layout"
    while IFS= read -r -d '' file; do
        name=$(echo "${file#Tests/LayoutRulesTests/Corpus/}" | tr '/' '_')
        cp "$file" "$out/corpus_$name"
    done < <(find Tests/LayoutRulesTests/Corpus -name '*.layout' -print0)
    for file in Sources/LayoutRulesPresets/Rules/*.layout; do
        [[ -f $file ]] && cp "$file" "$out/preset_$(basename "$file")"
    done
    find Tests -name '*.json' -path '*evices*' -size -64k -print0 2>/dev/null | while IFS= read -r -d '' file; do
        cp "$file" "$out/json_$(basename "$file")"
    done
}

run_target() {
    local target=$1 seconds=$2
    shift 2
    build_target "$target"
    assemble_seeds "$target"
    local work="$ROOT/Fuzz/work/$target"
    mkdir -p "$work" "$ROOT/Fuzz/artifacts/$target"
    local max_len=${FUZZ_MAX_LEN:-$([[ $target == bytes ]] && echo 4096 || echo 2048)}
    local jobs=${FUZZ_JOBS:-1}
    local args=(
        -max_total_time="$seconds" -max_len="$max_len" -timeout=25 -rss_limit_mb=4096
        -artifact_prefix="$ROOT/Fuzz/artifacts/$target/" -print_final_stats=1
        -dict="$ROOT/Fuzz/layout.dict"
    )
    [[ $jobs -gt 1 ]] && args+=(-jobs="$jobs" -workers="$jobs")
    echo "fuzz.sh: running $target for ${seconds}s" >&2
    "$BUILD/fuzz-$target" "${args[@]}" "$@" "$work" "$ROOT/Fuzz/corpus/$target" "$BUILD/seeds/$target"
}

[[ $# -ge 1 ]] || usage
case "$1" in
    -h|--help) usage ;;
    build)
        shift
        for target in "${@:-${TARGETS[@]}}"; do build_target "$target"; done
        ;;
    ci)
        seconds=${FUZZ_CI_SECONDS:-60}
        status=0
        for target in "${TARGETS[@]}"; do
            run_target "$target" "$seconds" || status=$?
            [[ $status == 0 ]] || break
        done
        exit $status
        ;;
    repro)
        [[ $# -ge 3 ]] || usage
        target=$2
        shift 2
        build_target "$target"
        "$BUILD/fuzz-$target" -runs=1 "$@"
        ;;
    minimize)
        [[ $# -ge 3 ]] || usage
        build_target "$2"
        "$BUILD/fuzz-$2" -minimize_crash=1 -max_total_time="${4:-60}" \
            -exact_artifact_path="$3.min" "$3" || true
        echo "fuzz.sh: minimised input in $3.min" >&2
        ;;
    bytes|grammar)
        [[ $# -ge 2 ]] || usage
        run_target "$@"
        ;;
    *) usage ;;
esac
