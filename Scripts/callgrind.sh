#!/usr/bin/env bash
# Instructions per evaluation on the apple preset, counted by callgrind.
#
#   Scripts/callgrind.sh                 # print the counts
#   Scripts/callgrind.sh --bench [ARGS]  # then run layoutc-bench ARGS, which reports
#                                        # the count as instructions_per_eval_apple
#   e.g. Scripts/callgrind.sh --bench --quick --json bench.json
#
# One evaluation is what an app does on a size change: `match`, then both
# traits as value keys (RuleSet.valueKey(_:at:)), folded into a checksum.
# The loop runs in a function of its own (`layoutc-bench --instruction-loop`),
# which callgrind alone collects (--toggle-collect), so compiling the preset
# and starting the process count for nothing; the loop's own overhead (the
# environment read from an array, the checksum) is included, as it is in the
# hand-written baseline's count printed beside it. The machine has no
# hardware counters (no `perf stat`), hence valgrind, which is installed from
# Debian's packages when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

bench=false
if [[ "${1:-}" == "--bench" ]]; then
    bench=true
    shift
fi

if ! command -v valgrind > /dev/null 2>&1; then
    echo "callgrind.sh: installing valgrind from Debian's packages" >&2
    sudo=""
    if [[ "$(id -u)" -ne 0 ]]; then sudo="sudo"; fi
    $sudo apt-get update
    $sudo apt-get install -y valgrind
fi

swift build -c release --product layoutc-bench >&2
binary="$(swift build -c release --show-bin-path)/layoutc-bench"
iterations=200000

# count LOOP FUNCTION: instructions per iteration of `--instruction-loop LOOP`,
# collected inside the Swift function FUNCTION of InstructionLoops.
count() {
    local loop=$1 function=$2 output
    output="$(mktemp)"
    valgrind --tool=callgrind --callgrind-out-file="$output" \
        "--toggle-collect=*InstructionLoopsO${#function}${function}*" \
        "$binary" --instruction-loop "$loop" "$iterations" > /dev/null 2> "$output.log"
    local collected
    collected="$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$output.log")"
    rm -f "$output" "$output.log"
    if [[ -z "$collected" ]]; then
        echo "callgrind.sh: callgrind collected nothing for $loop" >&2
        exit 1
    fi
    awk -v total="$collected" -v n="$iterations" 'BEGIN { printf "%.1f", total / n }'
}

apple="$(count apple appleLibrary)"
handwritten="$(count apple-handwritten appleHandwritten)"
dashboard="$(count dashboard dashboardLibrary)"
dashboardHandwritten="$(count dashboard-handwritten dashboardHandwritten)"
echo "instructions per evaluation, apple preset: $apple (hand-written Swift: $handwritten; target <= 150)"
echo "instructions per evaluation, Dashboard (8 traits): $dashboard (hand-written Swift: $dashboardHandwritten)"

if $bench; then
    "$binary" --instructions-per-eval-apple "$apple" "$@"
fi
