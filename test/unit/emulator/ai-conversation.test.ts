// Turning the console's chat into chat-completion turns, reading a source out of an answer, and the
// settings that switch the AI features on.
import { describe, expect, it } from 'vitest';
import { chatTurns, sourceOf } from '../../../emulator/ai/conversation';
import { aiSettingsFromEnv } from '../../../emulator/ai/model';
import { isValidWebhookSecret, newWebhookSecret } from '../../../emulator/webhooks/store';

describe('AI conversation', () => {
  it('keeps text (strings and text parts), summarises tool calls, and sends tool results as the user side', () => {
    const turns = chatTurns('email-theme', [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: [{ type: 'text', text: 'A' }, { type: 'tool-call', toolName: 'edit', args: { x: 1 } }] },
      { role: 'tool', content: [{ type: 'text', text: 'ok' }] },
      { role: 'user', content: [] },
    ]);
    expect(turns[0]!.role).toBe('system');
    expect(turns.slice(1)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'A\n[tool edit: {"x":1}]' },
      { role: 'user', content: 'Tool result:\nok' },
    ]);
  });

  it('reads the first code block, or the whole answer', () => {
    expect(sourceOf('Sure:\n```tsx\nconst a = 1;\n```\nmore')).toBe('const a = 1;');
    expect(sourceOf('  const b = 2;  ')).toBe('const b = 2;');
  });

  it('needs a base URL and a model; the key is optional', () => {
    expect(aiSettingsFromEnv({})).toBeNull();
    expect(aiSettingsFromEnv({ STACK_EMULATOR_AI_BASE_URL: 'http://x/v1' })).toBeNull();
    expect(aiSettingsFromEnv({ STACK_EMULATOR_AI_BASE_URL: 'http://x/v1', STACK_EMULATOR_AI_MODEL: 'm' })).toEqual({ baseUrl: 'http://x/v1', model: 'm' });
  });
});

describe('webhook secrets', () => {
  it('are whsec_ plus base64 of at least 16 bytes', () => {
    expect(isValidWebhookSecret(newWebhookSecret())).toBe(true);
    expect(isValidWebhookSecret(`whsec_${Buffer.alloc(16).toString('base64')}`)).toBe(true);
    expect(isValidWebhookSecret(`whsec_${Buffer.alloc(15).toString('base64')}`)).toBe(false);
    expect(isValidWebhookSecret('whsec_not base64')).toBe(false);
    expect(isValidWebhookSecret(Buffer.alloc(24).toString('base64'))).toBe(false);
  });
});
