// The official 2.8.108 StackAdminApp (unmodified): saveChatMessage / listChatMessages keep threads on
// the emulator, and rewriteTemplateSourceWithAI goes through the OpenAI-compatible model configured
// by environment (a tiny real HTTP server here), or fails with the emulator's configuration message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ENV } from '../../emulator/ai/model';
import { useEmulator } from '../support/emulator';
import { officialAdminApp } from '../support/official-admin';
import { startFakeModelServer, type FakeModelServer } from '../support/openai-compatible';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({ project: { displayName: 'compat admin ai chat' } });
const recorder = useFetchRecorder(emu);
const why = recorder.why;
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

describe('official admin app: AI chat', () => {
  it('saves and lists a thread', async () => {
    const app = officialAdminApp(emu);
    const message = { id: 'm1', role: 'user', content: [{ type: 'text', text: 'Make the header green' }] };
    await app.saveChatMessage('official-thread', message);
    const patch = recorder.find('PATCH', '/api/v1/internal/ai-chat/official-thread').at(-1);
    expect(patch?.status, why()).toBe(200);
    expect(JSON.parse(patch!.requestBody!)).toEqual({ message });
    await app.saveChatMessage('official-thread', { id: 'm2', role: 'assistant', content: [{ type: 'text', text: 'Done' }] });
    expect((await app.listChatMessages('official-thread')).messages.map((m: { id: string }) => m.id)).toEqual(['m1', 'm2']);
  });

  it('rewriteTemplateSourceWithAI: the configuration message without a model, the model’s source with one', async () => {
    const app = officialAdminApp(emu);
    await expect(app.rewriteTemplateSourceWithAI('<p/>')).rejects.toThrow(/STACK_EMULATOR_AI_BASE_URL/);
    process.env[AI_ENV.baseUrl] = model.baseUrl;
    process.env[AI_ENV.model] = 'tiny-model';
    model.reply('```tsx\nexport const Subject = "Hi";\n```');
    expect(await app.rewriteTemplateSourceWithAI('export const Subject = "hi";')).toEqual({ tsxSource: 'export const Subject = "Hi";' });
    expect(model.requests.at(-1)!.authorization).toBeUndefined();
  });
});
