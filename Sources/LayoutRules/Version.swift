/// The version of LayoutRules, `major.minor.patch`: the one place it is
/// written, which `layoutc --version` and the language server print.
///
/// The package follows semantic versioning; what counts as a breaking
/// change, for the language, the command line's output, the generated
/// code and this library, is written down in `docs/Versioning.md`, and CI
/// compares the library's API with the release that set the major number.
public let version = "1.0.0"
