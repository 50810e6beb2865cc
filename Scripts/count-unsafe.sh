#!/usr/bin/env bash
# Counts the raw-pointer constructs of the compiler, the runtime and the
# base library, per file, in two columns:
#   pointers   each occurrence of a pointer type, a `withUnsafe…` scope, a
#              rebinding (`assumingMemoryBound`, `bindMemory`), a pointer
#              made from a bit pattern, an `unsafeBitCast`, an unchecked
#              unwrap or a raw `.allocate(`;
#   arithmetic each truncating conversion and wrapping operator (`&+`,
#              `&-`, `&*`, `&<<`, `&>>` and their compound forms).
# Comment lines are left out. `--total` prints only the sums.
set -euo pipefail
cd "$(dirname "$0")/.."
pointers='Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|withUnsafe[A-Za-z]*|assumingMemoryBound|bindMemory|bitPattern: *[0-9]|unsafeBitCast|unsafelyUnwrapped|\.allocate\('
arithmetic='truncatingIfNeeded|&[-+*]=?|&<<|&>>'
count() { grep -v '^ *//' "$2" | grep -oE "$1" | wc -l || true; }
totalPointers=0
totalArithmetic=0
rows=""
for file in $(find Sources/LayoutRulesCompiler Sources/LayoutRulesRuntime Sources/LayoutRulesBase -name '*.swift' | sort); do
    p=$(count "$pointers" "$file")
    a=$(count "$arithmetic" "$file")
    if [ $((p + a)) -gt 0 ]; then
        rows+="$(printf '%8d %10d  %s' "$p" "$a" "${file#Sources/}")"$'\n'
        totalPointers=$((totalPointers + p))
        totalArithmetic=$((totalArithmetic + a))
    fi
done
if [ "${1:-}" != "--total" ]; then
    echo "pointers arithmetic  file"
    printf '%s' "$rows" | sort -k1,1nr -k2,2nr -k3
fi
printf '%8d %10d  total\n' "$totalPointers" "$totalArithmetic"
