import LayoutRulesBase

// Device profiles as JSON: the shape `layoutc devices --format json`
// prints, and the reader for device files given with `--devices`, which
// accepts exactly that shape. Grammar.md ("Device files") documents it.
//
//     [{"name": "Kiosk 2000", "aliases": ["kiosk"], "idiom": "pad",
//       "width": 800, "height": 1280, "scale": 2, "native-scale": 2,
//       "native-width": 1600, "native-height": 2560, "color-gamut": "p3",
//       "safe-area": {"portrait": {"top": 24, "left": 0, "bottom": 20, "right": 0},
//                     "landscape": {"top": 24, "left": 0, "bottom": 20, "right": 0}},
//       "size-classes": {"portrait": {"horizontal": "regular", "vertical": "regular"},
//                        "landscape": {"horizontal": "regular", "vertical": "regular"}},
//       "windows": [{"kind": "split-1/3", "orientation": "landscape", "width": 375,
//                    "height": 1024, "horizontal": "compact", "vertical": "regular"}]}]

extension DeviceProfile {
    /// The profile in the shape of `layoutc devices --format json`; keys
    /// in a fixed order, sizes in points, native sizes in pixels.
    /// `profiles(fromJSON:path:)` reads it back to an equal profile.
    package var json: JSONValue {
        func insets(_ insets: LayoutEdgeInsets) -> JSONValue {
            .object([
                ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
                ("right", .number(insets.right)),
            ])
        }
        func classes(_ classes: SizeClasses) -> [(String, JSONValue)] {
            [("horizontal", .string(classes.horizontal.rawValue)), ("vertical", .string(classes.vertical.rawValue))]
        }
        let windows = windows.map { window -> JSONValue in
            .object(
                [
                    ("kind", .string(window.kind.rawValue)),
                    ("orientation", .string(window.landscape ? "landscape" : "portrait")),
                    ("width", .number(window.size.width)), ("height", .number(window.size.height)),
                ] + classes(window.sizeClasses))
        }
        var names: [(String, JSONValue)] = [("name", .string(name)), ("aliases", .array(aliases.map { .string($0) }))]
        // Only where there are any, so a device of one's own prints as before.
        if !simulatorNames.isEmpty { names.append(("simulator-names", .array(simulatorNames.map { .string($0) }))) }
        if !identifiers.isEmpty { names.append(("identifiers", .array(identifiers.map { .string($0) }))) }
        if let year { names.append(("year", .number(Double(year)))) }
        var resizable: [(String, JSONValue)] = []
        if let resizableWindows {
            resizable.append(
                (
                    "resizable-windows",
                    .object([
                        ("minimum-width", .number(resizableWindows.minimumSize.width)),
                        ("minimum-height", .number(resizableWindows.minimumSize.height)),
                    ])
                ))
        }
        return .object(names + [
            ("idiom", .string(idiom.rawValue)),
            ("width", .number(portraitSize.width)),
            ("height", .number(portraitSize.height)),
            ("scale", .number(scale)),
            ("native-scale", .number(nativeScale)),
            ("native-width", .number(nativePixels.width)),
            ("native-height", .number(nativePixels.height)),
            ("color-gamut", .string(colorGamut.rawValue)),
            ("safe-area", .object([("portrait", insets(portraitSafeArea)), ("landscape", insets(landscapeSafeArea))])),
            (
                "size-classes",
                .object([
                    ("portrait", .object(classes(portraitSizeClasses))), ("landscape", .object(classes(landscapeSizeClasses))),
                ])
            ),
            ("windows", .array(windows)),
        ] + resizable)
    }

    /// Reads a JSON device file: an array of device objects in the shape
    /// of `json`. Only `name`, `idiom`, `width`, `height` and `scale` are
    /// required; the rest default as in a `@device` block (`color-gamut`
    /// to `srgb`). A user's setting (`dynamic-type`, ...) is not a key: it
    /// is reported, and given when evaluating instead. Returns the valid
    /// profiles, every problem (positioned in the file) and a catalog
    /// holding the file, for rendering the diagnostics.
    ///
    ///     let result = DeviceProfile.profiles(fromJSON: bytes, path: "devices.json")
    ///     print(TextDiagnosticRenderer().render(result.diagnostics, sources: result.sources))
    package static func profiles(fromJSON bytes: [UInt8], path: String, limits: Limits = Limits())
        -> (profiles: [DeviceProfile], diagnostics: [Diagnostic], sources: SourceCatalog)
    {
        var sources = SourceCatalog()
        let (profiles, diagnostics) = Self.profiles(fromJSON: bytes, path: path, sources: &sources, limits: limits)
        return (profiles, diagnostics, sources)
    }

    /// The same, registering the file in `sources` (so one catalog can
    /// render the diagnostics of several inputs).
    package static func profiles(
        fromJSON bytes: [UInt8], path: String, sources: inout SourceCatalog, limits: Limits = Limits()
    ) -> (profiles: [DeviceProfile], diagnostics: [Diagnostic]) {
        let limits = limits.clamped
        let file = SourceFile(path: path, bytes: bytes)
        let id = sources.add(file)
        var diagnostics: [Diagnostic] = []
        guard let root = JSONReader.parse(file, file: id, limits: limits, diagnostics: &diagnostics) else {
            return ([], diagnostics)
        }
        var reader = DeviceJSONReader(
            suggestionBudget: limits.maxSuggestionWork, maxDevices: limits.maxDevices, maxNameBytes: limits.maxNameBytes,
            maxDiagnostics: limits.maxDiagnosticsPerFile + 1)
        let profiles = reader.devices(in: root)
        // Capped as a rule file's are: a file of millions of unknown keys
        // would otherwise print hundreds of megabytes. The reader keeps
        // the first ones and counts the rest as it goes.
        reader.trimDiagnostics()
        // The first one left out places the `too-many-errors` after the ones shown.
        let kept = reader.diagnostics + (reader.firstDropped.map { [$0] } ?? [])
        return (
            profiles,
            Diagnostic.capped(Diagnostic.sorted(kept), perFile: limits.maxDiagnosticsPerFile, alreadyDropped: [id: reader.dropped])
        )
    }
}

/// Turns the JSON tree of a device file into drafts, reporting unknown and
/// duplicate keys and values of the wrong type, then builds them.
struct DeviceJSONReader {
    var diagnostics: [Diagnostic] = []
    /// What is left of `Limits.maxSuggestionWork`: a file of a million
    /// unknown keys still reads in bounded time.
    var suggestionBudget: Int
    /// `Limits.maxDevices`: the device objects past it are not read.
    var maxDevices: Int
    /// `Limits.maxNameBytes`, for names and aliases.
    var maxNameBytes: Int
    /// Diagnostics kept; of later ones the first is kept aside and the
    /// others are only counted in `dropped`.
    var maxDiagnostics: Int
    var firstDropped: Diagnostic?
    var dropped = DroppedDiagnostics()

    /// Keeps a diagnostic, or counts it once `maxDiagnostics` are kept: a
    /// device with a million unknown keys holds a thousand diagnostics,
    /// not a million.
    mutating func report(_ diagnostic: Diagnostic) {
        guard diagnostics.count < maxDiagnostics else {
            drop(diagnostic)
            return
        }
        diagnostics.append(diagnostic)
    }

    private mutating func drop(_ diagnostic: Diagnostic) {
        guard firstDropped != nil else {
            firstDropped = diagnostic
            return
        }
        dropped.count += 1
        if diagnostic.severity == .error { dropped.hasErrors = true }
    }

    /// Counts the diagnostics past `maxDiagnostics` that were appended
    /// directly (building a device, removing duplicates) and lets them go.
    mutating func trimDiagnostics() {
        guard diagnostics.count > maxDiagnostics else { return }
        for diagnostic in diagnostics[maxDiagnostics...] { drop(diagnostic) }
        diagnostics.removeSubrange(maxDiagnostics...)
    }

    static let keys = [
        "name", "aliases", "simulator-names", "identifiers", "year", "idiom", "width", "height", "scale", "native-scale",
        "native-width", "native-height", "color-gamut", "safe-area", "size-classes", "windows", "resizable-windows",
    ]
    static let resizableKeys = ["minimum-width", "minimum-height"]
    static let insetKeys = ["top", "left", "bottom", "right"]
    static let windowKeys = ["kind", "orientation", "width", "height", "horizontal", "vertical"]
    static let sizeClassKeys = ["horizontal", "vertical"]

    mutating func devices(in root: JSONNode) -> [DeviceProfile] {
        guard case .array(let items) = root.value else {
            report(.invalidDeviceFile("a device file must be an array of device objects", found: root))
            return []
        }
        var built: [(profile: DeviceProfile, name: SourceRange, aliases: [SourceRange])] = []
        for (index, item) in items.enumerated() {
            guard index < maxDevices else {
                report(.tooManyDevices(maxDevices, at: item.range))
                break
            }
            guard let members = object(item, what: "each device must be an object") else { continue }
            let draft = draft(of: members, at: item.range)
            if let profile = draft.build(required: ["name"] + DeviceProperty.required, diagnostics: &diagnostics),
                let name = draft.name
            {
                // In the order of `DeviceProfile.allNames`.
                let ranges = (draft.simulatorNames + draft.identifiers + draft.aliases).map(\.range)
                built.append((profile, name.range, ranges))
            }
            trimDiagnostics()
        }
        return DeviceDraft.removingDuplicates(built, diagnostics: &diagnostics)
    }

    private mutating func draft(of members: [JSONMember], at range: SourceRange) -> DeviceDraft {
        var draft = DeviceDraft(name: nil, anchor: SourceRange(file: range.file, start: range.start, end: range.start + 1))
        // A user's setting is explained rather than reported as unknown (with
        // a suggestion of some device key it happens to be close to).
        var members = members
        members.removeAll { member in
            guard let setting = DeviceProperty.userSetting(named: member.key) else { return false }
            report(.userSettingOnDevice(setting, at: member.keyRange))
            draft.hasErrors = true
            return true
        }
        // '"widht": 800' is not also a missing 'width'.
        for member in members where !Self.keys.contains(member.key) {
            if let suggestion = Suggestion.closest(to: member.key, among: Self.keys, budget: &suggestionBudget) { draft.written.insert(suggestion) }
        }
        for member in uniqueMembers(members, known: Self.keys, hasErrors: &draft.hasErrors) {
            let key = member.key
            draft.written.insert(key)
            let value = member.value
            var ok = true
            switch key {
            case "name":
                if let text = string(value, key: key) {
                    if let problem = Diagnostic.badDeviceName(text, "a device name", maxBytes: maxNameBytes, at: value.range) {
                        report(problem)
                        ok = false
                    } else {
                        draft.name = Located(value: text, range: value.range)
                    }
                } else {
                    ok = false
                }
            case "aliases", "simulator-names", "identifiers":
                let what = ["aliases": "an alias", "simulator-names": "a simulator name", "identifiers": "an identifier"][key] ?? key
                guard let names = names(value, key: key, what: what) else {
                    ok = false
                    break
                }
                switch key {
                case "aliases": draft.aliases = names
                case "simulator-names": draft.simulatorNames = names
                default: draft.identifiers = names
                }
                if names.count != arrayCount(value) { ok = false }
            case "year":
                guard let number = number(value, key: key) else {
                    ok = false
                    break
                }
                guard number == number.rounded(), number >= 1, number <= 9999 else {
                    report(
                        .invalidDeviceValue(key, expected: "a whole year from 1 to 9999", found: formatNumber(number), at: value.range))
                    ok = false
                    break
                }
                draft.year = Located(value: Int(number), range: value.range)
            case "resizable-windows":
                ok = readResizable(value, into: &draft)
            case "idiom":
                if let word = keyword(value, key: key, allowed: DeviceProperty.idioms), let idiom = Idiom(rawValue: word) {
                    draft.idiom = Located(value: idiom, range: value.range)
                } else {
                    ok = false
                }
            case "color-gamut":
                if let word = keyword(value, key: key, allowed: DeviceProperty.colorGamuts),
                    let gamut = LayoutEnvironment.ColorGamut(rawValue: word)
                {
                    draft.colorGamut = Located(value: gamut, range: value.range)
                } else {
                    ok = false
                }
            case "safe-area":
                ok = readSafeArea(value, into: &draft)
            case "size-classes":
                ok = readSizeClasses(value, into: &draft)
            case "windows":
                ok = readWindows(value, into: &draft)
            default:  // the numbers
                guard let number = number(value, key: key) else {
                    ok = false
                    break
                }
                let located = Located(value: number, range: value.range)
                switch key {
                case "width": draft.width = located
                case "height": draft.height = located
                case "scale": draft.scale = located
                case "native-scale": draft.nativeScale = located
                case "native-width": draft.nativeWidth = located
                default: draft.nativeHeight = located
                }
            }
            if !ok { draft.hasErrors = true }
        }
        return draft
    }

    /// An array of names, each checked as a device name is; nil when the
    /// value is not an array. Names with a problem are reported and left out.
    private mutating func names(_ value: JSONNode, key: String, what: String) -> [Located<String>]? {
        guard case .array(let items) = value.value else {
            report(.invalidDeviceValue(key, expected: "an array of strings", found: value.kindDescription, at: value.range))
            return nil
        }
        var result: [Located<String>] = []
        for item in items {
            guard let text = string(item, key: key) else { continue }
            if let problem = Diagnostic.badDeviceName(text, what, maxBytes: maxNameBytes, at: item.range) {
                report(problem)
                continue
            }
            result.append(Located(value: text, range: item.range))
        }
        return result
    }

    private func arrayCount(_ value: JSONNode) -> Int {
        if case .array(let items) = value.value { return items.count }
        return 0
    }

    /// `{"minimum-width": 320, "minimum-height": 320}`, both required.
    private mutating func readResizable(_ value: JSONNode, into draft: inout DeviceDraft) -> Bool {
        guard let members = object(value, key: "resizable-windows") else { return false }
        var fields: [String: Double] = [:]
        var ok = true
        for member in uniqueMembers(members, known: Self.resizableKeys, hasErrors: &draft.hasErrors) {
            if let number = number(member.value, key: "resizable-windows.\(member.key)") {
                fields[member.key] = number
            } else {
                ok = false
            }
        }
        let missing = Self.resizableKeys.filter { fields[$0] == nil }
        guard ok, missing.isEmpty, let width = fields["minimum-width"], let height = fields["minimum-height"] else {
            if ok {
                report(
                    .missingDeviceProperty(
                        missing, in: "'resizable-windows'", owner: "'resizable-windows'", required: Self.resizableKeys,
                        at: SourceRange(file: value.range.file, start: value.range.start, end: value.range.start + 1)))
            }
            return false
        }
        draft.resizableMinimum = Located(value: Size(width: width, height: height), range: value.range)
        return true
    }

    /// `{"portrait": {"top": 47, ...}, "landscape": {...}}`; missing sides are 0.
    private mutating func readSafeArea(_ value: JSONNode, into draft: inout DeviceDraft) -> Bool {
        guard let members = object(value, key: "safe-area") else { return false }
        var ok = true
        for member in uniqueMembers(members, known: DeviceProperty.orientations, hasErrors: &draft.hasErrors) {
            let property = "safe-area.\(member.key)"
            guard let sides = object(member.value, key: property) else {
                ok = false
                continue
            }
            var numbers = [0.0, 0, 0, 0]
            var ranges = Array(repeating: member.value.range, count: 4)
            for side in uniqueMembers(sides, known: Self.insetKeys, hasErrors: &draft.hasErrors) {
                guard let number = number(side.value, key: "\(property).\(side.key)"),
                    let index = Self.insetKeys.firstIndex(of: side.key)
                else {
                    ok = false
                    continue
                }
                numbers[index] = number
                ranges[index] = side.value.range
            }
            let insets = DraftInsets(
                insets: LayoutEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]),
                property: property, sides: ranges)
            if member.key == "portrait" { draft.portraitSafeArea = insets } else { draft.landscapeSafeArea = insets }
        }
        return ok
    }

    /// `{"portrait": {"horizontal": "compact", "vertical": "regular"}, "landscape": {...}}`
    private mutating func readSizeClasses(_ value: JSONNode, into draft: inout DeviceDraft) -> Bool {
        guard let members = object(value, key: "size-classes") else { return false }
        var ok = true
        for member in uniqueMembers(members, known: DeviceProperty.orientations, hasErrors: &draft.hasErrors) {
            guard let pair = sizeClasses(member.value, key: "size-classes.\(member.key)", hasErrors: &draft.hasErrors) else {
                ok = false
                continue
            }
            if member.key == "portrait" { draft.portraitSizeClasses = pair } else { draft.landscapeSizeClasses = pair }
        }
        return ok
    }

    /// `[{"kind": "split-1/3", "orientation": "landscape", "width": 375, "height": 1024, "horizontal": "compact", "vertical": "regular"}]`
    private mutating func readWindows(_ value: JSONNode, into draft: inout DeviceDraft) -> Bool {
        guard case .array(let items) = value.value else {
            report(
                .invalidDeviceValue("windows", expected: "an array of window objects", found: value.kindDescription, at: value.range))
            return false
        }
        var ok = true
        for item in items {
            guard let members = object(item, key: "windows") else {
                ok = false
                continue
            }
            var fields: [String: JSONNode] = [:]
            for member in uniqueMembers(members, known: Self.windowKeys, hasErrors: &draft.hasErrors) {
                fields[member.key] = member.value
            }
            let missing = Self.windowKeys.filter { fields[$0] == nil }
            guard missing.isEmpty else {
                report(
                    .missingDeviceProperty(
                        missing, in: "this window", owner: "every window", required: Self.windowKeys,
                        at: SourceRange(file: item.range.file, start: item.range.start, end: item.range.start + 1)))
                ok = false
                continue
            }
            guard let kindNode = fields["kind"], let orientationNode = fields["orientation"], let widthNode = fields["width"],
                let heightNode = fields["height"]
            else { continue }
            let kind = keyword(kindNode, key: "kind", allowed: DeviceProperty.windowKinds)
            let orientation = keyword(orientationNode, key: "orientation", allowed: DeviceProperty.orientations)
            let width = number(widthNode, key: "width")
            let height = number(heightNode, key: "height")
            let classes = sizeClasses(item, key: "windows", hasErrors: &draft.hasErrors, members: fields)
            guard let kind, let orientation, let width, let height, let classes,
                let windowKind = MultitaskingWindow.Kind(rawValue: kind)
            else {
                ok = false
                continue
            }
            let window = MultitaskingWindow(
                windowKind, landscape: orientation == "landscape", size: Size(width: width, height: height), sizeClasses: classes)
            draft.windows.append(
                DraftWindow(
                    window: window, key: "\(kind) \(orientation)", keyRange: kindNode.range,
                    sizeRanges: [widthNode.range, heightNode.range]))
        }
        return ok
    }

    /// `{"horizontal": "compact", "vertical": "regular"}`, or those two
    /// members among a window's.
    private mutating func sizeClasses(
        _ value: JSONNode, key: String, hasErrors: inout Bool, members given: [String: JSONNode]? = nil
    ) -> SizeClasses? {
        var fields = given ?? [:]
        if given == nil {
            guard let members = object(value, key: key) else { return nil }
            for member in uniqueMembers(members, known: Self.sizeClassKeys, hasErrors: &hasErrors) {
                fields[member.key] = member.value
            }
            let missing = Self.sizeClassKeys.filter { fields[$0] == nil }
            guard missing.isEmpty else {
                report(
                    .missingDeviceProperty(
                        missing, in: "'\(key)'", owner: "every size-class pair", required: Self.sizeClassKeys,
                        at: SourceRange(file: value.range.file, start: value.range.start, end: value.range.start + 1)))
                return nil
            }
        }
        guard let horizontalNode = fields["horizontal"], let verticalNode = fields["vertical"] else { return nil }
        let horizontal = keyword(horizontalNode, key: "horizontal", allowed: DeviceProperty.sizeClasses)
        let vertical = keyword(verticalNode, key: "vertical", allowed: DeviceProperty.sizeClasses)
        guard let horizontal, let vertical, let h = SizeClass(rawValue: horizontal), let v = SizeClass(rawValue: vertical)
        else { return nil }
        return SizeClasses(h, v)
    }

    // MARK: Values

    /// The members of an object, each key once: unknown keys (with a
    /// suggestion) and repeated keys are reported and left out.
    private mutating func uniqueMembers(_ members: [JSONMember], known: [String], hasErrors: inout Bool) -> [JSONMember] {
        var seen: [String: SourceRange] = [:]
        var result: [JSONMember] = []
        for member in members {
            guard known.contains(member.key) else {
                let suggestion = Suggestion.closest(to: member.key, among: known, budget: &suggestionBudget)
                var diagnostic = Diagnostic.unknownDeviceProperty(member.key, suggestion: suggestion, known: known, at: member.keyRange)
                // The range is the whole key with its quotes, so the replacement keeps them.
                if let suggestion { diagnostic.fixIt?.replacement = JSONValue.quote(suggestion) }
                report(diagnostic)
                hasErrors = true
                continue
            }
            if let first = seen[member.key] {
                report(.duplicateDeviceProperty(member.key, at: member.keyRange, first: first))
                hasErrors = true
                continue
            }
            seen[member.key] = member.keyRange
            result.append(member)
        }
        return result
    }

    private mutating func object(_ value: JSONNode, key: String) -> [JSONMember]? {
        guard case .object(let members) = value.value else {
            report(.invalidDeviceValue(key, expected: "an object", found: value.kindDescription, at: value.range))
            return nil
        }
        return members
    }

    private mutating func object(_ value: JSONNode, what: String) -> [JSONMember]? {
        guard case .object(let members) = value.value else {
            report(.invalidDeviceFile(what, found: value))
            return nil
        }
        return members
    }

    private mutating func string(_ value: JSONNode, key: String) -> String? {
        guard case .string(let text) = value.value else {
            report(.invalidDeviceValue(key, expected: "a string", found: value.kindDescription, at: value.range))
            return nil
        }
        return text
    }

    private mutating func number(_ value: JSONNode, key: String) -> Double? {
        guard case .number(let number) = value.value else {
            report(.invalidDeviceValue(key, expected: "a number", found: value.kindDescription, at: value.range))
            return nil
        }
        return number
    }

    /// One of `allowed` as a string, matched case-insensitively.
    private mutating func keyword(_ value: JSONNode, key: String, allowed: [String]) -> String? {
        guard let text = string(value, key: key) else { return nil }
        let lowered = text.lowercased()
        guard allowed.contains(lowered) else {
            let suggestion = Suggestion.closest(to: lowered, among: allowed, budget: &suggestionBudget)
            var diagnostic = Diagnostic.unknownValue(text, feature: key, allowed: allowed, suggestion: suggestion, at: value.range)
            if let suggestion { diagnostic.fixIt?.replacement = JSONValue.quote(suggestion) }
            report(diagnostic)
            return nil
        }
        return lowered
    }
}
