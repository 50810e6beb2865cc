// An app that reads rule files at run time imports this module alone: it
// brings the library (compile, evaluate, frames) along with the providers,
// the file system's included.
@_exported import LayoutRules
@_exported import LayoutRulesFileSystem
