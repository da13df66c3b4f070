// No import cycles in any layer, type-only imports included (issue 30): a cycle ties every file in it
// to every other, so no part of it can change, load or be understood alone.
import { describe, expect, it } from 'vitest';
import { LAYERS } from './import-graph';
import { cycleChain, describeCycles, importGraph, resolveToFile, stronglyConnected } from './cycles';

describe('import cycles', () => {
  it('no layer has an import cycle (type-only imports included)', () => {
    const graph = importGraph(LAYERS);
    expect(graph.get('src/core/index.ts')?.length ?? 0).toBeGreaterThan(0);
    expect(describeCycles(graph)).toEqual([]);
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
