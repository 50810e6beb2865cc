/// A JSON document of (nearly) a given byte size for the
/// `JSONSerialization` baseline: the same kind of content as the rule
/// files, as a person would put it in JSON (an array of rules, each with
/// its conditions and traits), seeded like everything else.
enum JSONDocument {
    static func make(bytes target: Int, seed: UInt64 = 0x15_0B0D) -> String {
        var rng = SplitMix64(seed: seed)
        var out = "[\n"
        var first = true
        let features = ["width", "height", "screen-width", "aspect-ratio"]
        let operators = [">=", "<", "<=", ">"]
        while out.utf8.count < target - 2 {
            if !first { out += ",\n" }
            first = false
            var conditions: [String] = []
            for _ in 0..<(1 + rng.below(3)) {
                if rng.chance(0.3) {
                    conditions.append(#"{"feature": "idiom", "value": "\#(rng.pick(["phone", "pad", "mac", "tv"]))"}"#)
                } else {
                    conditions.append(
                        #"{"feature": "\#(rng.pick(features))", "op": "\#(rng.pick(operators))", "value": \#(rng.pick(RuleSetGenerator.widths))}"#)
                }
            }
            var traits: [String] = []
            for index in 0..<(2 + rng.below(4)) {
                let trait = RuleSetGenerator.traits[(index * 5 + rng.below(5)) % RuleSetGenerator.traits.count]
                let value = rng.pick(trait.values)
                let json = value.first == "\"" || Double(value) != nil || value == "true" || value == "false" ? value : "\"\(value)\""
                traits.append("\"\(trait.name)\": \(json)")
            }
            out += "  {\"when\": [\(conditions.joined(separator: ", "))], \"not\": \(rng.chance(0.1)), "
            out += "\"traits\": {\(traits.joined(separator: ", "))}}"
        }
        return out + "\n]\n"
    }
}
