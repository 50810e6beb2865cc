import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesSyntax

// `@device` blocks: each declaration is checked by the kind of value its
// property takes, then `DeviceDraft.build` (shared with JSON device
// files) checks the values against each other and fills in the defaults.
//   "width: 800;"                     => portraitSize.width 800
//   "color-gamut: p3;"                => colorGamut .p3 (sRGB when not given)
//   "safe-area: 47 0 34;"             => top 47, right 0, bottom 34, left 0 (CSS order)
//   "window slide-over portrait: 320 1004 compact regular;"
//                                     => MultitaskingWindow(.slideOver, landscape: false, ...)
extension Checker {
    /// Checks every `@device` of the compilation (imported files' too, each
    /// once) and keeps the valid profiles, in document order.
    mutating func collectDevices(_ statements: [Statement]) {
        var built: [(profile: DeviceProfile, name: SourceRange, aliases: [SourceRange])] = []
        var count = 0
        for case .device(let rule) in statements {
            count += 1
            guard count <= limits.maxDevices else {
                diagnostics.append(.tooManyDevices(limits.maxDevices, at: rule.name.range))
                break
            }
            let draft = draft(of: rule)
            if let profile = draft.build(required: DeviceProperty.required, diagnostics: &diagnostics) {
                built.append((profile, rule.name.range, draft.aliases.map(\.range)))
            }
        }
        devices = DeviceDraft.removingDuplicates(built, diagnostics: &diagnostics)
    }

    private mutating func draft(of rule: DeviceRule) -> DeviceDraft {
        var draft = DeviceDraft(name: Located(value: rule.name.value, range: rule.name.range), anchor: rule.name.range)
        draft.hasLostProperties = rule.isBroken
        if let problem = Diagnostic.badDeviceName(rule.name.value, "a device name", at: rule.name.range) {
            diagnostics.append(problem)
            draft.hasErrors = true
        }
        var seen: [String: SourceRange] = [:]
        for declaration in rule.declarations {
            if let key = declaration.window {
                if let window = checkWindow(key, declaration) { draft.windows.append(window) } else { draft.hasErrors = true }
                continue
            }
            let property = declaration.name.name.lowercased()
            // "dynamic-type: large;" is the user's to choose, not the device's.
            if let setting = DeviceProperty.userSetting(named: property) {
                diagnostics.append(.userSettingOnDevice(setting, at: declaration.name.range))
                draft.hasErrors = true
                continue
            }
            guard DeviceProperty.names.contains(property) else {
                // Not 'window': it takes a kind and an orientation before the ':'.
                let suggestion = suggest(property, among: DeviceProperty.names.filter { $0 != "window" })
                diagnostics.append(
                    .unknownDeviceProperty(
                        declaration.name.name, suggestion: suggestion, known: DeviceProperty.names, at: declaration.name.range))
                draft.hasErrors = true
                // 'widht: 800' is not also a missing 'width'.
                if let suggestion { draft.written.insert(suggestion) }
                continue
            }
            if let first = seen[property] {
                diagnostics.append(.duplicateDeviceProperty(declaration.name.name, at: declaration.name.range, first: first))
                draft.hasErrors = true
                continue
            }
            seen[property] = declaration.name.range
            draft.written.insert(property)
            if !read(declaration, property: property, into: &draft) { draft.hasErrors = true }
        }
        return draft
    }

    /// Reads one property into the draft; false after reporting a problem.
    private mutating func read(_ declaration: DeviceDeclaration, property: String, into draft: inout DeviceDraft) -> Bool {
        let values = declaration.values
        switch property {
        case "aliases":
            for value in values {
                switch value.kind {
                case .string(let text), .identifier(let text):
                    if let problem = Diagnostic.badDeviceName(text, "an alias", at: value.range) {
                        diagnostics.append(problem)
                        return false
                    }
                    draft.aliases.append(Located(value: text, range: value.range))
                case .number:
                    diagnostics.append(
                        .invalidDeviceValue(property, expected: "names or strings", found: describe(value), at: value.range))
                    return false
                }
            }
            return true
        case "idiom":
            guard let value = single(declaration, expected: "one idiom", example: "idiom: pad"),
                let word = keyword(value, property: property, allowed: DeviceProperty.idioms),
                let idiom = Idiom(rawValue: word)
            else { return false }
            draft.idiom = Located(value: idiom, range: value.range)
        case "color-gamut":
            guard let value = single(declaration, expected: "one color gamut", example: "color-gamut: p3"),
                let word = keyword(value, property: property, allowed: DeviceProperty.colorGamuts),
                let gamut = LayoutEnvironment.ColorGamut(rawValue: word)
            else { return false }
            draft.colorGamut = Located(value: gamut, range: value.range)
        case "width", "height":
            guard let value = single(declaration, expected: "one length in points", example: "\(property): 800"),
                let number = number(value, property: property, units: ["pt", "px"], expected: "a length in points")
            else { return false }
            let located = Located(value: number, range: value.range)
            if property == "width" { draft.width = located } else { draft.height = located }
        case "scale", "native-scale", "native-width", "native-height":
            let expected = property.hasSuffix("scale") ? "a number" : "a number of pixels"
            guard let value = single(declaration, expected: "one number", example: "\(property): 2"),
                let number = number(value, property: property, units: [], expected: expected)
            else { return false }
            let located = Located(value: number, range: value.range)
            switch property {
            case "scale": draft.scale = located
            case "native-scale": draft.nativeScale = located
            case "native-width": draft.nativeWidth = located
            default: draft.nativeHeight = located
            }
        case "safe-area", "landscape-safe-area":
            guard let insets = insets(declaration, property: property) else { return false }
            if property == "safe-area" { draft.portraitSafeArea = insets } else { draft.landscapeSafeArea = insets }
        default:  // "size-classes", "landscape-size-classes"
            guard
                let classes = sizeClasses(
                    values, property: property, at: declaration.name.range, example: "\(property): compact regular")
            else { return false }
            if property == "size-classes" { draft.portraitSizeClasses = classes } else { draft.landscapeSizeClasses = classes }
        }
        return true
    }

    /// `window split-1/3 landscape: 375 1024 compact regular;`
    private mutating func checkWindow(_ key: DeviceWindowKey, _ declaration: DeviceDeclaration) -> DraftWindow? {
        let kindValue = DeviceValue(kind: .identifier(key.kind.name), range: key.kind.range)
        let orientationValue = DeviceValue(kind: .identifier(key.orientation.name), range: key.orientation.range)
        let kind = keyword(kindValue, property: "window", allowed: DeviceProperty.windowKinds)
        let orientation = keyword(orientationValue, property: "orientation", allowed: DeviceProperty.orientations)
        let example = "window split-1/3 landscape: 375 1024 compact regular"
        let values = declaration.values
        guard values.count == 4 else {
            let at = values.count > 4 ? values[4].range : declaration.name.range
            diagnostics.append(
                .invalidDeviceValueCount(
                    "window", expected: "a width, a height and two size classes", found: values.count, at: at,
                    example: example))
            return nil
        }
        let width = number(values[0], property: "window", units: ["pt", "px"], expected: "a width in points")
        let height = number(values[1], property: "window", units: ["pt", "px"], expected: "a height in points")
        let classes = sizeClasses(Array(values[2...]), property: "window", at: declaration.name.range, example: example)
        guard let kind, let orientation, let width, let height, let classes,
            let windowKind = MultitaskingWindow.Kind(rawValue: kind)
        else { return nil }
        let window = MultitaskingWindow(
            windowKind, landscape: orientation == "landscape", size: Size(width: width, height: height), sizeClasses: classes)
        return DraftWindow(
            window: window, key: "\(kind) \(orientation)", keyRange: key.kind.range.union(key.orientation.range),
            sizeRanges: [values[0].range, values[1].range])
    }

    // MARK: Values

    /// The one value of a declaration that takes exactly one.
    private mutating func single(_ declaration: DeviceDeclaration, expected: String, example: String) -> DeviceValue? {
        guard declaration.values.count == 1 else {
            diagnostics.append(
                .invalidDeviceValueCount(
                    declaration.name.name.lowercased(), expected: expected, found: declaration.values.count,
                    at: declaration.values[1].range, example: example))
            return nil
        }
        return declaration.values[0]
    }

    /// A number with no unit or one of `units`.
    private mutating func number(_ value: DeviceValue, property: String, units: [String], expected: String) -> Double? {
        guard case .number(let number, let unit) = value.kind else {
            diagnostics.append(.invalidDeviceValue(property, expected: expected, found: describe(value), at: value.range))
            return nil
        }
        guard number.isFinite else {
            diagnostics.append(.numberOutOfRange(at: value.range))
            return nil
        }
        if let unit, !units.contains(unit) {
            diagnostics.append(.invalidUnit(unit, feature: property, allowed: units, at: value.range))
            return nil
        }
        return number
    }

    /// One of `allowed`, matched case-insensitively; returns it lowercased.
    private mutating func keyword(_ value: DeviceValue, property: String, allowed: [String]) -> String? {
        guard case .identifier(let word) = value.kind else {
            diagnostics.append(
                .invalidDeviceValue(property, expected: quotedList(allowed), found: describe(value), at: value.range))
            return nil
        }
        let lowered = word.lowercased()
        guard allowed.contains(lowered) else {
            let suggestion = suggest(lowered, among: allowed)
            diagnostics.append(.unknownValue(word, feature: property, allowed: allowed, suggestion: suggestion, at: value.range))
            return nil
        }
        return lowered
    }

    /// `compact regular`: horizontal, then vertical.
    private mutating func sizeClasses(
        _ values: [DeviceValue], property: String, at range: SourceRange, example: String
    ) -> SizeClasses? {
        guard values.count == 2 else {
            diagnostics.append(
                .invalidDeviceValueCount(
                    property, expected: "a horizontal and a vertical size class", found: values.count,
                    at: values.count > 2 ? values[2].range : range, example: example))
            return nil
        }
        let horizontal = keyword(values[0], property: property, allowed: DeviceProperty.sizeClasses)
        let vertical = keyword(values[1], property: property, allowed: DeviceProperty.sizeClasses)
        guard let horizontal, let vertical, let h = SizeClass(rawValue: horizontal), let v = SizeClass(rawValue: vertical)
        else { return nil }
        return SizeClasses(h, v)
    }

    /// One to four lengths in CSS order, as `margin` takes them:
    ///   "safe-area: 20;"            => 20 on every side
    ///   "safe-area: 0 44;"          => top and bottom 0, left and right 44
    ///   "safe-area: 59 0 34;"       => top 59, left and right 0, bottom 34
    ///   "safe-area: 59 1 34 2;"     => top 59, right 1, bottom 34, left 2
    private mutating func insets(_ declaration: DeviceDeclaration, property: String) -> DraftInsets? {
        let values = declaration.values
        guard values.count <= 4 else {
            diagnostics.append(
                .invalidDeviceValueCount(
                    property, expected: "1 to 4 lengths (top, right, bottom, left, as in CSS)", found: values.count,
                    at: values[4].range, example: "\(property): 59 0 34 0"))
            return nil
        }
        var numbers: [Double] = []
        for value in values {
            guard let number = number(value, property: property, units: ["pt", "px"], expected: "a length in points") else {
                return nil
            }
            numbers.append(number)
        }
        // Indices of the values giving top, right, bottom and left.
        let order: [Int] =
            switch values.count {
            case 1: [0, 0, 0, 0]
            case 2: [0, 1, 0, 1]
            case 3: [0, 1, 2, 1]
            default: [0, 1, 2, 3]
            }
        let (top, right, bottom, left) = (order[0], order[1], order[2], order[3])
        return DraftInsets(
            insets: LayoutEdgeInsets(top: numbers[top], left: numbers[left], bottom: numbers[bottom], right: numbers[right]),
            property: property, sides: [values[top].range, values[left].range, values[bottom].range, values[right].range])
    }

    /// How a message names a value that has the wrong kind.
    private func describe(_ value: DeviceValue) -> String {
        if case .string = value.kind { return "a string" }
        return "'\(clipped(sources[value.range.file]?.text(of: value.range) ?? ""))'"
    }
}
