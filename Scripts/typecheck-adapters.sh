#!/usr/bin/env bash
# Type-checks the UIKit and SwiftUI adapters, and the examples that use
# them, on a machine without Apple's SDKs.
#
#   Scripts/typecheck-adapters.sh
#   SCRATCH=.build-mine Scripts/typecheck-adapters.sh   # another SwiftPM scratch path
#
# The adapter sources are wrapped in `#if canImport(UIKit)` and
# `#if canImport(SwiftUI)`, so `swift build` on Linux compiles them to empty
# modules. Here they are compiled for real against stub modules
# (Tests/AdapterStubs: CoreGraphics, Metal, QuartzCore, UIKit, SwiftUI),
# each declaration transcribed from Apple's documentation with its page,
# signature and availability. Putting the stubs on the module search path
# is what makes `canImport(UIKit)` true; the sources are used as they are.
#
# The examples use the typed path of the build plugin: the Swift that
# LayoutRulesPlugin generates for each Examples/*.layout file (with the
# plugin's `layoutc compile` arguments) is written to the build folder and
# compiled with the examples of each framework.
#
# Four checks, each of which fails the script:
#
# 1. Every adapter and example file parses (`swiftc -parse`).
# 2. Linux pass, Swift 6 language mode: the stubs, the adapters and the
#    examples type-check against the stubs and the real LayoutRules modules
#    (`swift build`), with strict concurrency: the stubs carry `@MainActor`
#    where Apple declares it. Linux ignores `@available(iOS ...)`.
#    A second Linux pass builds the stubs over Foundation (CoreGraphics and
#    UIKit re-export it, as on macOS), so Foundation's AffineTransform,
#    Bundle and NSCoder are in scope beside the adapters' names, and the
#    adapters and examples must still type-check.
# 3. iOS availability pass: the same sources, compiled for
#    arm64-apple-ios16.0 (the package's iOS platform, so every newer API
#    must be guarded) with the toolchain's Embedded Swift standard
#    library, the only iOS standard library a Linux toolchain has. Here
#    `@available(iOS 17.0, *)` is enforced. Embedded Swift has no
#    concurrency module, so `@MainActor` is stripped from copies of the
#    sources for this pass (isolation was checked in pass 2), and its
#    `EmbeddedRestrictions` diagnostics (existentials, metatypes: limits of
#    Embedded Swift's runtime, not of iOS) are ignored; any other error
#    fails. LayoutRules itself is seen through its public interface
#    (.swiftinterface, built here), recompiled for iOS.
#
# Then the stubs must reject known mistakes (Tests/AdapterStubs/Checks):
# a wrong argument label, a main-actor API called off the main actor (a
# view's property, UIAccessibility's status, a main-actor method from a
# notification block), and an iOS 17 or iOS 26 API used without an
# availability check (traitOverrides, a setting's trait,
# isInteractivelyResizing) must each fail with the expected message, or
# the stubs have stopped checking anything.
#
# Examples that load rules with LayoutRulesFoundation (Foundation's
# Bundle) are left out of pass 3: there is no Foundation for it.
#
# Nothing here runs the adapters: they are compiled and run only on Apple
# platforms. See docs/Adapters.md.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${SCRATCH:-.build}
out=$scratch/adapter-typecheck
stubs=Tests/AdapterStubs
rm -rf "$out"
mkdir -p "$out/linux" "$out/foundation" "$out/ios" "$out/interfaces" "$out/ios-interfaces" "$out/ios-sources" \
    "$out/cache" "$out/generated"

uikit_sources=(Sources/LayoutRulesUIKit/*.swift)
swiftui_sources=(Sources/LayoutRulesSwiftUI/*.swift)
uikit_examples=(Examples/UIKit/*.swift)
swiftui_examples=(Examples/SwiftUI/*.swift)

step() { printf '== %s\n' "$*"; }

# --- 1. Parse ---------------------------------------------------------------
step "swiftc -parse: every adapter and example file"
for file in "${uikit_sources[@]}" "${swiftui_sources[@]}" "${uikit_examples[@]}" "${swiftui_examples[@]}" "$stubs"/*.swift; do
    swiftc -parse "$file"
done

# --- 2. Linux pass ----------------------------------------------------------
step "swift build: the LayoutRules modules and layoutc"
swift build --scratch-path "$scratch" --target LayoutRulesFoundation >/dev/null
swift build --scratch-path "$scratch" --product layoutc >/dev/null
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
modules="$bin/Modules"  # SwiftPM 6 keeps .swiftmodule files here
[ -d "$modules" ] || modules="$bin"

# What LayoutRulesPlugin generates for an app target that links LayoutRules
# (Plugins/LayoutRulesPlugin: the type is the file's stem + "Layout").
step "layoutc compile --emit swift: the examples' generated rules"
for layout in Examples/*.layout; do
    type="$(basename "$layout" .layout)Layout"
    NO_COLOR=1 "$bin/layoutc" compile --emit swift --type-name "$type" --access internal --library-bridge auto \
        -o "$out/generated/$type.swift" "$layout"
done
generated=("$out"/generated/*.swift)
uikit_examples+=("${generated[@]}")
swiftui_examples+=("${generated[@]}")

# Member import visibility, as Package.swift builds every target: a file
# uses the members of the modules it imports, not of whatever is loaded.
linux=(-swift-version 6 -enable-upcoming-feature MemberImportVisibility -I "$out/linux" -I "$modules" -module-cache-path "$out/cache")

step "Linux pass: stubs, adapters and examples, Swift 6"
# The stubs are built with library evolution so that their enums, like
# Apple's NS_ENUMs, are not frozen: a switch over them needs @unknown default.
for stub in CoreGraphics Metal QuartzCore UIKit SwiftUI; do
    swiftc -emit-module -parse-as-library -enable-library-evolution -module-name "$stub" \
        "$stubs/$stub.swift" -emit-module-path "$out/linux/$stub.swiftmodule" "${linux[@]}"
done
swiftc -emit-module -parse-as-library -warnings-as-errors -module-name LayoutRulesUIKit "${uikit_sources[@]}" \
    -emit-module-path "$out/linux/LayoutRulesUIKit.swiftmodule" "${linux[@]}"
swiftc -emit-module -parse-as-library -warnings-as-errors -module-name LayoutRulesSwiftUI "${swiftui_sources[@]}" \
    -emit-module-path "$out/linux/LayoutRulesSwiftUI.swiftmodule" "${linux[@]}"
# The guards were really open: the modules have their declarations.
swiftc -typecheck "$stubs/Checks/Guards.swift" "${linux[@]}"
swiftc -typecheck -parse-as-library -warnings-as-errors -module-name UIKitExamples "${uikit_examples[@]}" "${linux[@]}"
swiftc -typecheck -parse-as-library -warnings-as-errors -module-name SwiftUIExamples "${swiftui_examples[@]}" "${linux[@]}"

# `layoutc export`: swift-snapshot-testing configurations against a stub of
# its ViewImageConfig (Tests/AdapterStubs/SnapshotTesting.swift, over the
# UIKit stub), and the SwiftUI preview helper, each in both name styles and
# with every model and window; a use of the result proves the `#if
# canImport(UIKit)` / `canImport(SwiftUI)` guard was open.
step "layoutc export: snapshot configurations and previews, Swift 6"
swiftc -emit-module -parse-as-library -enable-library-evolution -module-name SnapshotTesting \
    "$stubs/SnapshotTesting.swift" -emit-module-path "$out/linux/SnapshotTesting.swiftmodule" "${linux[@]}"
mkdir -p "$out/export"
for names in underscore camel; do
    NO_COLOR=1 "$bin/layoutc" export snapshot-configs --models all --names "$names" --access public \
        -o "$out/export/Snapshot-$names.swift"
    printf 'import SnapshotTesting\nlet _ = ViewImageConfig.layoutRulesDevices.count\n' >"$out/export/main.swift"
    swiftc -typecheck -warnings-as-errors -module-name SnapshotConfigs "$out/export/Snapshot-$names.swift" \
        "$out/export/main.swift" "${linux[@]}"
done
NO_COLOR=1 "$bin/layoutc" export previews --models all -o "$out/export/Previews.swift"
printf 'import SwiftUI\nlet _ = LayoutRulesPreviews.windows.count + LayoutRulesPreviews.devices.count\n' >"$out/export/main.swift"
swiftc -typecheck -warnings-as-errors -module-name Previews "$out/export/Previews.swift" "$out/export/main.swift" "${linux[@]}"

step "Linux pass over Foundation: AffineTransform, Bundle and NSCoder in scope too"
foundation=(-swift-version 6 -enable-upcoming-feature MemberImportVisibility -I "$out/foundation" -I "$modules" -module-cache-path "$out/cache" -D STUBS_FOUNDATION)
for stub in CoreGraphics Metal QuartzCore UIKit SwiftUI; do
    # -suppress-warnings: Foundation is not built for library evolution,
    # which only matters for binary compatibility, not here.
    swiftc -emit-module -parse-as-library -enable-library-evolution -suppress-warnings -module-name "$stub" \
        "$stubs/$stub.swift" -emit-module-path "$out/foundation/$stub.swiftmodule" "${foundation[@]}"
done
swiftc -emit-module -parse-as-library -warnings-as-errors -module-name LayoutRulesUIKit "${uikit_sources[@]}" \
    -emit-module-path "$out/foundation/LayoutRulesUIKit.swiftmodule" "${foundation[@]}"
swiftc -emit-module -parse-as-library -warnings-as-errors -module-name LayoutRulesSwiftUI "${swiftui_sources[@]}" \
    -emit-module-path "$out/foundation/LayoutRulesSwiftUI.swiftmodule" "${foundation[@]}"
# The name really is there twice: Foundation's and LayoutRules' views of a transform.
swiftc -typecheck "$stubs/Checks/FoundationNames.swift" "${foundation[@]}"
swiftc -typecheck -parse-as-library -warnings-as-errors -module-name UIKitExamples "${uikit_examples[@]}" "${foundation[@]}"
swiftc -typecheck -parse-as-library -warnings-as-errors -module-name SwiftUIExamples "${swiftui_examples[@]}" "${foundation[@]}"

# --- 3. iOS availability pass -----------------------------------------------
ios_target=arm64-apple-ios16.0
ios=(-target "$ios_target" -enable-experimental-feature Embedded -Xfrontend -disable-target-os-checking -wmo
    -swift-version 5 -I "$out/ios" -module-cache-path "$out/cache" -diagnostic-style llvm)

# Runs a compiler command of the iOS pass; fails on any error except
# Embedded Swift's own restrictions, and on a failure that printed none.
embedded() {
    local log="$out/last.log" status=0
    "$@" >"$log" 2>&1 || status=$?
    local others
    others=$(grep -E ': error: ' "$log" | grep -v '\[#EmbeddedRestrictions\]' || true)
    if [ -n "$others" ]; then
        # Name the files as they are in the repository, not the copies.
        printf '%s\n' "$others" | sed -e "s|$out/ios-sources/LayoutRulesUIKit/|Sources/LayoutRulesUIKit/|" \
            -e "s|$out/ios-sources/LayoutRulesSwiftUI/|Sources/LayoutRulesSwiftUI/|" \
            -e "s|$out/ios-sources/UIKitExamples/|Examples/UIKit/|" -e "s|$out/ios-sources/SwiftUIExamples/|Examples/SwiftUI/|" \
            -e "s|$out/ios-sources/stubs/|$stubs/|" >&2
        return 1
    fi
    # The ignored restrictions, for the record.
    grep -E ': error: .*\[#EmbeddedRestrictions\]' "$log" >>"$out/embedded-restrictions.log" || true
    if [ "$status" -ne 0 ] && ! grep -q '\[#EmbeddedRestrictions\]' "$log"; then
        cat "$log" >&2
        return 1
    fi
}

# A copy of the sources without @MainActor, which Embedded Swift cannot
# resolve (it has no _Concurrency module).
strip_actors() {
    local dir="$out/ios-sources/$1" file
    shift
    mkdir -p "$dir"
    for file in "$@"; do
        sed -e 's/@MainActor[[:space:]]*//g' "$file" >"$dir/$(basename "$file")"
    done
}

step "iOS pass: LayoutRules' public interface, for $ios_target"
core_modules=(LayoutRulesBase LayoutRulesDevices LayoutRulesPresets LayoutRulesSyntax LayoutRulesSemantics
    LayoutRulesCompiler LayoutRulesRuntime LayoutRules)
for module in "${core_modules[@]}"; do
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
    swiftc -emit-module -parse-as-library -wmo -language-mode 6 -enable-library-evolution -module-name "$module" -package-name LayoutRules \
        "${sources[@]}" -I "$out/interfaces" -module-cache-path "$out/cache" \
        -emit-module-path "$out/interfaces/$module.swiftmodule" \
        -emit-module-interface-path "$out/interfaces/$module.swiftinterface" \
        -Xfrontend -experimental-skip-non-inlinable-function-bodies
    # The interface, retargeted: Embedded Swift has neither library
    # evolution nor the concurrency and string-processing modules.
    sed -e "s/-target [^ ]*/-target $ios_target/" -e 's/-enable-library-evolution//' \
        -e '/^import _Concurrency$/d' -e '/^import _StringProcessing$/d' -e '/^import _SwiftConcurrencyShims$/d' \
        "$out/interfaces/$module.swiftinterface" >"$out/ios-interfaces/$module.swiftinterface"
    # The package name too: inlinable code in the interface uses the
    # modules' `package` types, which are out of reach without it.
    embedded swiftc -frontend -emit-module -parse-as-library -module-name "$module" -package-name LayoutRules \
        "$out/ios-interfaces/$module.swiftinterface" -emit-module-path "$out/ios/$module.swiftmodule" \
        -target "$ios_target" -enable-experimental-feature Embedded -disable-target-os-checking -wmo \
        -I "$out/ios" -module-cache-path "$out/cache" -diagnostic-style llvm \
        -experimental-allow-module-with-compiler-errors
    [ -f "$out/ios/$module.swiftmodule" ]
done

step "iOS pass: stubs, adapters and examples, for $ios_target"
for stub in CoreGraphics Metal QuartzCore UIKit SwiftUI; do
    strip_actors "stubs" "$stubs/$stub.swift"
    embedded swiftc -emit-module -parse-as-library -module-name "$stub" "$out/ios-sources/stubs/$stub.swift" \
        -emit-module-path "$out/ios/$stub.swiftmodule" "${ios[@]}" \
        -Xfrontend -experimental-allow-module-with-compiler-errors
    [ -f "$out/ios/$stub.swiftmodule" ]
done
strip_actors LayoutRulesUIKit "${uikit_sources[@]}"
embedded swiftc -emit-module -parse-as-library -module-name LayoutRulesUIKit "$out/ios-sources/LayoutRulesUIKit"/*.swift \
    -emit-module-path "$out/ios/LayoutRulesUIKit.swiftmodule" "${ios[@]}" \
    -Xfrontend -experimental-allow-module-with-compiler-errors
[ -f "$out/ios/LayoutRulesUIKit.swiftmodule" ]
strip_actors LayoutRulesSwiftUI "${swiftui_sources[@]}"
embedded swiftc -typecheck -parse-as-library -module-name LayoutRulesSwiftUI \
    "$out/ios-sources/LayoutRulesSwiftUI"/*.swift "${ios[@]}"
embedded swiftc -emit-module -parse-as-library -module-name LayoutRulesSwiftUI "$out/ios-sources/LayoutRulesSwiftUI"/*.swift \
    -emit-module-path "$out/ios/LayoutRulesSwiftUI.swiftmodule" "${ios[@]}" \
    -Xfrontend -experimental-allow-module-with-compiler-errors
[ -f "$out/ios/LayoutRulesSwiftUI.swiftmodule" ]
mapfile -t portable_uikit < <(grep -L '^import LayoutRulesFoundation' "${uikit_examples[@]}")
mapfile -t portable_swiftui < <(grep -L '^import LayoutRulesFoundation' "${swiftui_examples[@]}")
strip_actors UIKitExamples "${portable_uikit[@]}"
strip_actors SwiftUIExamples "${portable_swiftui[@]}"
embedded swiftc -typecheck -parse-as-library -module-name UIKitExamples "$out/ios-sources/UIKitExamples"/*.swift "${ios[@]}"
embedded swiftc -typecheck -parse-as-library -module-name SwiftUIExamples "$out/ios-sources/SwiftUIExamples"/*.swift "${ios[@]}"

step "iOS pass: no deprecated UIKit API where the newest iOS runs (arm64-apple-ios26.0)"
# Swift warns of a deprecation only from the deployment target that
# deprecates it, so the iOS 16 pass cannot see an iOS 17 or 26 API used
# where its replacement is available. Compiled for iOS 26, the UIKit
# adapter and its examples must not warn of any: the old APIs stay
# behind `if #available ... else` (whose else branch the compiler knows
# runs on older systems only) or in declarations marked deprecated.
newest=(-target arm64-apple-ios26.0 "${ios[@]:2}")
deprecations() {
    local log="$out/deprecations.log"
    "$@" >"$log" 2>&1 || true
    if grep -E 'warning: .*\[#DeprecatedDeclaration\]' "$log" >&2; then
        echo "error: deprecated API used on iOS 26 (see above)" >&2
        return 1
    fi
}
deprecations swiftc -emit-module -parse-as-library -module-name LayoutRulesUIKit "$out/ios-sources/LayoutRulesUIKit"/*.swift \
    -emit-module-path "$out/ios-newest-LayoutRulesUIKit.swiftmodule" "${newest[@]}" \
    -Xfrontend -experimental-allow-module-with-compiler-errors
deprecations swiftc -typecheck -parse-as-library -module-name UIKitExamples "$out/ios-sources/UIKitExamples"/*.swift "${newest[@]}"

# --- 4. The stubs catch mistakes ------------------------------------------
# Each check file must fail to compile, with the message that names the
# mistake.
expect_failure() {
    local name=$1 expected=$2
    shift 2
    local log="$out/check-$name.log"
    if "$@" >"$log" 2>&1; then
        echo "error: Tests/AdapterStubs/Checks/$name.swift compiled, but the stubs should reject it" >&2
        return 1
    fi
    if ! grep -q -- "$expected" "$log"; then
        echo "error: Tests/AdapterStubs/Checks/$name.swift failed, but not with \"$expected\":" >&2
        cat "$log" >&2
        return 1
    fi
    echo "   rejected as expected: $name ($expected)"
}

step "the stubs reject known mistakes"
expect_failure WrongLabel "incorrect argument label in call (have '_:for:', expected '_:forChild:')" \
    swiftc -typecheck "$stubs/Checks/WrongLabel.swift" "${linux[@]}"
expect_failure OffMainActor "main actor-isolated" \
    swiftc -typecheck "$stubs/Checks/OffMainActor.swift" "${linux[@]}"
expect_failure AccessibilityOffMainActor "main actor-isolated static property 'isReduceMotionEnabled'" \
    swiftc -typecheck "$stubs/Checks/AccessibilityOffMainActor.swift" "${linux[@]}"
# The block's isolation is checked against the stub's transcription and
# against Linux Foundation's own NotificationCenter.
expect_failure UnhoppedNotification "in a synchronous nonisolated context" \
    swiftc -typecheck "$stubs/Checks/UnhoppedNotification.swift" "${linux[@]}"
expect_failure UnhoppedNotification "in a synchronous nonisolated context" \
    swiftc -typecheck "$stubs/Checks/UnhoppedNotification.swift" "${foundation[@]}"
strip_actors checks "$stubs/Checks/MissingAvailability.swift"
expect_failure MissingAvailability "is only available in iOS 17.0 or newer" \
    swiftc -typecheck "$out/ios-sources/checks/MissingAvailability.swift" "${ios[@]}"
strip_actors checks "$stubs/Checks/UnguardedResizing.swift"
expect_failure UnguardedResizing "is only available in iOS 26.0 or newer" \
    swiftc -typecheck "$out/ios-sources/checks/UnguardedResizing.swift" "${ios[@]}"
strip_actors checks "$stubs/Checks/UnguardedSettingTrait.swift"
expect_failure UnguardedSettingTrait "'UITraitPreferredContentSizeCategory' is only available in iOS 17.0 or newer" \
    swiftc -typecheck "$out/ios-sources/checks/UnguardedSettingTrait.swift" "${ios[@]}"
# And the availability pass does reject what Linux lets through: the same
# files type-check in the Linux pass.
swiftc -typecheck "$stubs/Checks/MissingAvailability.swift" "${linux[@]}"
swiftc -typecheck "$stubs/Checks/UnguardedResizing.swift" "${linux[@]}"
swiftc -typecheck "$stubs/Checks/UnguardedSettingTrait.swift" "${linux[@]}"

step "adapters and examples type-check against the stubs"
