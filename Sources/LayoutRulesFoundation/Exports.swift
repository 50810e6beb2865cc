// An app that reads rule files at run time imports this module alone: it
// brings the library (compile, evaluate, frames) along with the providers.
@_exported import LayoutRules
