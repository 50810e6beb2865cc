import LayoutRulesBase

// The device part of the message catalogue, sorted by name: `@device`
// blocks and JSON device files (the same checks, so the same messages),
// and the JSON reader's syntax errors.
extension Diagnostic {
    static func deviceInsetsLeaveNoRoom(
        _ property: String, axis: String, total: Double, length: String, size: Double, at range: SourceRange
    ) -> Diagnostic {
        Diagnostic(
            .deviceValueOutOfRange, .error,
            "'\(clipped(property))' leaves no room: the \(axis) insets add up to \(formatNumber(total)), "
                + "not less than the \(length) \(formatNumber(size))",
            at: range)
    }

    static func deviceNotPortrait(width: Double, height: Double, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .deviceValueOutOfRange, .error,
            "a phone or pad is described in portrait, but 'width' \(formatNumber(width)) is greater than 'height' \(formatNumber(height))",
            at: range, notes: [Note("swap the values of 'width' and 'height'", at: nil)])
    }

    static func deviceValueNegative(_ property: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.deviceValueOutOfRange, .error, "'\(clipped(property))' insets cannot be negative", at: range)
    }

    /// `what` is quoted code or a phrase: "'width'", "the height of window 'slide-over portrait'".
    static func deviceValueNotPositive(_ what: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.deviceValueOutOfRange, .error, "\(what) must be greater than 0", at: range)
    }

    package static func tooManyDevices(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.tooManyDevices, .error, "more than \(limit) devices are defined; the rest are ignored", at: range)
    }

    /// `unit` names the unit (points or pixels); it is empty for a scale.
    static func deviceValueTooLarge(_ what: String, limit: Double, unit: String, at range: SourceRange) -> Diagnostic {
        let bound = formatNumber(limit) + (unit.isEmpty ? "" : " " + unit)
        return Diagnostic(.deviceValueOutOfRange, .error, "\(what) must be at most \(bound)", at: range)
    }

    static func deviceWindowTooLarge(_ window: String, screen: Size, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .deviceValueOutOfRange, .error, "window '\(clipped(window))' is larger than the screen, which is \(screen) points",
            at: range)
    }

    static func deviceResizableTooLarge(_ minimum: Size, shorterSide: Double, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .deviceValueOutOfRange, .error,
            "the smallest resizable window \(minimum) does not fit the screen, whose shorter side is \(formatNumber(shorterSide)) points",
            at: range)
    }

    /// `kind` is "device name", "alias", "simulator name" or "identifier".
    static func duplicateDevice(
        _ name: String, kind: String, owner: String, at range: SourceRange, first: SourceRange
    ) -> Diagnostic {
        Diagnostic(
            .duplicateDevice, .error,
            "\(kind) '\(clipped(name))' is already used by device '\(clipped(owner))'", at: range,
            notes: [
                Note("first used here", at: first),
                Note("names and aliases are compared ignoring case, spaces and punctuation", at: nil),
            ])
    }

    package static func duplicateDeviceProperty(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(
            .duplicateDeviceProperty, .error, "'\(clipped(name))' is set twice in this device", at: range,
            notes: [Note("first set here", at: first)])
    }

    /// Why `text` cannot name a device, or nil. A name is printed in
    /// tables, SVG titles and Markdown, where a control character (a line
    /// break, NUL) would break the row or the document.
    package static func badDeviceName(_ text: String, _ what: String, maxBytes: Int = Int.max, at range: SourceRange) -> Diagnostic? {
        if text.utf8.count > maxBytes {
            return .nameTooLong(what.hasSuffix("alias") ? "alias" : "device name", bytes: text.utf8.count, limit: maxBytes, at: range)
        }
        if DeviceProfile.lookupKey(text).isEmpty {
            return Diagnostic(.invalidDeviceValue, .error, "\(what) cannot be empty", at: range)
        }
        if text.unicodeScalars.contains(where: \.isInvisibleControl) {
            return Diagnostic(.invalidDeviceValue, .error, "\(what) cannot contain control characters", at: range)
        }
        return nil
    }

    package static func invalidDeviceValue(_ property: String, expected: String, found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.invalidDeviceValue, .error, "'\(clipped(property))' expects \(expected), found \(found)", at: range)
    }

    package static func invalidDeviceValueCount(
        _ property: String, expected: String, found: Int, at range: SourceRange, example: String
    ) -> Diagnostic {
        Diagnostic(
            .invalidDeviceValue, .error,
            "'\(clipped(property))' expects \(expected), found \(found) \(found == 1 ? "value" : "values")", at: range,
            notes: [Note("for example '\(clipped(example))'", at: nil)])
    }

    static func invalidJSON(_ message: String, at range: SourceRange, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.invalidJson, .error, message, at: range, notes: notes)
    }

    static func invalidDeviceFile(_ what: String, found: JSONNode) -> Diagnostic {
        Diagnostic(.invalidDeviceValue, .error, "\(what), found \(found.kindDescription)", at: found.range)
    }

    /// `owner` says who needs `required` in the note: "every device", "every window".
    static func missingDeviceProperty(
        _ missing: [String], in what: String, owner: String, required: [String], at range: SourceRange
    ) -> Diagnostic {
        Diagnostic(
            .missingDeviceProperty, .error, "\(what) is missing \(quotedConjunction(missing))", at: range,
            notes: [Note("\(owner) needs \(quotedConjunction(required))", at: nil)])
    }

    /// A user's setting (`dynamic-type`, ...) written as a device property
    /// (a `@device` declaration or a JSON device key). It shares
    /// `unknown-device-property`'s ID: no device has the property.
    package static func userSettingOnDevice(_ setting: Feature, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .unknownDeviceProperty, .error, "'\(clipped(setting.rawValue))' is the user's setting, not the device's", at: range,
            notes: [
                Note(
                    "give it when evaluating instead, with '--\(setting.rawValue)' (layoutc) or on the LayoutEnvironment (an app)",
                    at: nil)
            ])
    }

    package static func unknownDeviceProperty(_ name: String, suggestion: String?, known: [String], at range: SourceRange) -> Diagnostic {
        suggesting(
            suggestion, for: range, .unknownDeviceProperty, "unknown device property '\(clipped(name))'",
            notes: suggestion == nil ? [Note("the properties here are \(quotedConjunction(known))", at: nil)] : [])
    }
}

/// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
func quotedConjunction(_ items: [String]) -> String {
    let quoted = items.map { "'\(clipped($0))'" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
}
