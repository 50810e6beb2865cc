import Foundation

/// The `--json FILE` report: one object with the headline figures as
/// top-level keys (null when a figure is missing, absent when the run does
/// not measure it on purpose), the scaling ratios under `scaling`, and the
/// raw figures under `evaluation`, `compilation`, `check` and `layout`.
enum JSONReport {
    static func text(_ results: Results, _ ratios: Ratios) -> String {
        var object: [String: Any] = [:]
        for entry in ratios.entries where !(entry.optional && entry.value == nil) { object[entry.key] = number(entry.value) }
        var scaling: [String: Any] = [:]
        for entry in ratios.scaling where !(entry.optional && entry.value == nil) { scaling[entry.key] = number(entry.value) }
        object["scaling"] = scaling
        object["quick"] = results.quick
        object["machine"] = results.machine
        object["allocation_counting"] = results.allocationCounting
        object["seed"] = "\(RuleSetGenerator.defaultSeed)"
        object["evaluation"] = results.evaluation.map { row -> [String: Any] in
            var fields: [String: Any] = ["label": row.label, "status": row.status ?? NSNull()]
            fields["rules"] = row.rules ?? NSNull()
            fields["nodes"] = row.nodes ?? NSNull()
            fields["depth"] = row.depth ?? NSNull()
            for (key, timing) in [
                ("tree_leaf", row.treeLeaf), ("tree_traits", row.treeTraits), ("tree_keyed", row.treeKeyed), ("tree_frames", row.treeFrames),
                ("scan_traits", row.scanTraits), ("scan_frames", row.scanFrames), ("named_keys", row.namedKeys), ("handwritten_traits", row.handwrittenTraits),
                ("codegen_traits", row.codegenTraits),
            ] {
                fields[key + "_ns"] = number(timing?.nanosecondsPerCall)
                fields[key + "_allocations"] = number(timing?.allocationsPerCall)
            }
            return fields
        }
        object["compilation"] = results.compilation.map { row -> [String: Any] in
            [
                "rules": row.rules, "bytes": row.bytes, "status": row.status ?? NSNull(),
                "parse_ms": number(row.parse.map { $0.nanosecondsPerCall / 1e6 }),
                "check_ms": number(row.check.map { $0.nanosecondsPerCall / 1e6 }),
                "compile_ms": number(row.compile.map { $0.nanosecondsPerCall / 1e6 }),
                "compile_mb": number(row.compileMegabytes),
                "compile_repetitions": row.compile?.repetitions ?? NSNull(),
                "parse_mb_per_s": number(row.parseMBps), "compile_mb_per_s": number(row.compileMBps),
                "nodes": row.nodes ?? NSNull(), "depth": row.depth ?? NSNull(), "leaves": row.leaves ?? NSNull(),
                "warnings": row.warnings ?? NSNull(),
            ]
        }
        if let check = results.check {
            object["check"] = [
                "rules": check.rules, "bytes": check.bytes, "cpu_ms": number(check.milliseconds), "wall_ms": number(check.wallMilliseconds),
                "peak_mb": number(check.peakMegabytes), "repetitions": check.repetitions,
            ]
        }
        object["arbitrary_check"] = results.arbitrary.map { check -> [String: Any] in
            [
                "rules": check.rules, "bytes": check.bytes, "cpu_ms": number(check.milliseconds),
                "wall_ms": number(check.wallMilliseconds), "peak_mb": number(check.peakMegabytes), "repetitions": check.repetitions,
            ]
        }
        object["layout"] = results.layout.map { row -> [String: Any] in
            [
                "label": row.label, "status": row.status ?? NSNull(), "regions_per_call": number(row.regionsPerCall),
                "ns_per_call": number(row.tree?.nanosecondsPerCall), "ns_per_region": number(row.treePerRegion),
                "allocations_per_call": number(row.tree?.allocationsPerCall),
                "handwritten_ns_per_region": number(row.handwrittenPerRegion),
            ]
        }
        guard
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
            let text = String(data: data, encoding: .utf8)
        else { return "{}\n" }
        return text + "\n"
    }

    /// A finite number, or null.
    static func number(_ value: Double?) -> Any {
        guard let value, value.isFinite else { return NSNull() }
        return value
    }
}
