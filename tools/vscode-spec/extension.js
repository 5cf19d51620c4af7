// The VS Code client of the spec language server: it starts `npm run -s lsp` in the workspace (the
// server is the generator's own load → validate, generator/lsp/server.ts) and hands it every YAML file
// under spec/. CommonJS, no build step: VS Code loads this file as it is.
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const folder = vscode.workspace.workspaceFolders?.find((candidate) => candidate.uri.scheme === 'file');
  if (!folder) return;
  const run = {
    command: process.platform === 'win32' ? 'npm.cmd' : 'npm',
    args: ['run', '-s', 'lsp'],
    transport: TransportKind.stdio,
    options: { cwd: folder.uri.fsPath, shell: process.platform === 'win32' },
  };
  client = new LanguageClient(
    'teaPortalSpec',
    'Tea portal spec',
    { run, debug: run },
    {
      documentSelector: [{ scheme: 'file', language: 'yaml', pattern: `${folder.uri.fsPath}/spec/**/*.yaml` }],
      // a saved file, a new form or a new screen or card changes what the spec may name
      synchronize: {
        fileEvents: vscode.workspace.createFileSystemWatcher('**/{spec/**/*.yaml,src/screens/*.tsx,src/cards/*.tsx}'),
      },
    },
  );
  context.subscriptions.push(vscode.commands.registerCommand('teaPortalSpec.restart', () => client.restart()));
  return client.start();
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
