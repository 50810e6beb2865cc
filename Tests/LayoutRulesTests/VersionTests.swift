// The version is written once (Sources/LayoutRules/Version.swift): the
// command line and the language server print it, and the changelog's
// newest release must be it, so a release cannot ship with either stale.

import Foundation
import LayoutRules
import Testing

@Suite struct VersionTests {
    /// `major.minor.patch`, each a number without leading zeros, as
    /// semantic versioning requires.
    @Test func theVersionIsSemantic() {
        let parts = LayoutRules.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3, "\(LayoutRules.version)")
        for part in parts {
            #expect(!part.isEmpty && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber), "\(LayoutRules.version)")
            #expect(part == "0" || !part.hasPrefix("0"), "\(LayoutRules.version)")
        }
    }

    @Test func layoutcPrintsIt() throws {
        let result = try LayoutcProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "layoutc \(LayoutRules.version)\n")
    }

    /// The first release heading of CHANGELOG.md (after "Unreleased").
    @Test func theChangelogsNewestReleaseIsIt() throws {
        let url = GoldenPaths.packageRoot.appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let release = text.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(release?.hasPrefix("## [\(LayoutRules.version)] - ") == true, "\(release ?? "no release heading")")
    }
}
