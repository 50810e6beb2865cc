/// The readable report on standard output: the tables and the headline figures.
enum Report {
    static func text(_ results: Results, _ ratios: Ratios) -> String {
        var out = "layoutc-bench\(results.quick ? " --quick" : "") on \(results.machine)\n"
        out += "allocation counting: \(results.allocationCounting ? "on (CAllocCounter)" : "off (needs glibc, no sanitizer)")\n\n"

        out += "Evaluation: ns of CPU time per call, fastest repetition; [heap allocations per call]\n"
        out += "  by key = match + every trait's value key, looped over the keys; by named keys = the same, each key\n"
        out += "  named in code as an app reads its traits (hand-written: the same traits as enums; the two timed in\n"
        out += "  turns, the headline ratio is the median of the pairs');\n"
        out += "  traits = evaluate + iterate every trait; +frames = also frames(in:into:) + read every region\n"
        var evaluation = Table([
            "rule set", "rules", "nodes", "depth", "leaf only", "tree by key", "tree traits", "tree +frames", "scan traits",
            "scan +frames", "scan/tree",
        ])
        for row in results.evaluation {
            if let status = row.status {
                evaluation.add([row.label, format(row.rules)], note: status)
                continue
            }
            evaluation.add([
                row.label, format(row.rules), format(row.nodes), format(row.depth), format(row.treeLeaf?.nanosecondsPerCall),
                format(row.treeKeyed), format(row.treeTraits), format(row.treeFrames), format(row.scanTraits),
                format(row.scanFrames),
                format(ratio(row.scanTraits?.nanosecondsPerCall, row.treeTraits?.nanosecondsPerCall)),
            ])
            if row.namedKeys != nil {
                evaluation.add(["  by named keys", "", "", "", "", format(row.namedKeys)])
            }
            if row.handwrittenTraits != nil {
                evaluation.add(["  hand-written Swift", "", "", "", "", format(row.handwrittenTraits)])
            }
            if row.label == Labels.apple {
                if let codegen = row.codegenTraits {
                    evaluation.add(["  generated Swift", "", "", "", "", format(codegen)])
                } else {
                    evaluation.add(["  generated Swift"], note: "not measured")
                }
            }
        }
        out += evaluation.render() + "\n"

        out += "Compilation of random interacting rules: ms of CPU time per call, fastest repetition; compile = check + tree + layouts\n"
        out += "  + analyses;"
        out += " MB = the most heap one compile holds at once\n"
        var compilation = Table([
            "rules", "bytes", "parse ms", "check ms", "compile ms", "compile MB", "parse MB/s", "nodes", "depth", "leaves",
            "warnings", "reps",
        ])
        for row in results.compilation {
            if let status = row.status, row.parse == nil {
                compilation.add([formatCount(row.rules), formatCount(row.bytes)], note: status)
                continue
            }
            compilation.add(
                [
                    formatCount(row.rules), formatCount(row.bytes), milliseconds(row.parse), milliseconds(row.check),
                    milliseconds(row.compile), format(row.compileMegabytes), format(row.parseMBps), format(row.nodes),
                    format(row.depth), format(row.leaves), format(row.warnings), row.compile.map { "\($0.repetitions)" } ?? "-",
                ], note: row.status)
        }
        out += compilation.render() + "\n"

        out += "layoutc check of a realistic app file (many screens over shared breakpoints), whole process, fastest run;\n"
        out += "  CPU ms = user + system time of the process; wall ms counts waiting for a core on a shared machine\n"
        var check = Table(["rules", "bytes", "CPU ms", "wall ms", "peak MB", "reps"])
        if let result = results.check {
            check.add([
                formatCount(result.rules), formatCount(result.bytes), format(result.milliseconds), format(result.wallMilliseconds),
                format(result.peakMegabytes), "\(result.repetitions)",
            ])
        } else {
            check.add(["-"], note: "not measured")
        }
        out += check.render() + "\n"

        out += "layoutc check of arbitrary interacting media queries (a trait per rule), the same way\n"
        var arbitrary = Table(["rules", "bytes", "CPU ms", "wall ms", "peak MB", "reps"])
        for result in results.arbitrary {
            arbitrary.add([
                formatCount(result.rules), formatCount(result.bytes), format(result.milliseconds), format(result.wallMilliseconds),
                format(result.peakMegabytes), "\(result.repetitions)",
            ])
        }
        if results.arbitrary.isEmpty { arbitrary.add(["-"], note: "not measured") }
        out += arbitrary.render() + "\n"

        out += "Layout: frames(in:into:) into a reused FrameLayout (tree walk + solve), ns of CPU time per region solved;\n"
        out += "  hand-written: the same RegionFrames (frame, centre, transform, window), read the same way; ratio: the\n"
        out += "  median of the two loops timed in turns\n"
        var layout = Table([
            "rule set", "regions/call", "ns/call", "ns/region", "allocs/call", "hand-written ns/region", "ratio",
        ])
        for row in results.layout {
            if let status = row.status {
                layout.add([row.label], note: status)
                continue
            }
            layout.add([
                row.label, format(row.regionsPerCall), format(row.tree?.nanosecondsPerCall), format(row.treePerRegion),
                format(row.tree?.allocationsPerCall), format(row.handwrittenPerRegion),
                format(row.perRegionVsHandwritten),
            ])
        }
        out += layout.render() + "\n"

        out += "Headline figures (JSON keys; target: the bound each should meet, or what it compares)\n"
        var table = Table(["key", "value", "target"])
        for entry in ratios.entries where !(entry.optional && entry.value == nil) {
            table.add([entry.key, format(entry.value), entry.target])
        }
        out += table.render() + "\n"
        out += "Scaling (JSON: under \"scaling\")\n"
        var scaling = Table(["figure", "value", "target"])
        for entry in ratios.scaling where !(entry.optional && entry.value == nil) {
            scaling.add([entry.key, format(entry.value), entry.target])
        }
        out += scaling.render()
        return out
    }
}
