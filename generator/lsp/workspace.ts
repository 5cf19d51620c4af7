// The spec as an editor sees it: the files on disk with the open documents' unsaved texts laid over
// them, checked by the generator's own stages (load → validate). Between keystrokes it keeps each
// unchanged text's parse and each check whose inputs did not change, so an edit costs the checks it
// can affect. A file that does not parse reports its syntax error alone; the other files are checked
// against its last good tree, so one mistake never reads as a dozen elsewhere.
import { hasErrors, sortDiagnostics } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { load, readRuntime } from '../load.js';
import type { LoadedSpec, RuntimeNames } from '../load.js';
import { createValidateMemo, validate } from '../validate.js';
import { parseSource } from '../yaml-source.js';
import type { SourceFile } from '../yaml-source.js';

type Parsed = ReturnType<typeof parseSource>;

export interface CheckResult {
  /** every spec file's diagnostics by path relative to the root (files without any are absent) */
  byFile: Map<string, Diagnostic[]>;
  spec: LoadedSpec;
  ms: number;
}

export class SpecWorkspace {
  readonly root: string;
  /** unsaved texts by path relative to the root */
  readonly overlay = new Map<string, string>();
  private readonly parsed = new Map<string, { text: string; result: Parsed }>();
  private readonly lastGood = new Map<string, SourceFile>();
  private readonly memo = createValidateMemo();
  private runtime: RuntimeNames | undefined;
  /** the spec of the last check: the names completion, hover and definitions read */
  spec: LoadedSpec | undefined;

  constructor(root: string) {
    this.root = root;
  }

  /** Forget what the disk held (a file saved or changed outside the editor, a screen added). */
  refreshDisk(): void {
    this.runtime = undefined;
  }

  /** The text a diagnostic of `path` points into: the unsaved one, else the one last checked. */
  textOf(path: string): string | undefined {
    return this.overlay.get(path) ?? this.parsed.get(path)?.text;
  }

  /** The parse of `text` at `path`, the same object while the text is unchanged. */
  parse(path: string, text: string): Parsed {
    const known = this.parsed.get(path);
    if (known?.text === text) return known.result;
    const result = parseSource(path, text, !this.overlay.has(path));
    this.parsed.set(path, { text, result });
    return result;
  }

  async check(): Promise<CheckResult> {
    const started = performance.now();
    this.runtime ??= readRuntime(this.root);
    const syntax = new Map<string, Diagnostic[]>();
    const parse = (path: string, text: string): Parsed => {
      const result = this.parse(path, text);
      if (result.file.value !== undefined || !hasErrors(result.diagnostics)) {
        this.lastGood.set(path, result.file);
        return result;
      }
      syntax.set(path, result.diagnostics);
      const good = this.lastGood.get(path);
      return good ? { file: good, diagnostics: [] } : result;
    };
    const loaded = load(this.root, { overlay: this.overlay, parse, runtime: this.runtime });
    const diagnostics = [...loaded.diagnostics, ...(await validate(loaded.spec, this.root, this.memo.memo))];
    this.memo.endRun();
    const byFile = new Map<string, Diagnostic[]>();
    for (const found of sortDiagnostics(diagnostics)) {
      // a file that did not parse is checked as it last stood: what is found in that old text is stale
      if (syntax.has(found.file)) continue;
      byFile.set(found.file, [...(byFile.get(found.file) ?? []), found]);
    }
    for (const [path, found] of syntax) byFile.set(path, found);
    this.spec = loaded.spec;
    return { byFile, spec: loaded.spec, ms: Math.round(performance.now() - started) };
  }
}
