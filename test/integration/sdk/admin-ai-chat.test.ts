// StackAdminApp AI chat against the emulator: threads saved and listed (PATCH/GET
// /internal/ai-chat/{id}), answers (POST) and template rewrites through an OpenAI-compatible API that
// a tiny real HTTP server plays, and the documented errors: the text 503 that says how to configure
// the model, the 502 of a failing provider, SCHEMA_ERROR and INSUFFICIENT_ACCESS_TYPE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StackAdminApp } from '../../../src/core/apps/admin/admin-app';
import { StackHttpError } from '../../../src/core/http/errors';
import { KnownErrors } from '../../../src/protocol/errors';
import { AI_ENV, NOT_CONFIGURED_MESSAGE } from '../../../emulator/ai/model';
import type { ProjectKeys } from '../../../emulator/projects/create';
import { useEmulator } from '../../support/emulator';
import { startFakeModelServer, type FakeModelServer } from '../../support/openai-compatible';
import { adminHeaders, call, expectKnownError, serverHeaders } from '../emulator/helpers';
import { recordingFetch } from './helpers';

const emu = useEmulator();
let model: FakeModelServer;
const savedEnv = Object.fromEntries(Object.values(AI_ENV).map((name) => [name, process.env[name]]));

beforeAll(async () => {
  for (const name of Object.values(AI_ENV)) delete process.env[name];
  model = await startFakeModelServer();
});
afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await model.close();
});

function configure(): void {
  process.env[AI_ENV.baseUrl] = model.baseUrl;
  process.env[AI_ENV.apiKey] = 'sk-test-key';
  process.env[AI_ENV.model] = 'tiny-model';
}

const admin = (project: ProjectKeys = emu.project, fetchImpl?: typeof fetch) =>
  new StackAdminApp({ projectId: project.id, baseUrl: emu.url, superSecretAdminKey: project.superSecretAdminKey, ...(fetchImpl ? { fetch: fetchImpl } : {}) });

async function httpError(promise: Promise<unknown>): Promise<StackHttpError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StackHttpError);
  return error as StackHttpError;
}

describe('AI chat threads', () => {
  it('saveChatMessage appends to the thread and listChatMessages reads it back in order, per project and thread', async () => {
    const rec = recordingFetch();
    const app = admin(emu.project, rec.fetch);
    const first = { role: 'user', content: [{ type: 'text', text: 'Make the theme darker' }] };
    const second = { role: 'assistant', content: [{ type: 'text', text: 'Done.' }], meta: { id: 7 } };
    await app.saveChatMessage('thread-a', first);
    await app.saveChatMessage('thread-a', second);
    await app.saveChatMessage('thread-b', 'just a string');

    expect(rec.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'PATCH /internal/ai-chat/thread-a 200',
      'PATCH /internal/ai-chat/thread-a 200',
      'PATCH /internal/ai-chat/thread-b 200',
    ]);
    expect(JSON.parse(rec.requests[0]!.body!)).toEqual({ message: first });
    expect(await app.listChatMessages('thread-a')).toEqual({ messages: [first, second] });
    expect(await app.listChatMessages('thread-b')).toEqual({ messages: ['just a string'] });
    expect(await app.listChatMessages('never-used')).toEqual({ messages: [] });
    const other = await emu.createProject();
    expect(await admin(other).listChatMessages('thread-a')).toEqual({ messages: [] });
  });

  it('rejects a save without a message, and server access', async () => {
    const missing = expectKnownError(await call(emu, '/internal/ai-chat/t', { method: 'PATCH', headers: adminHeaders(emu.project), body: {} }), 'SCHEMA_ERROR', 400);
    expect(missing.error).toContain('body.message must be defined');
    expectKnownError(await call(emu, '/internal/ai-chat/t', { headers: serverHeaders(emu.project) }), 'INSUFFICIENT_ACCESS_TYPE', 401);
  });
});

describe('AI answers', () => {
  it('without a configured model: a text 503 that names the environment variables, and no request anywhere', async () => {
    const error = await httpError(admin().sendChatMessage('t', 'email-theme', [{ role: 'user', content: 'Hello' }]));
    expect(error.status).toBe(503);
    expect(error.body).toBe(NOT_CONFIGURED_MESSAGE);
    expect(error.body).toContain('STACK_EMULATOR_AI_BASE_URL');
    expect(error.body).toContain('STACK_EMULATOR_AI_MODEL');
    expect(error.body).toContain('STACK_EMULATOR_AI_API_KEY');
    expect((await httpError(admin().rewriteTemplateSourceWithAI('<Html />'))).status).toBe(503);
    expect(model.requests).toHaveLength(0);
  });

  it('sendChatMessage asks the configured model with the context instructions and the conversation as text', async () => {
    configure();
    model.reply('Here is a darker theme.');
    const rec = recordingFetch();
    const answer = await admin(emu.project, rec.fetch).sendChatMessage('thread-c', 'email-template', [
      { role: 'user', content: 'Make it blue' },
      { role: 'assistant', content: [{ type: 'text', text: 'Which part?' }] },
      { role: 'user', content: [{ type: 'text', text: 'The button' }, { type: 'image', url: 'x' }] },
    ]);
    expect(answer).toEqual({ content: [{ type: 'text', text: 'Here is a darker theme.' }] });
    expect(JSON.parse(rec.requests[0]!.body!)).toEqual({
      context_type: 'email-template',
      messages: [
        { role: 'user', content: 'Make it blue' },
        { role: 'assistant', content: [{ type: 'text', text: 'Which part?' }] },
        { role: 'user', content: [{ type: 'text', text: 'The button' }, { type: 'image', url: 'x' }] },
      ],
    });
    const asked = model.requests.at(-1)!;
    expect(asked.path).toBe('/v1/chat/completions');
    expect(asked.authorization).toBe('Bearer sk-test-key');
    expect(asked.body.model).toBe('tiny-model');
    expect(asked.body.messages[0]!.role).toBe('system');
    expect(asked.body.messages[0]!.content).toContain('e-mail template');
    expect(asked.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Make it blue' },
      { role: 'assistant', content: 'Which part?' },
      { role: 'user', content: 'The button' },
    ]);
    // Answering saves nothing: the console saves what it wants to keep.
    expect(await admin().listChatMessages('thread-c')).toEqual({ messages: [] });
  });

  it('rewriteTemplateSourceWithAI returns the source from the model’s code block', async () => {
    configure();
    model.reply('```tsx\nexport function EmailTemplate() { return <p>Hi</p>; }\n```\nI simplified it.');
    const result = await admin().rewriteTemplateSourceWithAI('export function EmailTemplate() { return <div><p>Hi</p></div>; }');
    expect(result).toEqual({ tsxSource: 'export function EmailTemplate() { return <p>Hi</p>; }' });
    expect(model.requests.at(-1)!.body.messages.at(-1)).toEqual({ role: 'user', content: 'export function EmailTemplate() { return <div><p>Hi</p></div>; }' });
  });

  it('a failing provider is a text 502 naming it; bad bodies are SCHEMA_ERROR', async () => {
    configure();
    model.reply({ status: 401, body: '{"error":{"message":"Incorrect API key"}}' });
    const error = await httpError(admin().sendChatMessage('t', 'email-draft', [{ role: 'user', content: 'Hi' }]));
    expect(error.status).toBe(502);
    expect(error.body).toBe(`The AI provider at ${model.baseUrl}/chat/completions answered HTTP 401: {"error":{"message":"Incorrect API key"}}`);

    const empty = await admin().sendChatMessage('t', 'email-theme', []).catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(KnownErrors.SchemaError);
    expect((empty as Error).message).toContain('body.messages must have at least 1 items');
    const badType = expectKnownError(
      await call(emu, '/internal/ai-chat/t', { headers: adminHeaders(emu.project), body: { context_type: 'poem', messages: [{ role: 'user', content: 'x' }] } }),
      'SCHEMA_ERROR',
      400,
    );
    expect(badType.error).toContain('body.context_type must be one of the following values: email-theme, email-template, email-draft, custom-dashboard');
    const badRole = expectKnownError(
      await call(emu, '/internal/ai-chat/t', { headers: adminHeaders(emu.project), body: { context_type: 'email-theme', messages: [{ role: 'system', content: 'x' }] } }),
      'SCHEMA_ERROR',
      400,
    );
    expect(badRole.error).toContain('body.messages[0].role must be one of the following values: user, assistant, tool');
  });
});
