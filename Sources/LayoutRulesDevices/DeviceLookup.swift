import LayoutRulesBase

extension DeviceProfile {
    /// The key names are compared by: lowercase, with spaces, dashes,
    /// underscores, dots and quotes removed ("iPhone 15 Pro Max",
    /// "iphone-15-pro-max" and "iphone15promax" are one key).
    static func lookupKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" -_.\"'’()".unicodeScalars.contains($0) })
    }

    /// Finds a device by marketing name or alias, ignoring case and punctuation.
    ///
    /// A profile that stands for several models ("iPad mini (6th
    /// generation) / iPad mini (A17 Pro)") is found by each of them too.
    ///
    ///     DeviceProfile.find("iphone-15-pro-max", in: DeviceCatalog.all)?.portraitSize   // 430x932
    ///
    /// - Parameters:
    ///   - name: A marketing name or alias, such as "iPhone 15 Pro Max" or "15promax".
    ///   - catalog: The profiles to search, such as ``DeviceCatalog/all``
    ///     or ``Compilation/devices``.
    /// - Returns: The first matching profile, or nil for an unknown name.
    public static func find(_ name: String, in catalog: [DeviceProfile]) -> DeviceProfile? {
        let key = lookupKey(name)
        return catalog.first { profile in
            lookupKey(profile.name) == key || profile.aliases.contains { lookupKey($0) == key }
        }
            ?? catalog.first { profile in
                profile.name.split(separator: " / ").contains { lookupKey(String($0)) == key }
            }
    }

    /// The catalog's device name closest to a mistyped one, for "did you mean".
    package static func suggestion(for name: String, in catalog: [DeviceProfile]) -> String? {
        Suggestion.closest(to: name, among: catalog.map(\.name))
    }
}
