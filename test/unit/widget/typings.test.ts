// Runs the type-level tests of the generated typings (test/types/*.test-d.ts[x]) inside `npm test`:
// they compile with the repository's compiler options and no error, and a wrong use of an element or an
// event detail is a compile error.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../tools/manifest-docs';

const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
const options = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options;
const typeTests = readdirSync(join(ROOT, 'test/types')).map((name) => join(ROOT, 'test/types', name));
const typings = readdirSync(join(ROOT, 'widget/types')).map((name) => join(ROOT, 'widget/types', name));
const WRONG = join(ROOT, 'test/types/__wrong-use.ts');
const WRONG_SOURCE = `
const flag: string = document.createElement('stack-team-switcher').hideNoTeam;
document.addEventListener('stack-signed-in', (event) => { const team = event.detail.team; void team; });
void flag;
export {};
`;

/** The errors of the given files, compiled together with the typings (a virtual file may be added). */
function errorsOf(files: string[], virtual?: { path: string; text: string }): string[] {
  const host = ts.createCompilerHost(options);
  if (virtual) {
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (path) => path === virtual.path || fileExists(path);
    host.readFile = (path) => (path === virtual.path ? virtual.text : readFile(path));
    host.getSourceFile = (path, language, ...rest) =>
      path === virtual.path ? ts.createSourceFile(path, virtual.text, language) : getSourceFile(path, language, ...rest);
  }
  const roots = [...files, ...typings, ...(virtual ? [virtual.path] : [])];
  const program = ts.createProgram(roots, options, host);
  const checked = [...files, ...(virtual ? [virtual.path] : [])];
  const diagnostics = [
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((file) => {
      const source = program.getSourceFile(file);
      return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
    }),
  ];
  return diagnostics.map((d) => `${d.file ? `${d.file.fileName.slice(ROOT.length + 1)}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('the generated typings', () => {
  it('pass the type-level tests (DOM maps, React 19 JSX, Vue, Svelte, detail types equal to the code)', () => {
    expect(typeTests.length).toBeGreaterThanOrEqual(2);
    expect(errorsOf(typeTests)).toEqual([]);
  }, 120_000);

  it('reject a wrong property type and a detail field another event has', () => {
    const errors = errorsOf([], { path: WRONG, text: WRONG_SOURCE });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/boolean.*not assignable to type 'string'/);
    expect(errors[1]).toMatch(/Property 'team' does not exist/);
  }, 120_000);
});
