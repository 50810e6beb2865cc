/// The library's version, printed by `layoutc --version`.
public enum LayoutRulesVersion {
    public static let current = "0.1.0"
}
