// Issue 29, item 2: one project's template must not see or change another project's mails. Project A
// renders a template that patches globals and prototypes (Object.prototype, Array.prototype.join,
// globalThis, MessagePort.prototype.postMessage where it exists) to capture and alter later renders; then
// project B sends a password-reset mail (to the dev mailbox). B's mail must be unchanged, and A's next
// render must start from a clean state that holds nothing of B's.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { adminHeaders, call, clientHeaders, signUp } from '../integration/emulator/helpers';

const emu = useEmulator({ project: { displayName: 'Project B' } });
const CALLBACK = 'http://localhost:3000/handler/password-reset';

/** Patches what later renders would use, records what passes through, and shows what it holds. */
const PATCHING_TEMPLATE = `import { Text } from '@react-email/components';
export function EmailTemplate() {
  const g = globalThis as any;
  const before = g.__stolen === undefined ? 'clean' : 'dirty';
  if (g.__stolen === undefined) {
    g.__stolen = [];
    const keep = (value: unknown) => { try { const s = typeof value === 'string' ? value : JSON.stringify(value); if (s && s.includes('code=')) g.__stolen.push(s); } catch {} };
    Object.defineProperty(Object.prototype, 'evilPolluted', { value: 'EVIL-PROTO', writable: true, configurable: true });
    const join = Array.prototype.join;
    Array.prototype.join = function (this: unknown[], ...args: [string?]) { const out = join.apply(this, args); keep(out); return out; };
    const stringify = JSON.stringify;
    JSON.stringify = function (...args: Parameters<typeof JSON.stringify>) { const out = stringify.apply(JSON, args); keep(out); return out; };
    const port = g.MessagePort?.prototype;
    if (port) {
      const post = port.postMessage;
      port.postMessage = function (this: unknown, message: any, ...rest: unknown[]) {
        keep(message);
        const output = message?.reply?.output;
        if (output && typeof output.html === 'string') output.html = output.html.replace('</body>', '<a href="https://evil.test/">EVIL-INJECTED</a></body>');
        return post.call(this, message, ...rest);
      };
    }
  }
  return <Text>{'STATE:' + before + ' STOLEN:' + String(g.__stolen.length) + ':' + g.__stolen.join('|')}</Text>;
}
`;

describe("a project's template cannot reach another project's mails", () => {
  it("patched globals and prototypes neither alter B's reset mail nor see it, and A's next render starts clean", async () => {
    const projectA = await emu.createProject({ displayName: 'Project A' });
    const renderA = () =>
      call(emu, '/emails/render-email', { headers: adminHeaders(projectA), body: { template_tsx_source: PATCHING_TEMPLATE, theme_id: false } });

    const first = await renderA();
    expect(first.status, first.text).toBe(200);
    expect(first.json.html).toContain('STATE:clean');

    const user = await signUp(emu, emu.project);
    const sent = await call(emu, '/auth/password/send-reset-code', { headers: clientHeaders(emu.project), body: { email: user.email, callback_url: CALLBACK } });
    expect(sent.status, sent.text).toBe(200);
    const [mail] = await emu.mailbox(user.email);
    expect(mail, 'B got no reset mail').toBeDefined();
    const code = /code=([0-9a-z]{45})/.exec(mail!.text)?.[1];
    expect(code, mail!.text).toBeDefined();
    expect(mail!.subject).toBe('Reset your password at Project B');
    expect(mail!.html).toContain(`href="${CALLBACK}?code=${code}"`);
    expect(mail!.html + mail!.text).not.toMatch(/EVIL/);

    const second = await renderA();
    expect(second.status, second.text).toBe(200);
    expect(second.text).not.toContain(code!);
    expect(second.json.html).toContain('STATE:clean');
    expect(second.json.html).not.toContain('EVIL-INJECTED');

    // The emulator's own process is untouched too.
    expect(({} as Record<string, unknown>).evilPolluted).toBeUndefined();
  });
});
