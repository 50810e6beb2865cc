// The one module an app imports: the runtime (compile, evaluate, solve), the
// device catalog, geometry and diagnostics, without the compiler's internals.
@_exported import LayoutRulesBase
@_exported import LayoutRulesDevices
@_exported import LayoutRulesRuntime
