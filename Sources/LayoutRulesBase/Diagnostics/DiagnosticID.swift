/// A stable identifier for one kind of mistake, such as `unknown-feature`.
///
/// Every ID is listed here, sorted, and in Grammar.md beside the construct
/// that raises it, with its severity. The raw value is what the renderers
/// print and `--warnings-as-errors` uses; it never changes once released,
/// so tools may match on it.
///
///     if compilation.diagnostics.contains(where: { $0.id == .uncoveredTrait }) { ... }
package enum DiagnosticID: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `cannot-read-file` (error): a file given to the checker cannot be read.
    case cannotReadFile = "cannot-read-file"
    /// `custom-media-cycle` (error): a custom media definition refers back to itself.
    case customMediaCycle = "custom-media-cycle"
    /// `custom-media-redefined` (warning): a custom media name is defined again; the later definition
    /// wins.
    case customMediaRedefined = "custom-media-redefined"
    /// `custom-media-too-deep` (error): custom media references nest deeper than the limit.
    case customMediaTooDeep = "custom-media-too-deep"
    /// `custom-media-too-large` (error): a custom media reference expands to more condition nodes than
    /// the limit.
    case customMediaTooLarge = "custom-media-too-large"
    /// `device-value-out-of-range` (error): a device size, scale or inset out of range (not positive,
    /// or past ``DeviceProfile/maxPoints``, ``DeviceProfile/maxScale``, ``DeviceProfile/maxPixels``), a
    /// phone or pad wider than tall, or a window larger than the screen.
    case deviceValueOutOfRange = "device-value-out-of-range"
    /// `division-by-zero` (error): a divisor known to be zero when compiling.
    case divisionByZero = "division-by-zero"
    /// `duplicate-config-key` (error): a key of `layoutrules.json`, or a rule file of its `typeNames`,
    /// given twice.
    case duplicateConfigKey = "duplicate-config-key"
    /// `duplicate-device` (error): a device name or alias that another device in the compilation (or
    /// JSON file) already uses.
    case duplicateDevice = "duplicate-device"
    /// `duplicate-device-property` (error): a device property, window or JSON key set twice.
    case duplicateDeviceProperty = "duplicate-device-property"
    /// `duplicate-property` (error): a layout property is set twice in one region.
    case duplicateProperty = "duplicate-property"
    /// `duplicate-region` (error): two sibling regions have the same name.
    case duplicateRegion = "duplicate-region"
    /// `duplicate-trait` (error): a trait is set twice in one `traits` block.
    case duplicateTrait = "duplicate-trait"
    /// `expected-at-keyword-name` (error): an `@` is not followed by a name.
    case expectedAtKeywordName = "expected-at-keyword-name"
    /// `expected-custom-media-name` (error): `@custom-media` is not followed by a `--name`.
    case expectedCustomMediaName = "expected-custom-media-name"
    /// `expected-media-query` (error): a query list or one of its entries is empty.
    case expectedMediaQuery = "expected-media-query"
    /// `expected-statement` (error): a token that cannot start a statement in this place.
    case expectedStatement = "expected-statement"
    /// `expected-token` (error): the parser expected something else here (the message says what).
    case expectedToken = "expected-token"
    /// `extra-layout-value` (error): a layout property given two values where it takes one.
    case extraLayoutValue = "extra-layout-value"
    /// `feature-without-parentheses` (error): a media feature written without its parentheses.
    case featureWithoutParentheses = "feature-without-parentheses"
    /// `file-too-large` (error): the file is larger than the limit.
    case fileTooLarge = "file-too-large"
    /// `function-token-in-query` (error): `and(`, `or(` or `not(` in a media query, which CSS reads
    /// as a function; the fix-it inserts a space before `(`.
    case functionTokenInQuery = "function-token-in-query"
    /// `import-cycle` (error): a file imports itself, directly or indirectly.
    case importCycle = "import-cycle"
    /// `import-not-found` (error): an imported file does not exist, cannot be read or is not a regular
    /// file.
    case importNotFound = "import-not-found"
    /// `import-too-deep` (error): imports nest deeper than the limit.
    case importTooDeep = "import-too-deep"
    /// `invalid-config-value` (error): a `layoutrules.json` value of the wrong kind, an access level
    /// other than `internal` or `public`, a type name that is not a usable Swift identifier or is given
    /// twice, or a `typeNames` key that is not a rule file beside the configuration.
    case invalidConfigValue = "invalid-config-value"
    /// `invalid-device-value` (error): a device value of the wrong kind or count, an empty device name,
    /// or a JSON device file that is not an array of objects.
    case invalidDeviceValue = "invalid-device-value"
    /// `invalid-double-range` (error): a double range with `=`, with comparisons pointing different
    /// ways, or starting with the name.
    case invalidDoubleRange = "invalid-double-range"
    /// `invalid-json` (error): a JSON device file, or the build plugin's `layoutrules.json`, that is
    /// not valid JSON (the message says what was expected).
    case invalidJson = "invalid-json"
    /// `invalid-layout-unit` (error): a unit a layout value does not accept (lengths are points, angles
    /// `deg`/`rad`/`grad`/`turn`).
    case invalidLayoutUnit = "invalid-layout-unit"
    /// `invalid-ratio` (error): a ratio with a negative part.
    case invalidRatio = "invalid-ratio"
    /// `invalid-unit` (error): a unit (or a percentage) the feature, trait or device property does not
    /// accept.
    case invalidUnit = "invalid-unit"
    /// `invalid-utf8` (error): a byte that is not well-formed UTF-8 (in a rules file or a JSON device
    /// file).
    case invalidUtf8 = "invalid-utf8"
    /// `keyword-in-expression` (error): `auto` or `none` inside a layout expression.
    case keywordInExpression = "keyword-in-expression"
    /// `layouts-too-large` (error): the compiled layouts would hold more regions than the limit.
    case layoutsTooLarge = "layouts-too-large"
    /// `list-too-long` (error): `@require` rules list more trait names, or a `@device` declaration more
    /// values, than the limit; the rest are ignored.
    case listTooLong = "list-too-long"
    /// `misplaced-at-rule` (error): `@import`, `@custom-media`, `@require` or `@device` inside
    /// `@media`.
    case misplacedAtRule = "misplaced-at-rule"
    /// `missing-device-property` (error): a device without `idiom`, `width`, `height` or `scale` (or a
    /// JSON device without `name`, a JSON window or size-class pair with a key missing).
    case missingDeviceProperty = "missing-device-property"
    /// `missing-region` (error): a layout reference to a sibling that no matching rule declares.
    case missingRegion = "missing-region"
    /// `missing-unit` (error): a `resolution` value without a unit.
    case missingUnit = "missing-unit"
    /// `missing-value` (error): a `min-`/`max-` feature without a value.
    case missingValue = "missing-value"
    /// `mixed-and-or` (error): `and` and `or` at one level without parentheses.
    case mixedAndOr = "mixed-and-or"
    /// `mixed-not` (error): `not` combined with `and`/`or` without parentheses.
    case mixedNot = "mixed-not"
    /// `name-too-long` (error): a name, string, region's full name or device name longer than
    /// ``Limits/maxNameBytes``.
    case nameTooLong = "name-too-long"
    /// `negative-resolution` (error): a negative `resolution` value, which CSS does not accept.
    case negativeResolution = "negative-resolution"
    /// `negative-size` (warning): a region gets a negative width or height on a catalog device.
    case negativeSize = "negative-size"
    /// `nesting-too-deep` (error): nesting deeper than the limit.
    case nestingTooDeep = "nesting-too-deep"
    /// `never-matches` (warning): a rule or the `print` media type matches in no environment.
    case neverMatches = "never-matches"
    /// `number-out-of-range` (error): a numeric literal too large to represent, or a constant layout
    /// expression that overflows.
    case numberOutOfRange = "number-out-of-range"
    /// `or-after-media-type` (error): `or` in the condition after `TYPE and`.
    case orAfterMediaType = "or-after-media-type"
    /// `over-constrained` (error): more than two layout properties on one axis of a region after the
    /// cascade.
    case overConstrained = "over-constrained"
    /// `prefix-in-range` (error): `min-`/`max-` used with range syntax.
    case prefixInRange = "prefix-in-range"
    /// `range-on-discrete-feature` (error): a comparison or a `min-`/`max-` prefix on a discrete
    /// feature.
    case rangeOnDiscreteFeature = "range-on-discrete-feature"
    /// `reference-across-branches` (error): a layout reference to a region outside the referring
    /// region's parent.
    case referenceAcrossBranches = "reference-across-branches"
    /// `reference-cycle` (error): layout references that depend on each other.
    case referenceCycle = "reference-cycle"
    /// `reserved-region-name` (error): a region named `parent` or `self`.
    case reservedRegionName = "reserved-region-name"
    /// `shadowed-rule` (warning): every trait a rule sets is overridden wherever it matches.
    case shadowedRule = "shadowed-rule"
    /// `too-many-bytes` (error): an import would take the bytes of all files in one compilation past
    /// the limit.
    case tooManyBytes = "too-many-bytes"
    /// `too-many-conditions` (error): the conditions of all rules together, custom media and trait
    /// tests expanded, have more nodes than the limit.
    case tooManyConditions = "too-many-conditions"
    /// `too-many-devices` (error): more devices in one compilation or device file than the limit; the
    /// rest are ignored.
    case tooManyDevices = "too-many-devices"
    /// `too-many-errors` (error): the file has more errors than the limit; the rest are dropped (a
    /// warning when every diagnostic left out is a warning).
    case tooManyErrors = "too-many-errors"
    /// `too-many-imports` (error): one compilation loads more files than the limit.
    case tooManyImports = "too-many-imports"
    /// `too-many-regions` (error): more region declarations than the limit; the rest are ignored.
    case tooManyRegions = "too-many-regions"
    /// `too-many-tokens` (error): the file has more tokens than the limit.
    case tooManyTokens = "too-many-tokens"
    /// `too-many-values` (error): a JSON file holds more values than the limit; the file is not used.
    case tooManyValues = "too-many-values"
    /// `trait-not-a-number` (error): a trait used in a layout expression is unset or not a number where
    /// the layout applies.
    case traitNotANumber = "trait-not-a-number"
    /// `trait-set-later` (error): a trait test names a trait that only this rule or later ones set.
    case traitSetLater = "trait-set-later"
    /// `trait-test-in-custom-media` (error): a trait test inside `@custom-media`, which is global.
    case traitTestInCustomMedia = "trait-test-in-custom-media"
    /// `trait-test-too-large` (error): a trait test expands to more condition nodes than the limit, or
    /// its trait has more setters than that.
    case traitTestTooLarge = "trait-test-too-large"
    /// `transform-function-expected` (error): a `transform` value that is not a transform function or
    /// `none`.
    case transformFunctionExpected = "transform-function-expected"
    /// `transform-outside-transform` (error): a transform function used in a length expression.
    case transformOutsideTransform = "transform-outside-transform"
    /// `tree-too-large` (error): the decision tree would exceed its node, list-entry, step or work
    /// limit.
    case treeTooLarge = "tree-too-large"
    /// `type-name-is-module-name` (error): the generated type would have the name of the module it is
    /// compiled into (`layoutc compile --module-name`, which the build plugin passes).
    case typeNameIsModuleName = "type-name-is-module-name"
    /// `unbalanced-brace` (error): a `}` with no matching `{`.
    case unbalancedBrace = "unbalanced-brace"
    /// `uncovered-trait` (warning): a `@require`d trait is unset in some environment.
    case uncoveredTrait = "uncovered-trait"
    /// `undefined-custom-media` (error): a reference to a custom media name that is not defined.
    case undefinedCustomMedia = "undefined-custom-media"
    /// `under-constrained` (error): fewer than two layout properties on one axis of a region after the
    /// cascade.
    case underConstrained = "under-constrained"
    /// `unexpected-character` (error): a character that starts no token.
    case unexpectedCharacter = "unexpected-character"
    /// `unknown-at-rule` (error): an at-rule the language does not have.
    case unknownAtRule = "unknown-at-rule"
    /// `unknown-config-key` (error): a key `layoutrules.json` does not have.
    case unknownConfigKey = "unknown-config-key"
    /// `unknown-device-property` (error): a `@device` property or JSON device key that does not exist.
    case unknownDeviceProperty = "unknown-device-property"
    /// `unknown-environment-variable` (error): an `env()` name other than the four safe-area insets.
    case unknownEnvironmentVariable = "unknown-environment-variable"
    /// `unknown-feature` (error): a media feature not in the features table of Grammar.md.
    case unknownFeature = "unknown-feature"
    /// `unknown-layout-function` (error): a function a layout expression cannot call.
    case unknownLayoutFunction = "unknown-layout-function"
    /// `unknown-layout-name` (error): a bare name in a layout expression that no rule sets as a trait.
    case unknownLayoutName = "unknown-layout-name"
    /// `unknown-media-type` (error): a media type other than `all`, `screen` and `print`.
    case unknownMediaType = "unknown-media-type"
    /// `unknown-preset` (error): an `@import` name that is not a preset.
    case unknownPreset = "unknown-preset"
    /// `unknown-property` (error): a layout property not in the list.
    case unknownProperty = "unknown-property"
    /// `unknown-region` (error): a layout reference to a region no `layout` block declares there.
    case unknownRegion = "unknown-region"
    /// `unknown-region-attribute` (error): a reference to an attribute regions do not have.
    case unknownRegionAttribute = "unknown-region-attribute"
    /// `unknown-value` (error): a value a discrete feature or a device property does not have.
    case unknownValue = "unknown-value"
    /// `unreachable-on-devices` (warning): a rule that no device of the catalog (or of `@device`) matches,
    /// in any orientation or window, though some other environment does.
    case unreachableOnDevices = "unreachable-on-devices"
    /// `unterminated-comment` (error): a `/*` without `*/`.
    case unterminatedComment = "unterminated-comment"
    /// `unterminated-string` (error): a string without its closing quote on the same line.
    case unterminatedString = "unterminated-string"
    /// `unused-custom-media` (warning): a custom media name that nothing references.
    case unusedCustomMedia = "unused-custom-media"
    /// `wrong-argument-count` (error): a layout function called with the wrong number of arguments.
    case wrongArgumentCount = "wrong-argument-count"
    /// `wrong-value-type` (error): a value of the wrong kind for the feature.
    case wrongValueType = "wrong-value-type"

    /// The ID as printed, its raw value: `unknown-feature`.
    package var description: String { rawValue }

    /// Whether `a` sorts before `b`: IDs sort by their printed form.
    package static func < (a: DiagnosticID, b: DiagnosticID) -> Bool { a.rawValue < b.rawValue }
}
