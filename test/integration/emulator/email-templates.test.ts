// E-mail templates and themes over HTTP (PROTOCOL.md §5.21): the defaults of every project, create / edit /
// delete, the preview renderer's four shapes, and render failures (syntax error, throwing component, endless
// loop stopped by the time limit) answering EMAIL_RENDERING_ERROR while the emulator keeps serving.
import { beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, clientHeaders, expectKnownError, type Keys } from './helpers';

const RENDER_LIMIT_MS = 1500;
const emu = useEmulator({ emailRenderTimeoutMs: RENDER_LIMIT_MS, project: { displayName: 'Acme Shared' } });
// Templates may only change with a custom SMTP server (nothing listens there: these tests send nothing).
let custom: Keys;
beforeAll(async () => {
  custom = await emu.createProject({
    displayName: 'Acme Custom',
    config: { email_config: { type: 'standard', host: '127.0.0.1', port: 1, username: 'u', password: 'p', sender_name: 'Acme', sender_email: 'noreply@acme.test' } },
  });
});

const VERIFICATION = 'e7d009ce-8d47-4528-b245-5bf119f2ffa3';
const LIGHT = '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac';
const DARK = 'a0172b5d-cff0-463b-83bb-85124697373a';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const admin = (keys: Keys, path: string, method = 'GET', body?: unknown) => call(emu, path, { method, headers: adminHeaders(keys), body });

const template = (body: string, markers = '<Subject value={"Hello " + project.displayName} />\n<NotificationCategory value="Transactional" />') => `
import { Text } from '@react-email/components';
import { NotificationCategory, Subject } from '@stackframe/emails';
export function EmailTemplate({ user, project, variables }) {
  return (<>${markers}${body}</>);
}
EmailTemplate.PreviewVariables = { word: 'preview-word' };`;

function renderingError(res: Awaited<ReturnType<typeof call>>): string {
  const body = expectKnownError(res, 'EMAIL_RENDERING_ERROR', 400);
  expect(body.error).toBe(`Failed to render email with theme: ${body.details.error}`);
  return body.details.error as string;
}

describe('defaults', () => {
  it('every project has the seven templates and three themes with their fixed ids and names', async () => {
    const templates = await admin(emu.project, '/internal/email-templates');
    expect(templates.status).toBe(200);
    expect(templates.json.templates.map((t: { id: string; display_name: string }) => [t.id, t.display_name])).toEqual([
      [VERIFICATION, 'Email Verification'],
      ['a70fb3a4-56c1-4e42-af25-49d25603abd0', 'Password Reset'],
      ['822687fe-8d0a-4467-a0d1-416b6e639478', 'Magic Link/OTP'],
      ['e84de395-2076-4831-9c19-8e9a96a868e4', 'Team Invitation'],
      ['066dd73c-36da-4fd0-b6d6-ebf87683f8bc', 'Sign In Invitation'],
      ['70372aee-0441-4d80-974c-2e858e40123a', 'Payment Receipt'],
      ['f64b1afe-27ec-4a28-a277-7178f3261f9a', 'Payment Failed'],
    ]);
    // theme_id is absent: the templates use the project's selected theme.
    expect(Object.keys(templates.json.templates[0]).sort()).toEqual(['display_name', 'id', 'tsx_source']);
    expect(templates.json.templates[0].tsx_source).toContain('@stackframe/emails');
    const themes = await admin(emu.project, '/internal/email-themes');
    expect(themes.json).toEqual({
      themes: [
        { id: LIGHT, display_name: 'Default Light' },
        { id: DARK, display_name: 'Default Dark' },
        { id: 'c7e2d94f-8a1b-4e6d-b3f5-9d0a2e7c1b8f', display_name: 'Default Colorful' },
      ],
    });
  });

  it('is admin-only', async () => {
    const res = await call(emu, '/internal/email-templates', { headers: clientHeaders(emu.project) });
    expectKnownError(res, 'INSUFFICIENT_ACCESS_TYPE', 401);
  });
});

describe('templates', () => {
  it('needs a custom e-mail server to create, edit or delete', async () => {
    expectKnownError(await admin(emu.project, '/internal/email-templates', 'POST', { display_name: 'News' }), 'REQUIRES_CUSTOM_EMAIL_SERVER', 400);
    expectKnownError(await admin(emu.project, `/internal/email-templates/${VERIFICATION}`, 'PATCH', { tsx_source: template('') }), 'REQUIRES_CUSTOM_EMAIL_SERVER', 400);
    expectKnownError(await admin(emu.project, `/internal/email-templates/${VERIFICATION}`, 'DELETE'), 'REQUIRES_CUSTOM_EMAIL_SERVER', 400);
  });

  it('creates one from the default source, saves an edit (rendered with the project theme), sets its theme, deletes it', async () => {
    const created = await admin(custom, '/internal/email-templates', 'POST', { display_name: 'News' });
    expect(created.status).toBe(200);
    const id = created.json.id as string;
    let listed = (await admin(custom, '/internal/email-templates')).json.templates.at(-1);
    expect(listed).toMatchObject({ id, display_name: 'News' });
    expect(listed.theme_id).toBeUndefined();

    const source = template('<Text>The word is {variables.word}</Text>');
    const saved = await admin(custom, `/internal/email-templates/${id}`, 'PATCH', { tsx_source: source, theme_id: false });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.json)).toEqual(['rendered_html']);
    expect(saved.json.rendered_html).toMatch(/^<!DOCTYPE html/);
    expect(saved.json.rendered_html).toContain('The word is <!-- -->preview-word');
    // The preview uses the project's selected theme (Default Light's page colour), whatever the template's.
    expect(saved.json.rendered_html).toContain('#f3f4f6');
    listed = (await admin(custom, '/internal/email-templates')).json.templates.find((t: { id: string }) => t.id === id);
    expect(listed).toEqual({ id, display_name: 'News', tsx_source: source, theme_id: false });

    await admin(custom, `/internal/email-templates/${id}`, 'PATCH', { tsx_source: source, theme_id: DARK });
    expect((await admin(custom, '/internal/email-templates')).json.templates.find((t: { id: string }) => t.id === id).theme_id).toBe(DARK);
    await admin(custom, `/internal/email-templates/${id}`, 'PATCH', { tsx_source: source, theme_id: null });
    expect((await admin(custom, '/internal/email-templates')).json.templates.find((t: { id: string }) => t.id === id).theme_id).toBeUndefined();

    const deleted = await admin(custom, `/internal/email-templates/${id}`, 'DELETE');
    expect({ status: deleted.status, json: deleted.json }).toEqual({ status: 200, json: {} });
    expect((await admin(custom, '/internal/email-templates')).json.templates.some((t: { id: string }) => t.id === id)).toBe(false);
    const again = await admin(custom, `/internal/email-templates/${id}`, 'DELETE');
    expect({ status: again.status, text: again.text }).toEqual({ status: 404, text: 'No template found with given id' });
  });

  it('answers 404 for an unknown template, 400 for an unknown theme, SCHEMA_ERROR without tsx_source', async () => {
    const missing = await admin(custom, `/internal/email-templates/${UNKNOWN}`, 'PATCH', { tsx_source: template('') });
    expect({ status: missing.status, text: missing.text }).toEqual({ status: 404, text: 'No template found with given id' });
    const theme = await admin(custom, `/internal/email-templates/${VERIFICATION}`, 'PATCH', { tsx_source: template(''), theme_id: UNKNOWN });
    expect({ status: theme.status, text: theme.text }).toEqual({ status: 400, text: 'No theme found with given id' });
    expectKnownError(await admin(custom, `/internal/email-templates/${VERIFICATION}`, 'PATCH', { theme_id: false }), 'SCHEMA_ERROR', 400);
  });

  it('refuses a template without Subject or NotificationCategory, with the documented reasons', async () => {
    const noSubject = await admin(custom, `/internal/email-templates/${VERIFICATION}`, 'PATCH', { tsx_source: template('<Text>x</Text>', '') });
    expect(renderingError(noSubject)).toBe('Subject is required, import it from @stackframe/emails');
    const noCategory = await admin(custom, `/internal/email-templates/${VERIFICATION}`, 'PATCH', {
      tsx_source: template('<Text>x</Text>', '<Subject value="Hi" />'),
    });
    expect(renderingError(noCategory)).toBe('NotificationCategory is required, import it from @stackframe/emails');
    // Nothing was saved.
    const listed = (await admin(custom, '/internal/email-templates')).json.templates[0];
    expect(listed.tsx_source).not.toContain('<Text>x</Text>');
  });
});

describe('render failures', () => {
  it('answers EMAIL_RENDERING_ERROR with the compiler message for a syntax error or a forbidden import', async () => {
    const syntax = await admin(emu.project, '/emails/render-email', 'POST', { template_tsx_source: 'export function EmailTemplate( {' });
    // esbuild's build-failure text, as the real API passes it on: a count, then file:line:column (from 0) per error.
    expect(renderingError(syntax)).toMatch(/^Build failed with 1 error:\nvirtual:\/template\.tsx:1:\d+: ERROR: /);
    const unclosed = await admin(emu.project, '/emails/render-email', 'POST', { template_tsx_source: 'export function EmailTemplate() {\n  return <div><b>open\n}\n' });
    expect(renderingError(unclosed)).toBe(
      [
        'Build failed with 2 errors:',
        'virtual:/template.tsx:3:0: ERROR: The character "}" is not valid inside a JSX element',
        'virtual:/template.tsx:4:0: ERROR: Unexpected end of file before a closing "b" tag',
      ].join('\n'),
    );
    const imported = await admin(emu.project, '/emails/render-email', 'POST', {
      template_tsx_source: 'import fs from "node:fs";\nexport function EmailTemplate() { return <p>{String(fs)}</p>; }',
    });
    expect(renderingError(imported)).toContain('Cannot import "node:fs"');
    const noExport = await admin(emu.project, '/emails/render-email', 'POST', { template_tsx_source: 'export const x = 1;' });
    expect(renderingError(noExport)).toBe('The template must export a function component named EmailTemplate');
  });

  it('answers the thrown message of a component, in the template or the theme', async () => {
    const template = await admin(emu.project, '/emails/render-email', 'POST', {
      template_tsx_source: 'export function EmailTemplate() { throw new Error("template exploded"); }',
    });
    expect(renderingError(template)).toBe('template exploded');
    const theme = await admin(emu.project, '/emails/render-email', 'POST', {
      template_id: VERIFICATION,
      theme_tsx_source: 'export function EmailTheme() { throw new Error("theme exploded"); }',
    });
    expect(renderingError(theme)).toBe('theme exploded');
  });

  it('stops an endless template at the time limit, and keeps serving (renders included)', async () => {
    const started = Date.now();
    const loop = await admin(emu.project, '/emails/render-email', 'POST', { template_tsx_source: 'export function EmailTemplate() { for (;;) {} }' });
    expect(renderingError(loop)).toBe(`Rendering took longer than ${RENDER_LIMIT_MS} ms and was stopped`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_LIMIT_MS);
    expect((await admin(emu.project, '/internal/email-themes')).status).toBe(200);
    const after = await admin(emu.project, '/emails/render-email', 'POST', { template_id: VERIFICATION });
    expect(after.status).toBe(200);
    expect(after.json.subject).toBe('Verify your email at Acme Shared');
  });

  it('survives a template that tries to end its thread (templates run sandboxed, without process)', async () => {
    const exit = await admin(emu.project, '/emails/render-email', 'POST', { template_tsx_source: 'export function EmailTemplate() { process.exit(1); }' });
    expect(renderingError(exit)).toBe("'process' is not defined");
    expect((await admin(emu.project, '/emails/render-email', 'POST', { template_id: VERIFICATION })).status).toBe(200);
  });
});

describe('POST /emails/render-email', () => {
  it('renders the four shapes: template id or TSX, with a theme id (false: none) or theme TSX', async () => {
    const byIds = await admin(emu.project, '/emails/render-email', 'POST', { template_id: VERIFICATION, theme_id: DARK });
    expect(byIds.status).toBe(200);
    expect(byIds.json).toMatchObject({ subject: 'Verify your email at Acme Shared', notification_category: 'Transactional' });
    expect(byIds.json.html).toContain('#111827');
    expect(byIds.json.html).toContain('https://example.com/handler/email-verification?code=preview');

    const ownTheme = '<Html><Body><p data-theme="own">{children}</p></Body></Html>';
    const themeSource = `import { Html, Body } from '@react-email/components';\nexport function EmailTheme({ children }) { return ${ownTheme}; }`;
    const idAndTsx = await admin(emu.project, '/emails/render-email', 'POST', { template_id: VERIFICATION, theme_tsx_source: themeSource });
    expect(idAndTsx.json.html).toContain('data-theme="own"');

    const tsxNoTheme = await admin(emu.project, '/emails/render-email', 'POST', { template_tsx_source: template('<Text>{variables.word}</Text>'), theme_id: false });
    expect(tsxNoTheme.json.html).toContain('preview-word');
    expect(tsxNoTheme.json.html).not.toContain('#f3f4f6');
    const tsxDefault = await admin(emu.project, '/emails/render-email', 'POST', { template_tsx_source: template('<Text>w</Text>') });
    expect(tsxDefault.json.html).toContain('#f3f4f6');

    const bothTsx = await admin(emu.project, '/emails/render-email', 'POST', { template_tsx_source: template('<Text>both</Text>'), theme_tsx_source: themeSource });
    expect(bothTsx.json).toMatchObject({ subject: 'Hello Acme Shared', notification_category: 'Transactional' });
    expect(bothTsx.json.html).toContain('data-theme="own"');
    // Subject and category are optional in a preview.
    const bare = await admin(emu.project, '/emails/render-email', 'POST', { template_tsx_source: 'export function EmailTemplate() { return <p>bare</p>; }' });
    expect(Object.keys(bare.json)).toEqual(['html']);
  });

  it('answers SCHEMA_ERROR for a body of no shape, and text 400 for unknown ids', async () => {
    expectKnownError(await admin(emu.project, '/emails/render-email', 'POST', {}), 'SCHEMA_ERROR', 400);
    expectKnownError(await admin(emu.project, '/emails/render-email', 'POST', { template_id: VERIFICATION, template_tsx_source: 'x' }), 'SCHEMA_ERROR', 400);
    expectKnownError(await admin(emu.project, '/emails/render-email', 'POST', { template_id: VERIFICATION, theme_id: DARK, theme_tsx_source: 'x' }), 'SCHEMA_ERROR', 400);
    // Four shapes (template by id or source, theme by id or source); each says what it misses and does not know.
    const both = await admin(emu.project, '/emails/render-email', 'POST', { theme_id: DARK, theme_tsx_source: 'x', template_tsx_source: 'y' });
    expect(expectKnownError(both, 'SCHEMA_ERROR', 400).error).toBe(
      [
        'Request validation failed on POST /api/v1/emails/render-email:',
        '  - body is not matched by any of the provided schemas:',
        '    Schema 0:',
        '      body.template_id must be defined',
        '      body contains unknown properties: theme_tsx_source, template_tsx_source',
        '    Schema 1:',
        '      body.template_id must be defined',
        '      body contains unknown properties: theme_id, template_tsx_source',
        '    Schema 2:',
        '      body contains unknown properties: theme_tsx_source',
        '    Schema 3:',
        '      body contains unknown properties: theme_id',
      ].join('\n'),
    );
    const template = await admin(emu.project, '/emails/render-email', 'POST', { template_id: UNKNOWN });
    expect({ status: template.status, text: template.text }).toEqual({ status: 400, text: 'No template found with given id' });
    const theme = await admin(emu.project, '/emails/render-email', 'POST', { template_id: VERIFICATION, theme_id: UNKNOWN });
    expect({ status: theme.status, text: theme.text }).toEqual({ status: 400, text: 'No theme found with given id' });
  });
});

describe('themes', () => {
  it('creates a copy of the light theme, reads it, saves an edit after a test render, refuses a broken one', async () => {
    const created = await admin(emu.project, '/internal/email-themes', 'POST', { display_name: 'Brand' });
    expect(created.status).toBe(200);
    const id = created.json.id as string;
    const light = await admin(emu.project, `/internal/email-themes/${LIGHT}`);
    const read = await admin(emu.project, `/internal/email-themes/${id}`);
    expect(read.json).toEqual({ id, display_name: 'Brand', tsx_source: light.json.tsx_source });

    const source = `import { Html, Body } from '@react-email/components';\nexport function EmailTheme({ children }) { return <Html><Body><div data-brand="yes">{children}</div></Body></Html>; }`;
    const saved = await admin(emu.project, `/internal/email-themes/${id}`, 'PATCH', { tsx_source: source });
    expect({ status: saved.status, json: saved.json }).toEqual({ status: 200, json: { display_name: 'Brand' } });
    expect((await admin(emu.project, `/internal/email-themes/${id}`)).json.tsx_source).toBe(source);
    const preview = await admin(emu.project, '/emails/render-email', 'POST', { template_id: VERIFICATION, theme_id: id });
    expect(preview.json.html).toContain('data-brand="yes"');

    const broken = await admin(emu.project, `/internal/email-themes/${id}`, 'PATCH', { tsx_source: 'export function EmailTheme() { return <div>; }' });
    expect(renderingError(broken)).toMatch(/^Build failed with 2 errors:\nvirtual:\/theme\.tsx:1:/);
    expect((await admin(emu.project, `/internal/email-themes/${id}`)).json.tsx_source).toBe(source);
  });

  it('deletes a theme but not the selected one; unknown ids are text 404', async () => {
    const id = (await admin(emu.project, '/internal/email-themes', 'POST', { display_name: 'Short-lived' })).json.id as string;
    const selected = await admin(emu.project, `/internal/email-themes/${LIGHT}`, 'DELETE');
    expect({ status: selected.status, text: selected.text }).toEqual({
      status: 400,
      text: 'Cannot delete the currently active email theme. Please select a different theme first.',
    });
    expect((await admin(emu.project, `/internal/email-themes/${id}`, 'DELETE')).json).toEqual({});
    expect((await admin(emu.project, '/internal/email-themes')).json.themes.some((t: { id: string }) => t.id === id)).toBe(false);
    for (const res of [await admin(emu.project, `/internal/email-themes/${id}`), await admin(emu.project, `/internal/email-themes/${id}`, 'PATCH', { tsx_source: 'x' })]) {
      expect({ status: res.status, text: res.text }).toEqual({ status: 404, text: 'No theme found with given id' });
    }
  });

  it('an edited selected theme dresses the mails the project sends', async () => {
    const other = await emu.createProject({ displayName: 'Themed' });
    const source = `import { Html, Body } from '@react-email/components';\nexport function EmailTheme({ children }) { return <Html><Body><div data-edited-light="1">{children}</div></Body></Html>; }`;
    expect((await admin(other, `/internal/email-themes/${LIGHT}`, 'PATCH', { tsx_source: source })).status).toBe(200);
    const email = `themed-${Date.now()}@example.com`;
    await call(emu, '/auth/password/sign-up', {
      headers: clientHeaders(other),
      body: { email, password: 'correct-horse-1', verification_callback_url: 'http://localhost:3000/handler/email-verification' },
    });
    const [mail] = await emu.mailbox(email);
    expect(mail?.subject).toBe('Verify your email at Themed');
    expect(mail?.html).toContain('data-edited-light="1"');
  });
});
