// Starts `layoutc lsp` for .layout files. Everything the editor shows
// (diagnostics, hover, completion, definitions, formatting, outline) comes
// from the server; highlighting comes from syntaxes/layout.tmLanguage.json.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("layoutrules").get("layoutcPath") || "layoutc";
  const server = { command, args: ["lsp"], transport: TransportKind.stdio };
  client = new LanguageClient(
    "layoutrules",
    "LayoutRules",
    { run: server, debug: server },
    { documentSelector: [{ scheme: "file", language: "layout" }, { scheme: "untitled", language: "layout" }] }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
