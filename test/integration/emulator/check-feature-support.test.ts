// POST /check-feature-support: what the SDK asks about a feature it cannot use; any caller, any body,
// a 200 in plain text naming the feature.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError } from './helpers';

const emu = useEmulator();
const SUFFIX = ' is not yet supported. Please reach out to Stack support for more information.';

describe('POST /check-feature-support', () => {
  it('answers in plain text with the feature named, with or without a caller', async () => {
    const anonymous = await call(emu, '/check-feature-support', { body: { feature_name: 'some-feature' } });
    expect([anonymous.status, anonymous.text]).toEqual([200, `some-feature${SUFFIX}`]);
    expect(anonymous.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');

    const client = await call(emu, '/check-feature-support', { headers: clientHeaders(emu.project), body: { name: 'rsc-handler-signIn' } });
    expect([client.status, client.text]).toEqual([200, `This feature${SUFFIX}`]);
    const empty = await call(emu, '/check-feature-support', { method: 'POST', headers: clientHeaders(emu.project) });
    expect([empty.status, empty.text]).toEqual([200, `This feature${SUFFIX}`]);
    // A JSON object whose toString is a string is named, not run (a template literal would throw).
    const odd = await call(emu, '/check-feature-support', { body: { feature_name: { toString: 'x' } } });
    expect([odd.status, odd.text]).toEqual([200, `[object Object]${SUFFIX}`]);
  });

  it('still processes the headers it is sent', async () => {
    const wrongKey = await call(emu, '/check-feature-support', { headers: clientHeaders({ ...emu.project, publishableClientKey: 'pck_wrong' }), body: {} });
    expectKnownError(wrongKey, 'INVALID_PUBLISHABLE_CLIENT_KEY', 401);
  });
});
