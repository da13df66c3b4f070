// Import cycles over the house's graph (type-only imports included): Tarjan's strongly connected
// components, each told as one readable chain through it so a failure says where to cut.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listSources, readFacts, resolveSpecifier, ROOT } from './import-graph';

export type Graph = ReadonlyMap<string, readonly string[]>;

const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The source file a relative specifier names (as the bundler finds it), or null for packages and non-sources. */
export function resolveToFile(file: string, specifier: string, exists: (path: string) => boolean = isFile): string | null {
  const base = resolveSpecifier(file, specifier);
  if (base === null) return null;
  // ESM-style '.js' specifiers name the '.ts' file beside them.
  const stems = base.endsWith('.js') ? [base.slice(0, -3), base] : [base];
  for (const stem of stems) {
    for (const suffix of CANDIDATES) if (exists(stem + suffix) && /\.(ts|tsx|mts|js|mjs)$/.test(stem + suffix)) return stem + suffix;
  }
  return null;
}

function isFile(path: string): boolean {
  const full = join(ROOT, path);
  return existsSync(full) && statSync(full).isFile();
}

/** The import graph of `folders`: each file to the files it imports (deduplicated, sorted). */
export function importGraph(folders: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => listSources(folder))) {
    const targets = readFacts(file).imports.map((edge) => resolveToFile(file, edge.specifier)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself), Tarjan's algorithm. */
export function stronglyConnected(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) out.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return out.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest chain from the component's first file back to itself, inside the component: "a -> b -> a". */
export function cycleChain(graph: Graph, component: readonly string[]): string {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start].join(' -> ');
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return start;
}

/** Each cycle as a sentence: its size, one chain through it, and every file in it. */
export function describeCycles(graph: Graph): string[] {
  return stronglyConnected(graph).map(
    (component) => `${component.length} files in a cycle: ${cycleChain(graph, component)} (all: ${component.join(', ')})`,
  );
}
