// Memory bounds of reading JSON device files (`--devices FILE`), in the
// commands that read them, and of long `@require` lists, measured on the
// built `layoutc` as a child.

import Foundation
import Testing

extension ResourceBoundTests {
    /// Device files, one child at a time.
    @Suite("Resource bounds: device files", .serialized)
    struct DeviceFiles {
        typealias Bounds = ResourceBoundTests

        /// `layoutc ARGUMENTS`, asserted to end in time, without a signal,
        /// with status 1.
        static func run(_ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
            -> ChildProcess.Result
        {
            let executable = try #require(LayoutcProcess.executable, "layoutc is not built").path
            let result = try ChildProcess.run(
                executable, arguments, environment: ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"],
                timeout: Bounds.timeout)
            #expect(!result.timedOut, "did not finish within \(Bounds.timeout) s", sourceLocation: sourceLocation)
            #expect(result.signal == nil, "killed by signal \(result.signal ?? 0)", sourceLocation: sourceLocation)
            #expect(result.status == 1, "exit status \(String(describing: result.status))", sourceLocation: sourceLocation)
            return result
        }

        static func stderr(_ result: ChildProcess.Result) -> String { String(decoding: result.stderr, as: UTF8.self) }

        /// The size of the inputs: 16 MB (`maxFileBytes`) against a release
        /// `layoutc`, 8 MB in a debug one with LAYOUTRULES_FULL_TESTS=1, 4 MB
        /// otherwise; each is past the million values `maxJSONValues` keeps.
        static var bytes: Int { Bounds.size(release: 16 * Bounds.megabyte - 64, debug: 8 * Bounds.megabyte, quick: 4 * Bounds.megabyte) }

        /// One model with millions of aliases (`"",` is three bytes): the
        /// reader kept a node for every value, then a name for every alias,
        /// 2.1 to 2.2 GB for 16 MB in `eval`, `render`, `matrix` and
        /// `devices` alike. It keeps `maxJSONValues` values and counts the
        /// rest.
        @Test func millionsOfAliases() throws {
            let prefix = #"[{"name": "Kiosk", "idiom": "pad", "width": 800, "height": 1280, "scale": 2, "aliases": ["#
            let count = (Self.bytes - prefix.utf8.count - 4) / 3
            var text = prefix
            text.reserveCapacity(Self.bytes)
            for _ in 0..<count { text += #""","# }
            text += #""k"]}]"#
            let devices = try Bounds.file("aliases.json", Array(text.utf8))
            let rules = try Bounds.file("rules.layout", Array("traits { a: 1; }\n".utf8))
            defer {
                Bounds.remove(devices)
                Bounds.remove(rules)
            }
            for arguments in [["devices", "--devices", devices, "--format", "json"], ["eval", rules, "--devices", devices]] {
                let result = try Self.run(arguments)
                let message = "more than 1000000 values in this JSON file; \(count + 8 - 1_000_000) more are not read"
                #expect(Self.stderr(result).contains(message), "\(arguments[0]): \(Self.stderr(result).prefix(600))")
                #expect(Self.stderr(result).contains("aliases.json:1:"))
                Bounds.expectPeak(result, below: 300)
            }
        }

        /// One model with hundreds of thousands of unknown keys, within the
        /// values a file may hold: each was a diagnostic, with a suggestion,
        /// held until the end and only then cut to the first thousand (1 GB
        /// for 1.6 million keys). The reader keeps the first thousand and
        /// counts the others as it goes.
        @Test func manyUnknownKeys() throws {
            let count = Bounds.size(release: 900_000, debug: 300_000, quick: 100_000)
            var text = #"[{"name": "Kiosk", "idiom": "pad", "width": 800, "height": 1280, "scale": 2"#
            for index in 0..<count { text += #", "k\#(index)": 0"# }
            text += "}]"
            let devices = try Bounds.file("keys.json", Array(text.utf8))
            defer { Bounds.remove(devices) }
            let result = try Self.run(["devices", "--devices", devices, "--format", "json"])
            let shown = Self.stderr(result).components(separatedBy: "unknown device property").count - 1
            #expect(shown == 1_001, "\(shown) shown")
            #expect(Self.stderr(result).contains("more than 1000 diagnostics in this file; \(count - 1_001) more are not shown"))
            Bounds.expectPeak(result, below: 300)
        }

        /// One `@require` of 1.6 million names (16 MB): every name was kept,
        /// searched for over the tree and warned about (1.2 GB for 1.9
        /// million). The parser keeps `maxListItems` names and counts
        /// the rest. (8 MB in a debug build with LAYOUTRULES_FULL_TESTS=1, 4 MB
        /// otherwise.)
        @Test func millionsOfRequiredNames() throws {
            var text = "@require "
            text.reserveCapacity(Self.bytes)
            var count = 0
            while text.utf8.count < Self.bytes - 32 {
                text += "t\(1_000_000 + count), "
                count += 1
            }
            text += "last;\ntraits { t1000000: 1; }\n"
            count += 1
            let path = try Bounds.file("require.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("list-too-long", in: result) == 1)
            #expect(String(decoding: result.stdout, as: UTF8.self).contains(
                "more than 10000 trait names are required; \(count - 10_000) more are ignored"))
            Bounds.expectPeak(result, below: 300)
        }
    }
}
