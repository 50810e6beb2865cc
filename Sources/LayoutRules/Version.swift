/// The library's version, printed by `layoutc --version`.
///
/// `package`, not `public`: apps learn the version from their package
/// manager, and symbol graphs (hence DocC) leave out declarations named
/// `<Module>Version…`, so a public one could not be documented.
package enum LayoutRulesVersion {
    /// The version as `major.minor.patch`.
    package static let current = "0.1.0"
}
