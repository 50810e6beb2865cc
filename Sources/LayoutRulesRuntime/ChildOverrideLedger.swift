/// Which children of a container still need the overrides it gives them:
/// the bookkeeping behind the UIKit container's size classes and traits,
/// kept apart from UIKit so it is tested everywhere.
///
/// A container gives every child the same overrides (size classes and
/// traits, here any `Equatable` value) and must give them again to a child
/// that left and came back, or to a new child that happens to reuse an old
/// one's identifier (an `ObjectIdentifier` is an address, and a freed
/// child's address can be handed to the next one). The ledger records what
/// each child was given and forgets a child as soon as it is reported
/// added again, or missing from a pass:
///
///     var ledger = ChildOverrideLedger<ObjectIdentifier, Overrides>()
///     // addChild(_:) override: the child starts with nothing.
///     ledger.childWasAdded(ObjectIdentifier(child))
///     // Every pass:
///     for id in ledger.children(needing: wanted, among: children.map(ObjectIdentifier.init)) { ... }
public struct ChildOverrideLedger<Child: Hashable, Overrides: Equatable> {
    /// What each child present at the last pass was given.
    private var given: [Child: Overrides] = [:]

    /// A ledger in which no child was given anything.
    public init() {}

    /// Records that a child joined the container (for the first time or
    /// again): whatever an earlier child with this identifier was given no
    /// longer counts, so the next pass gives it the overrides.
    public mutating func childWasAdded(_ child: Child) {
        given[child] = nil
    }

    /// The children, in their order, that do not have `overrides` yet;
    /// they are recorded as having them. Children not in `children` are
    /// forgotten, so one that comes back is given the overrides again.
    ///
    /// - Parameters:
    ///   - overrides: What every child should have now.
    ///   - children: The container's children now, each once.
    public mutating func children(needing overrides: Overrides, among children: [Child]) -> [Child] {
        if given.count > 0 {
            let present = Set(children)
            given = given.filter { present.contains($0.key) }
        }
        var needing: [Child] = []
        for child in children where given[child] != overrides {
            given[child] = overrides
            needing.append(child)
        }
        return needing
    }

    /// What a child was last recorded as given; nil when it was given
    /// nothing since it joined.
    public func overrides(of child: Child) -> Overrides? {
        given[child]
    }
}

extension ChildOverrideLedger: Sendable where Child: Sendable, Overrides: Sendable {}
