// No source file over 400 lines (issue 30): a longer file holds more than one thing; split it by what it holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph';

const MAX_LINES = 400;
const FOLDERS = ['src', 'widget', 'emulator', 'tools', 'bench', 'demo', 'test'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
// Generated declarations (widget/types/*.d.ts, written by tools/manifest.ts from the element definitions) are read, not edited.
const isGenerated = (name: string): boolean => name.endsWith('.d.ts');

function sources(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist' && !entry.name.startsWith('.')) walk(join(dir, entry.name));
      } else if (SOURCE.test(entry.name) && !isGenerated(entry.name)) {
        out.push(relative(ROOT, join(dir, entry.name)).split(sep).join('/'));
      }
    }
  };
  walk(join(ROOT, folder));
  return out;
}

const lineCount = (text: string): number => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

describe('file lengths', () => {
  it(`no source file is over ${MAX_LINES} lines`, () => {
    const files = FOLDERS.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .map((file) => ({ file, lines: lineCount(readFileSync(join(ROOT, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(offenders).toEqual([]);
  });

  it('counts lines as wc -l does', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('')).toBe(0);
  });
});
