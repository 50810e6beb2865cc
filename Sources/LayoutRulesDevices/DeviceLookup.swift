import LayoutRulesBase

extension DeviceProfile {
    /// The key names are compared by, so that the ways people write one
    /// model are one key: "iPad Pro 11-inch (M4)", "ipad pro 11 inch m4"
    /// and "iPadPro11M4" all give "ipadpro11m4".
    ///
    /// Lowercased; white space and punctuation dropped, except `,`
    /// (identifiers such as "iPhone11,2"; `+` of "iPhone 6+" is a symbol and
    /// stays);
    /// the small capital `ʀ` of Xcode's "iPhone Xʀ" read as `r`; "inch"
    /// after a digit dropped (`11-inch`, `11 inch`, `11inch`); and
    /// "generation" after an ordinal shortened to "gen" (`5th generation`,
    /// `5th gen`).
    static func lookupKey(_ name: String) -> String {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(name.unicodeScalars.count)
        for scalar in name.lowercased().unicodeScalars {
            if scalar == "\u{0280}" {
                scalars.append("r")
            } else if scalar == "," || !Self.isSeparator(scalar) {
                scalars.append(scalar)
            }
        }
        // Words spelt out after a number: "11-inch" is "11", "5th generation" is "5thgen".
        let characters = Array(String(String.UnicodeScalarView(scalars)))
        var key: [Character] = []
        key.reserveCapacity(characters.count)
        var index = 0
        while index < characters.count {
            if let last = key.last, last.isNumber, matches("inch", in: characters, at: index) {
                index += 4
                continue
            }
            if key.count >= 3, key[key.count - 3].isNumber, ["st", "nd", "rd", "th"].contains(String(key.suffix(2))),
                matches("generation", in: characters, at: index)
            {
                key += Array("gen")
                index += 10
                continue
            }
            key.append(characters[index])
            index += 1
        }
        return String(key)
    }

    /// Whether a character only separates words: white space, punctuation
    /// (dashes, dots, brackets, quotes, slashes) and control characters.
    /// Letters, digits and symbols (`+`, emoji) are kept.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .connectorPunctuation,
            .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation:
            true
        default: false
        }
    }

    /// Whether `word` is in `characters` at `index`.
    private static func matches(_ word: String, in characters: [Character], at index: Int) -> Bool {
        let word = Array(word)
        guard index + word.count <= characters.count else { return false }
        return Array(characters[index..<(index + word.count)]) == word
    }

    /// Finds a device by marketing name, simulator name, hardware
    /// identifier or alias, ignoring case, spaces and punctuation.
    ///
    ///     DeviceProfile.find("iphone-15-pro-max", in: DeviceCatalog.all)?.portraitSize   // 430x932
    ///     DeviceProfile.find("iPhone11,2", in: DeviceCatalog.all)?.name                  // "iPhone XS"
    ///
    /// - Parameters:
    ///   - name: Any name of the device, such as "iPhone 15 Pro Max",
    ///     "iPhone Xs", "iPhone16,2" or "15promax".
    ///   - catalog: The profiles to search, such as ``DeviceCatalog/all``
    ///     or ``Compilation/devices``.
    /// - Returns: The matching profile (see `lookup(_:in:)`), or nil for
    ///   an unknown name.
    package static func find(_ name: String, in catalog: [DeviceProfile]) -> DeviceProfile? {
        lookup(name, in: catalog)?.profile
    }

    /// A device found by name, and the other models the name could mean.
    package struct Lookup: Sendable, Hashable {
        /// The profile the name resolves to.
        package var profile: DeviceProfile
        /// When the name is a short alias that begins the names of several
        /// models (a family: "iPad Pro 11"), the names of the others,
        /// newest first; empty for a name that means one model.
        package var others: [String]
    }

    /// Names Apple gave a model that its catalog entry no longer carries,
    /// because a later name replaced them and their key (``lookupKey(_:)``)
    /// is a newer model's alias: written exactly (ignoring case), each
    /// still means its model.
    ///
    /// "iPad Pro (11-inch)" is the 2018 model (iPad8,1 to iPad8,4) and "iPad
    /// Pro (12.9-inch)" the 2015 one (iPad6,7, iPad6,8), each until its 2nd
    /// generation came: [DEVICEKIT]'s descriptions of those identifiers
    /// (DeviceCatalog.swift), and the Xcode simulators' names of the time.
    /// Their keys are those of "iPad Pro 11" and "iPad Pro 12.9", the
    /// aliases of the newest model of each screen.
    static let formerNames: [String: String] = [
        "ipad pro (11-inch)": "iPad Pro 11-inch (1st generation)",
        "ipad pro (12.9-inch)": "iPad Pro 12.9-inch (1st generation)",
    ]

    /// Finds a device by name in two steps.
    ///
    /// 1. A name written exactly as Apple writes it (a marketing name, an
    ///    Xcode simulator name, a hardware identifier or a former name,
    ///    ignoring case) means that model and no other: "iPad Pro
    ///    (11-inch)" is the 2018 model.
    /// 2. Otherwise names and aliases are compared by their keys
    ///    (``lookupKey(_:)``), which are unique in the catalog. When the
    ///    name is an alias that begins the names of other models too
    ///    ("iPad Pro 11", the alias of the newest 11-inch iPad Pro, begins
    ///    every 11-inch iPad Pro's), `others` lists them, so that a caller
    ///    can say which models the name might have meant.
    ///
    /// Profiles earlier in `catalog` win (a rule file's own "iPhone 15"
    /// before the catalog's).
    package static func lookup(_ name: String, in catalog: [DeviceProfile]) -> Lookup? {
        let exact = name.lowercased()
        let former = formerNames[exact]
        if let profile = catalog.first(where: { profile in
            profile.name == former
                || ([profile.name] + profile.simulatorNames + profile.identifiers).contains { $0.lowercased() == exact }
        }) {
            return Lookup(profile: profile, others: [])
        }
        let key = lookupKey(name)
        guard !key.isEmpty else { return nil }
        guard let found = catalog.first(where: { profile in profile.allNames.contains { lookupKey($0) == key } }) else {
            return nil
        }
        let byName = ([found.name] + found.simulatorNames + found.identifiers).contains { lookupKey($0) == key }
        let nameKey = lookupKey(found.name)
        guard !byName, nameKey.hasPrefix(key), nameKey != key else { return Lookup(profile: found, others: []) }
        // The alias is the beginning of a family of names: say which other models it begins.
        let family = catalog.enumerated().filter { entry in
            entry.element.name != found.name && lookupKey(entry.element.name).hasPrefix(key)
        }
        var others: [String] = []
        for entry in family.sorted(by: { ($0.element.year ?? 0, $0.offset) > ($1.element.year ?? 0, $1.offset) })
        where !others.contains(entry.element.name) {
            others.append(entry.element.name)
        }
        return Lookup(profile: found, others: others)
    }

    /// The catalog's device name closest to a mistyped one, for "did you mean".
    package static func suggestion(for name: String, in catalog: [DeviceProfile]) -> String? {
        suggestions(for: name, in: catalog).first
    }

    /// The devices an unknown name most likely meant, best first, at most
    /// `limit` of them.
    ///
    /// Models whose names start with what was typed come first ("iPhone
    /// SE" gives the three iPhone SE models); then models of the same
    /// family (the letters before the first digit: "iPad Air") closest in
    /// what follows ("iPad Air (6th generation)" gives the 5th generation
    /// first); then the closest name of any device.
    package static func suggestions(for name: String, in catalog: [DeviceProfile], limit: Int = 4) -> [String] {
        let key = lookupKey(name)
        guard !key.isEmpty, Suggestion.mayHaveSuggestion(key) else { return [] }
        var result: [String] = []
        func add(_ profile: DeviceProfile) {
            if result.count < limit, !result.contains(profile.name) { result.append(profile.name) }
        }
        let keyed = catalog.map { profile in (profile, profile.allNames.map(lookupKey)) }
        // 1. Names that continue what was typed (a family, or a model
        //    without its generation).
        if key.count >= 4 {
            // Newest first: "iPad mini" most likely means a recent one.
            let matching = keyed.enumerated().filter { $0.element.1.contains { $0.hasPrefix(key) } }
            for entry in matching.sorted(by: { ($0.element.0.year ?? 0, -$0.offset) > ($1.element.0.year ?? 0, -$1.offset) }) {
                add(entry.element.0)
            }
        }
        if !result.isEmpty { return result }
        // 2. The same family, ranked by how close the rest is.
        let family = Self.family(of: key)
        if family.count >= 4 {
            // The rest after the family, and its generation (leading number).
            let rest = String(key.dropFirst(family.count))
            let generation = Self.leadingNumber(rest)
            var ranked: [(profile: DeviceProfile, distance: Int, gap: Int, index: Int)] = []
            for (index, (profile, keys)) in keyed.enumerated() {
                let scored = keys.filter { Self.family(of: $0) == family }.map { candidate -> (Int, Int) in
                    let other = String(candidate.dropFirst(family.count))
                    let gap = zip([generation], [Self.leadingNumber(other)]).map { a, b in
                        a.flatMap { a in b.map { abs(a - $0) } } ?? Int.max
                    }.first ?? Int.max
                    return (distance(other, rest), gap)
                }
                if let best = scored.min(by: { $0 < $1 }) { ranked.append((profile, best.0, best.1, index)) }
            }
            for entry in ranked.sorted(by: { ($0.distance, $0.gap, $0.index) < ($1.distance, $1.gap, $1.index) })
            where entry.distance < max(1, rest.count) && entry.distance <= max(2, rest.count / 2) {
                add(entry.profile)
            }
        }
        if !result.isEmpty { return result }
        // 3. The closest name of any device.
        var keyOwner: [String: DeviceProfile] = [:]
        var keys: [String] = []
        for (profile, profileKeys) in keyed {
            for k in profileKeys where keyOwner[k] == nil {
                keyOwner[k] = profile
                keys.append(k)
            }
        }
        if let closest = Suggestion.closest(to: key, among: keys), let profile = keyOwner[closest] { add(profile) }
        return result
    }

    /// Levenshtein distance over characters; keys are short (at most
    /// `Suggestion.maxWordLength`, checked by the caller).
    private static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The letters of a key before its first digit: "ipadair" for
    /// "ipadair5thgen", "iphonese" for "iphonese3rdgen".
    static func family(of key: String) -> String {
        String(key.prefix { !$0.isNumber })
    }

    /// The number a key part starts with ("5" of "5thgen"), if any.
    private static func leadingNumber(_ text: String) -> Int? {
        Int(String(text.prefix { $0.isASCII && $0.isNumber }.prefix(6)))
    }
}

extension DeviceCatalog {
    /// The catalog model with this name: its marketing name, Xcode
    /// simulator name, hardware identifier or an alias, compared ignoring
    /// case, spaces and punctuation.
    ///
    ///     DeviceCatalog.device(named: "iPhone Xs")?.name                // "iPhone XS"
    ///     DeviceCatalog.device(named: "ipad pro 11 inch m4")?.name      // "iPad Pro 11-inch (M4)"
    ///
    /// - Parameter name: Any name of the model.
    /// - Returns: The model, or nil for a name the catalog does not know.
    public static func device(named name: String) -> DeviceProfile? {
        DeviceProfile.find(name, in: all)
    }

    /// The catalog model with this hardware identifier, as an app reads it
    /// at run time.
    ///
    /// On a device the identifier is `utsname.machine` (from `uname`); in
    /// the Simulator, `utsname.machine` is the Mac's architecture and the
    /// identifier of the simulated model is in the environment variable
    /// `SIMULATOR_MODEL_IDENTIFIER`:
    ///
    ///     var system = utsname()
    ///     uname(&system)
    ///     let machine = withUnsafeBytes(of: system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    ///     let id = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machine
    ///     if let device = DeviceCatalog.device(identifier: id) {
    ///         let env = try LayoutEnvironment(device: device, orientation: .portrait)
    ///     }
    ///
    /// - Parameter identifier: A hardware identifier such as "iPhone14,6"
    ///   (compared exactly, ignoring case).
    /// - Returns: The model, or nil for an identifier the catalog does not
    ///   know (a newer model, or "arm64" / "x86_64" in the Simulator).
    package static func device(identifier: String) -> DeviceProfile? {
        let wanted = identifier.lowercased()
        return all.first { profile in profile.identifiers.contains { $0.lowercased() == wanted } }
    }
}
