// One descriptor per endpoint (issue 30): every descriptor in src/protocol/endpoints has its emulator route
// made from it, every emulator route has a descriptor (the emulator's own extras under /emulator are
// declared with `base: 'emulator'`), and the SDK reaches the network only through descriptors.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, EMULATOR_ROUTES } from '../../../emulator/app';
import type { RouteDef } from '../../../emulator/routing';
import { nameOf, type Endpoint } from '../../../src/protocol/endpoint';
import { listSources, ROOT } from './import-graph';

const isDescriptor = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && typeof (value as Endpoint).method === 'string' && typeof (value as Endpoint).path === 'string' && 'access' in value;

/** Every descriptor exported by a module of src/protocol/endpoints (as objects of descriptors), with its name. */
async function allDescriptors(): Promise<Map<Endpoint, string>> {
  const found = new Map<Endpoint, string>();
  const dir = join(ROOT, 'src/protocol/endpoints');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const [exportName, group] of Object.entries(mod)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const [key, value] of Object.entries(group)) if (isDescriptor(value)) found.set(value, `${file} ${exportName}.${key}`);
    }
  }
  return found;
}

/** Routes without a descriptor, and descriptors without a route (by identity: the route was made from it). */
export function pairRoutes(routes: readonly RouteDef[], descriptors: ReadonlyMap<Endpoint, string>): string[] {
  const problems: string[] = [];
  const routed = new Set(routes.map((r) => r.descriptor).filter((d): d is Endpoint => d !== undefined));
  for (const r of routes) if (!r.descriptor) problems.push(`route ${r.method} ${r.path} has no descriptor in src/protocol/endpoints`);
  for (const [d, where] of descriptors) if (!routed.has(d)) problems.push(`descriptor ${nameOf(d)} (${where}) has no emulator route`);
  return problems;
}

/** Calls that reach the network without a descriptor: the pipeline's raw `send`/`json` outside src/core/http. */
export function rawCalls(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const target = node.expression.expression.getText(sf);
      if ((name === 'send' || name === 'json') && /pipeline/i.test(target)) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        found.push(`${file}:${line} calls ${target}.${name}(...) with a path: call through a descriptor (pipeline.call)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('one descriptor per endpoint', () => {
  it('every descriptor has its route and every route its descriptor', async () => {
    const descriptors = await allDescriptors();
    expect(descriptors.size).toBeGreaterThan(100);
    expect(pairRoutes([...API_ROUTES, ...EMULATOR_ROUTES], descriptors)).toEqual([]);
  });

  it('the SDK calls no path that no descriptor names', () => {
    const files = listSources('src').filter((f) => !f.startsWith('src/core/http/'));
    expect(files.flatMap((f) => rawCalls(f, readFileSync(join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('the checks catch what they must', () => {
    const d = { method: 'GET', path: '/a', access: ['client'] } as const satisfies Endpoint;
    const other = { method: 'GET', path: '/b', access: ['client'] } as const satisfies Endpoint;
    const routes = [{ method: 'GET', path: '/a', handlers: [], descriptor: d }, { method: 'POST', path: '/c', handlers: [] }] as RouteDef[];
    expect(pairRoutes(routes, new Map<Endpoint, string>([[d, 'a.ts x.a'], [other, 'a.ts x.b']]))).toEqual([
      'route POST /c has no descriptor in src/protocol/endpoints',
      'descriptor GET /b (a.ts x.b) has no emulator route',
    ]);
    expect(rawCalls('src/core/x.ts', "this.pipeline.json<T>('/users/me', {}); this.pipeline.call(e.me, {}); other.send(1);")).toEqual([
      "src/core/x.ts:1 calls this.pipeline.json(...) with a path: call through a descriptor (pipeline.call)",
    ]);
  });
});
