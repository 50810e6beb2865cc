import LayoutRulesBase

// User-defined devices: the checks and defaults that a `@device` block
// and a JSON device file share. Each front end reads its own syntax into
// a `DeviceDraft` (reporting unknown names, wrong value kinds and units);
// `DeviceDraft.build` then checks the values against each other, fills in
// the defaults and makes the `DeviceProfile`. So the two inputs accept the
// same devices and explain a mistake with the same message.

/// A value as written, with its position.
package struct Located<Value> {
    var value: Value
    package var range: SourceRange

    package init(value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// Safe-area insets as written: the property that set them (for
/// messages) and where each side came from (top, left, bottom, right).
package struct DraftInsets {
    var insets: LayoutEdgeInsets
    var property: String
    var sides: [SourceRange]

    package init(insets: LayoutEdgeInsets, property: String, sides: [SourceRange]) {
        self.insets = insets
        self.property = property
        self.sides = sides
    }
}

/// A multitasking window as written; `key` names it in messages
/// (`split-1/3 landscape`), `sizeRanges` are its width and height.
package struct DraftWindow {
    var window: MultitaskingWindow
    var key: String
    var keyRange: SourceRange
    var sizeRanges: [SourceRange]

    package init(window: MultitaskingWindow, key: String, keyRange: SourceRange, sizeRanges: [SourceRange]) {
        self.window = window
        self.key = key
        self.keyRange = keyRange
        self.sizeRanges = sizeRanges
    }
}

/// The fields of one device before defaults and checks.
package struct DeviceDraft {
    var name: Located<String>?
    /// Where a missing property is reported: the `@device` name, or the
    /// JSON object's `{`.
    var anchor: SourceRange
    /// Every property written, valid or not, so a property with a bad value
    /// is not reported as missing too.
    package var written: Set<String> = []
    /// True when the front end reported an error in some property.
    package var hasErrors = false
    /// True when a declaration was lost to a syntax error: then nothing is
    /// reported as missing (it may be the lost one).
    package var hasLostProperties = false
    package var aliases: [Located<String>] = []
    /// Xcode simulator names and hardware identifiers (JSON device files only).
    package var simulatorNames: [Located<String>] = []
    package var identifiers: [Located<String>] = []
    package var year: Located<Int>?
    /// The smallest resizable window, if the device has resizable windows
    /// (JSON device files only); the range is the key's.
    package var resizableMinimum: Located<Size>?
    package var idiom: Located<Idiom>?
    package var width: Located<Double>?
    package var height: Located<Double>?
    package var scale: Located<Double>?
    package var nativeScale: Located<Double>?
    package var nativeWidth: Located<Double>?
    package var nativeHeight: Located<Double>?
    /// The display's gamut; sRGB when not given.
    package var colorGamut: Located<LayoutEnvironment.ColorGamut>?
    package var portraitSafeArea: DraftInsets?
    package var landscapeSafeArea: DraftInsets?
    package var portraitSizeClasses: SizeClasses?
    package var landscapeSizeClasses: SizeClasses?
    package var windows: [DraftWindow] = []

    /// Checks the values against each other and builds the profile with
    /// the defaults of Grammar.md ("@device"). Returns nil after reporting
    /// why, or when the front end already reported an error.
    package func build(required: [String], diagnostics: inout [Diagnostic]) -> DeviceProfile? {
        var valid = !hasErrors
        let missing = required.filter { !written.contains($0) }
        if !missing.isEmpty, !hasLostProperties {
            let device = name.map { "device '\(clipped($0.value))'" } ?? "this device"
            diagnostics.append(
                .missingDeviceProperty(missing, in: device, owner: "every device", required: required, at: anchor))
            valid = false
        }
        let positive: [(String, Located<Double>?)] = [
            ("width", width), ("height", height), ("scale", scale), ("native-scale", nativeScale),
            ("native-width", nativeWidth), ("native-height", nativeHeight),
        ]
        for case (let property, let value?) in positive where !(value.value > 0) {
            diagnostics.append(.deviceValueNotPositive("'\(property)'", at: value.range))
            valid = false
        }
        let bounded: [(String, Located<Double>?, Double, String)] = [
            ("width", width, DeviceProfile.maxPoints, "points"), ("height", height, DeviceProfile.maxPoints, "points"),
            ("scale", scale, DeviceProfile.maxScale, ""), ("native-scale", nativeScale, DeviceProfile.maxScale, ""),
            ("native-width", nativeWidth, DeviceProfile.maxPixels, "pixels"),
            ("native-height", nativeHeight, DeviceProfile.maxPixels, "pixels"),
        ]
        for case (let property, let value?, let limit, let unit) in bounded where value.value > limit {
            diagnostics.append(.deviceValueTooLarge("'\(property)'", limit: limit, unit: unit, at: value.range))
            valid = false
        }
        for draft in [portraitSafeArea, landscapeSafeArea].compactMap({ $0 }) {
            let values = [draft.insets.top, draft.insets.left, draft.insets.bottom, draft.insets.right]
            // One diagnostic per written value: `safe-area: -1` sets four sides from one number.
            var reported = Set<UInt32>()
            for (value, range) in zip(values, draft.sides) where value < 0 && reported.insert(range.start).inserted {
                diagnostics.append(.deviceValueNegative(draft.property, at: range))
                valid = false
            }
        }
        if let minimum = resizableMinimum {
            for (value, property) in [(minimum.value.width, "minimum-width"), (minimum.value.height, "minimum-height")] {
                if !(value > 0) {
                    diagnostics.append(.deviceValueNotPositive("'resizable-windows.\(property)'", at: minimum.range))
                    valid = false
                } else if value > DeviceProfile.maxPoints {
                    diagnostics.append(
                        .deviceValueTooLarge(
                            "'resizable-windows.\(property)'", limit: DeviceProfile.maxPoints, unit: "points", at: minimum.range))
                    valid = false
                }
            }
        }
        for window in windows {
            for (value, (range, property)) in zip(
                [window.window.size.width, window.window.size.height], zip(window.sizeRanges, ["width", "height"]))
            where !(value > 0) {
                diagnostics.append(.deviceValueNotPositive("the \(property) of window '\(clipped(window.key))'", at: range))
                valid = false
            }
        }
        guard valid, !hasLostProperties, let name, let idiom, let width, let height, let scale else { return nil }

        let size = Size(width: width.value, height: height.value)
        if idiom.value == .phone || idiom.value == .pad, size.width > size.height {
            diagnostics.append(.deviceNotPortrait(width: size.width, height: size.height, at: width.range))
            return nil
        }
        let oneOrientation = !(idiom.value == .phone || idiom.value == .pad)
        let portraitInsets = portraitSafeArea?.insets ?? .zero
        let landscapeInsets = landscapeSafeArea?.insets ?? (oneOrientation ? portraitInsets : .zero)
        for (draft, screen) in [(portraitSafeArea, size), (landscapeSafeArea, size.transposed)] {
            guard let draft else { continue }
            let insets = draft.insets
            if insets.top + insets.bottom >= screen.height {
                diagnostics.append(
                    .deviceInsetsLeaveNoRoom(
                        draft.property, axis: "top and bottom", total: insets.top + insets.bottom, length: "height",
                        size: screen.height, at: draft.sides[0]))
                valid = false
            }
            if insets.left + insets.right >= screen.width {
                diagnostics.append(
                    .deviceInsetsLeaveNoRoom(
                        draft.property, axis: "left and right", total: insets.left + insets.right, length: "width",
                        size: screen.width, at: draft.sides[1]))
                valid = false
            }
        }
        var seenWindows: [String: SourceRange] = [:]
        for window in windows {
            let screen = window.window.landscape ? size.transposed : size
            if let first = seenWindows[window.key] {
                diagnostics.append(.duplicateDeviceProperty("window \(window.key)", at: window.keyRange, first: first))
                valid = false
            } else {
                seenWindows[window.key] = window.keyRange
            }
            if window.window.size.width > screen.width || window.window.size.height > screen.height {
                diagnostics.append(.deviceWindowTooLarge(window.key, screen: screen, at: window.keyRange))
                valid = false
            }
        }
        if let minimum = resizableMinimum {
            // The smallest window fits the screen in both orientations: its
            // sides are at most the screen's shorter side.
            let shorter = min(size.width, size.height)
            if minimum.value.width > shorter || minimum.value.height > shorter {
                diagnostics.append(.deviceResizableTooLarge(minimum.value, shorterSide: shorter, at: minimum.range))
                valid = false
            }
        }
        guard valid else { return nil }

        let nativeScale = nativeScale?.value ?? scale.value
        // Derived pixel counts are at least 1: a 0.04 pt wide screen at 2x
        // would round to 0 pixels, which the JSON form does not accept, so
        // the device printed as JSON could not be read back.
        let nativePixels = Size(
            width: nativeWidth?.value ?? max(1, (size.width * nativeScale).rounded()),
            height: nativeHeight?.value ?? max(1, (size.height * nativeScale).rounded()))
        let defaults = Self.defaultSizeClasses(idiom: idiom.value, portraitSize: size)
        let portraitClasses = portraitSizeClasses ?? defaults.portrait
        let landscapeClasses = landscapeSizeClasses ?? (oneOrientation ? portraitClasses : defaults.landscape)
        return DeviceProfile(
            name: name.value, aliases: aliases.map(\.value), idiom: idiom.value, portraitSize: size, scale: scale.value,
            nativeScale: nativeScale, nativePixels: nativePixels, portraitSafeArea: portraitInsets,
            landscapeSafeArea: landscapeInsets, portraitSizeClasses: portraitClasses,
            landscapeSizeClasses: landscapeClasses, windows: windows.map(\.window),
            identifiers: identifiers.map(\.value), simulatorNames: simulatorNames.map(\.value), year: year?.value,
            resizableWindows: resizableMinimum.map { ResizableWindows(minimumSize: $0.value) },
            colorGamut: colorGamut?.value ?? .srgb)
    }

    /// UIKit's size classes for a full-screen window when the definition
    /// gives none: phones are compact/regular in portrait and compact/compact
    /// in landscape, except the Plus and Max sizes (414 points wide or more
    /// in portrait), which are regular/compact in landscape; pads, Macs and
    /// Vision Pro windows are regular/regular; TVs and CarPlay screens
    /// regular/compact. (Apple documents no size classes for the idioms
    /// other than phone and pad; the catalog's Apple TV and Mac entries use
    /// these defaults too.)
    static func defaultSizeClasses(idiom: Idiom, portraitSize: Size) -> (portrait: SizeClasses, landscape: SizeClasses) {
        switch idiom {
        case .phone:
            let landscape = portraitSize.width >= 414 ? SizeClasses(.regular, .compact) : SizeClasses(.compact, .compact)
            return (SizeClasses(.compact, .regular), landscape)
        case .pad, .mac, .vision, .unspecified:
            return (SizeClasses(.regular, .regular), SizeClasses(.regular, .regular))
        case .tv, .carplay:
            return (SizeClasses(.regular, .compact), SizeClasses(.regular, .compact))
        }
    }

    /// Reports every device whose name, simulator name, identifier or
    /// alias another device already uses (compared as `--device` compares
    /// them: ignoring case, spaces and punctuation), and drops it.
    /// `devices` pairs each profile with where its name was written and
    /// where its other names were, in the order of
    /// ``DeviceProfile/allNames`` after the name (simulator names,
    /// identifiers, aliases).
    package static func removingDuplicates(
        _ devices: [(profile: DeviceProfile, name: SourceRange, aliases: [SourceRange])], diagnostics: inout [Diagnostic]
    ) -> [DeviceProfile] {
        var owners: [String: (owner: String, range: SourceRange)] = [:]
        var kept: [DeviceProfile] = []
        for device in devices {
            let profile = device.profile
            let kinds =
                ["device name"] + profile.simulatorNames.map { _ in "simulator name" }
                + profile.identifiers.map { _ in "identifier" } + profile.aliases.map { _ in "alias" }
            let names = Array(zip(profile.allNames, [device.name] + device.aliases))
            var duplicate = false
            var own = Set<String>()
            for (index, (name, range)) in names.enumerated() {
                let key = DeviceProfile.lookupKey(name)
                if let first = owners[key] {
                    diagnostics.append(.duplicateDevice(name, kind: kinds[index], owner: first.owner, at: range, first: first.range))
                    duplicate = true
                } else {
                    own.insert(key)
                }
            }
            guard !duplicate else { continue }
            for (name, range) in names where own.contains(DeviceProfile.lookupKey(name)) {
                owners[DeviceProfile.lookupKey(name)] = (profile.name, range)
            }
            kept.append(profile)
        }
        return kept
    }

    package init(name: Located<String>? = nil, anchor: SourceRange, written: Set<String> = [], aliases: [Located<String>] = [], simulatorNames: [Located<String>] = [], identifiers: [Located<String>] = [], year: Located<Int>? = nil, resizableMinimum: Located<Size>? = nil, idiom: Located<Idiom>? = nil, width: Located<Double>? = nil, height: Located<Double>? = nil, scale: Located<Double>? = nil, nativeScale: Located<Double>? = nil, nativeWidth: Located<Double>? = nil, nativeHeight: Located<Double>? = nil, colorGamut: Located<LayoutEnvironment.ColorGamut>? = nil, portraitSafeArea: DraftInsets? = nil, landscapeSafeArea: DraftInsets? = nil, portraitSizeClasses: SizeClasses? = nil, landscapeSizeClasses: SizeClasses? = nil, windows: [DraftWindow] = []) {
        self.name = name
        self.anchor = anchor
        self.written = written
        self.aliases = aliases
        self.simulatorNames = simulatorNames
        self.identifiers = identifiers
        self.year = year
        self.resizableMinimum = resizableMinimum
        self.idiom = idiom
        self.width = width
        self.height = height
        self.scale = scale
        self.nativeScale = nativeScale
        self.nativeWidth = nativeWidth
        self.nativeHeight = nativeHeight
        self.colorGamut = colorGamut
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.windows = windows
    }
}

/// The names a device definition uses, shared by `@device` and JSON files.
package enum DeviceProperty {
    /// The properties of a `@device` block, in Grammar.md's order.
    package static let names = [
        "aliases", "idiom", "width", "height", "scale", "native-scale", "native-width", "native-height", "color-gamut",
        "safe-area", "landscape-safe-area", "size-classes", "landscape-size-classes", "window",
    ]
    /// What a device must have (JSON files add `name`).
    package static let required = ["idiom", "width", "height", "scale"]
    package static let idioms = ["phone", "pad", "tv", "mac", "carplay", "vision"]
    package static let sizeClasses = ["compact", "regular"]
    package static let orientations = ["portrait", "landscape"]
    package static let windowKinds = ["split-1/3", "split-1/2", "split-2/3", "slide-over"]
    /// `color-gamut`'s values, from the feature table.
    package static let colorGamuts = Feature.colorGamut.descriptor.values

    /// The media feature a device definition names but cannot set: a
    /// setting of the user's (`dynamic-type`, `prefers-color-scheme`, ...)
    /// belongs to the environment, not the device. `color-gamut` is the
    /// display's and is a device property.
    package static func userSetting(named name: String) -> Feature? {
        guard let feature = Feature(rawValue: name), feature.descriptor.isUserSetting else { return nil }
        return feature
    }
}
