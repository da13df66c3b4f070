// Issue 29: config overrides are dotted paths walked into objects. A segment `__proto__`, `constructor`
// or `prototype` must be refused with the protocol's schema text 400 (PROTOCOL.md §5.27), so that the
// admin of one project cannot reach Object.prototype and, through it, every user of every project.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { adminHeaders, call, clientHeaders, signUp, type CallResult, type Keys } from '../integration/emulator/helpers';

const emu = useEmulator();

/** Object.prototype as the test process first saw it (the emulator runs in this process). */
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
const prototypeDescriptors = Object.getOwnPropertyDescriptors(Object.prototype);

/** On a vulnerable emulator the attack pollutes this very process: undo it, so later tests see a clean slate. */
function restorePrototype(): void {
  for (const key of Object.getOwnPropertyNames(Object.prototype)) {
    if (!PROTOTYPE_KEYS.includes(key)) delete (Object.prototype as Record<string, unknown>)[key];
  }
  for (const key of PROTOTYPE_KEYS) Object.defineProperty(Object.prototype, key, prototypeDescriptors[key]!);
}
afterEach(restorePrototype);

const patchOverride = (p: Keys, override: unknown): Promise<CallResult> =>
  call(emu, '/internal/config/override/branch', { method: 'PATCH', headers: adminHeaders(p), body: { config_override_string: JSON.stringify(override) } });

/** The protocol's answer to an override key outside the schema: text 400 naming the key. */
function expectKeyRefused(res: CallResult, key: string): void {
  expect(res.status, res.text).toBe(400);
  expect(res.headers.get('content-type')).toContain('text/plain');
  expect(res.text).toContain(`The key "${key}" is not valid`);
}

function expectPrototypeUntouched(): void {
  expect(({} as Record<string, unknown>).password).toBeUndefined();
  expect(({} as Record<string, unknown>).display_name).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
}

let projectB: Keys;
beforeAll(async () => {
  projectB = await emu.createProject({ displayName: 'Project B' });
});

/** A user of project B saves their profile, then signs in with their own password and keeps their name. */
async function expectVictimUnharmed(): Promise<void> {
  const victim = await signUp(emu, projectB, undefined, 'victims-own-password-1');
  const headers = clientHeaders(projectB, { 'x-stack-access-token': victim.access_token });
  const named = await call(emu, '/users/me', { method: 'PATCH', headers, body: { display_name: 'Bea' } });
  expect(named.status, named.text).toBe(200);
  const saved = await call(emu, '/users/me', { method: 'PATCH', headers, body: { client_metadata: { theme: 'dark' } } });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.json.display_name).toBe('Bea');
  const signIn = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(projectB), body: { email: victim.email, password: 'victims-own-password-1' } });
  expect(signIn.status, signIn.text).toBe(200);
  const attackers = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(projectB), body: { email: victim.email, password: 'x' } });
  expect(attackers.status).toBe(400);
}

describe('config override paths through the prototype', () => {
  it('PATCH with auth.signUpRules.__proto__.password is refused; Object.prototype and project B stay untouched', async () => {
    const res = await patchOverride(emu.project, { 'auth.signUpRules.__proto__.password': 'x' });
    expectKeyRefused(res, 'auth.signUpRules.__proto__.password');
    expectPrototypeUntouched();
    const renamed = await patchOverride(emu.project, { 'auth.signUpRules.__proto__.display_name': 'Mallory' });
    expectKeyRefused(renamed, 'auth.signUpRules.__proto__.display_name');
    expectPrototypeUntouched();
    await expectVictimUnharmed();
  });

  it('the constructor.prototype and prototype variants are refused too', async () => {
    for (const key of ['auth.signUpRules.constructor.prototype.password', 'payments.prototype.password', 'payments.constructor', 'emails.templates.__proto__']) {
      expectKeyRefused(await patchOverride(emu.project, { [key]: 'x' }), key);
    }
    expectPrototypeUntouched();
    await expectVictimUnharmed();
  });

  it('nested objects carrying the segment as a key are refused, on PATCH and PUT', async () => {
    const nested = { auth: { signUpRules: { __proto__: { password: 'x' } } } };
    // JSON.stringify drops a literal __proto__; write the text by hand as an attacker would.
    const text = '{"auth":{"signUpRules":{"__proto__":{"password":"x"}}}}';
    expect(JSON.stringify(nested)).not.toContain('__proto__');
    const patched = await call(emu, '/internal/config/override/branch', { method: 'PATCH', headers: adminHeaders(emu.project), body: { config_override_string: text } });
    expectKeyRefused(patched, 'auth.signUpRules.__proto__');
    const put = await call(emu, '/internal/config/override/branch', {
      method: 'PUT',
      headers: adminHeaders(emu.project),
      body: { config_string: '{"payments.items":{"constructor":{"prototype":{"password":"x"}}}}', source: { type: 'unlinked' } },
    });
    expectKeyRefused(put, 'payments.items.constructor');
    expectPrototypeUntouched();
    await expectVictimUnharmed();
  });

  it('reset-keys refuses the segment instead of deleting from Object.prototype', async () => {
    (Object.prototype as Record<string, unknown>).emulatorResetMarker = 'kept';
    try {
      const res = await call(emu, '/internal/config/override/branch/reset-keys', {
        method: 'POST',
        headers: adminHeaders(emu.project),
        body: { keys: ['auth.signUpRules.__proto__.emulatorResetMarker'] },
      });
      expectKeyRefused(res, 'auth.signUpRules.__proto__.emulatorResetMarker');
      expect(({} as Record<string, unknown>).emulatorResetMarker).toBe('kept');
    } finally {
      delete (Object.prototype as Record<string, unknown>).emulatorResetMarker;
    }
  });

  it('ordinary record keys still work', async () => {
    const res = await patchOverride(emu.project, { 'auth.signUpRules.block-spam': { action: 'reject' } });
    expect([res.status, res.json]).toEqual([200, { success: true }]);
  });
});
