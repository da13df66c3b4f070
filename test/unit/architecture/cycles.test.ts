// No import cycles in any layer, type-only imports included (issue 30): a cycle ties every file in it
// to every other, so no part of it can change, load or be understood alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, readFacts, ROOT } from './import-graph';
import { cycleChain, describeCycles, importGraph, resolveToFile, stronglyConnected } from './cycles';

/** Edges left out of the check, each with why it cannot go; each must still exist and be type-only. */
const ALLOWED_EDGES = [
  {
    from: 'src/core/apps/user/owned-projects.ts',
    to: 'src/core/apps/admin/admin-app.ts',
    // Cutting it needs a `declare module` augmentation, which the npm declaration bundle (rollup-plugin-dts) cannot carry.
    why: 'AdminOwnedProject.app is the StackAdminApp class, which extends the client app whose user lists owned projects (a recursion of public types)',
  },
] as const;

describe('import cycles', () => {
  it('no layer has an import cycle (type-only imports included)', () => {
    const graph = importGraph(LAYERS);
    expect(graph.get('src/core/index.ts')?.length ?? 0).toBeGreaterThan(0);
    for (const edge of ALLOWED_EDGES) graph.set(edge.from, (graph.get(edge.from) ?? []).filter((to) => to !== edge.to));
    expect(describeCycles(graph)).toEqual([]);
  });

  it.each(ALLOWED_EDGES)('the allowed edge $from -> $to still exists, type-only', ({ from, to }) => {
    const lines = readFileSync(join(ROOT, from), 'utf8').split('\n');
    const edges = readFacts(from).imports.filter((edge) => resolveToFile(from, edge.specifier) === to);
    expect(edges.length).toBeGreaterThan(0);
    for (const edge of edges) expect(lines[edge.line - 1]).toMatch(/^import type /);
  });
});

describe('the cycle finder finds what it must', () => {
  const graph = new Map<string, string[]>([
    ['a', ['b']],
    ['b', ['c', 'd']],
    ['c', ['a']],
    ['d', ['e']],
    ['e', []],
    ['f', ['f']],
    ['g', ['h']],
    ['h', ['g', 'e']],
  ]);

  it('finds each strongly connected component, self-imports included, and nothing acyclic', () => {
    expect(stronglyConnected(graph)).toEqual([['a', 'b', 'c'], ['f'], ['g', 'h']]);
    expect(stronglyConnected(new Map([['x', ['y']], ['y', []]]))).toEqual([]);
  });

  it('tells each cycle as a chain', () => {
    expect(cycleChain(graph, ['a', 'b', 'c'])).toBe('a -> b -> c -> a');
    expect(describeCycles(graph)).toEqual([
      '3 files in a cycle: a -> b -> c -> a (all: a, b, c)',
      '1 files in a cycle: f -> f (all: f)',
      '2 files in a cycle: g -> h -> g (all: g, h)',
    ]);
  });

  it('resolves relative specifiers to .ts, .tsx and index files, never packages', () => {
    const files = new Set(['src/x/a.ts', 'src/x/b.tsx', 'src/x/c/index.ts', 'src/y.ts']);
    const exists = (path: string): boolean => files.has(path);
    expect(resolveToFile('src/x/z.ts', './a', exists)).toBe('src/x/a.ts');
    expect(resolveToFile('src/x/z.ts', './a.js', exists)).toBe('src/x/a.ts');
    expect(resolveToFile('src/x/z.ts', './b', exists)).toBe('src/x/b.tsx');
    expect(resolveToFile('src/x/z.ts', './c', exists)).toBe('src/x/c/index.ts');
    expect(resolveToFile('src/x/z.ts', '../y', exists)).toBe('src/y.ts');
    expect(resolveToFile('src/x/z.ts', 'react', exists)).toBeNull();
  });
});
