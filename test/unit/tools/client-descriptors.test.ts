// The end-user build's descriptor step (tools/client-descriptors.ts): what the script keeps of a descriptor.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { clientDescriptors } from '../../../tools/client-descriptors';

const SOURCE = `
export const e = {
  read: endpoint({ method: 'GET', path: '/users/me', access: ALL_CALLERS, query: noQuery, answer: perCaller(clientUser, serverUser) }),
  write: endpoint({ method: 'PATCH', path: '/users/:id', access: ALL_CALLERS, params: idParams, body: perCaller(clientBody, serverBody), answer: okAnswer, requireUser: true }),
  list: endpoint({
    method: 'GET',
    path: '/users',
    access: SERVER_CALLERS,
    query: listQuery,
    answer: listEnvelope(serverUser),
  }),
};`;

describe('client-only descriptors in the end-user script', () => {
  const out = clientDescriptors('src/protocol/endpoints/users.ts', SOURCE);

  it('keeps method, path, access and the client view of the answer; drops request schemas', () => {
    const squeezed = out.replace(/\s+/g, ' ');
    expect(squeezed).toContain("read: endpoint({ method: 'GET', path: '/users/me', access: ALL_CALLERS, answer: clientUser })");
    expect(squeezed).toContain("write: endpoint({ method: 'PATCH', path: '/users/:id', access: ALL_CALLERS, answer: okAnswer, })");
    expect(out).not.toMatch(/noQuery|idParams|clientBody|serverBody|requireUser|listQuery/);
  });

  it('drops the answer of an endpoint no client may call, and the result still parses', () => {
    expect(out).toMatch(/list: endpoint\(\{\s*method: 'GET',\s*path: '\/users',\s*access: SERVER_CALLERS,\s*\}\)/);
    expect(out).not.toContain('serverUser');
    const parsed = ts.transpileModule(out, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
    expect(parsed.diagnostics ?? []).toEqual([]);
  });
});
