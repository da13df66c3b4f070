// The model behind the console's AI features: any OpenAI-compatible chat-completions API, chosen by
// environment variables (read on every request, so no restart is needed). Without them the AI
// endpoints answer a text 503 that says how to configure them; they never invent an answer.
import { StatusError } from '../http';

export const AI_ENV = {
  baseUrl: 'STACK_EMULATOR_AI_BASE_URL',
  apiKey: 'STACK_EMULATOR_AI_API_KEY',
  model: 'STACK_EMULATOR_AI_MODEL',
} as const;

export interface AiSettings {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; `/chat/completions` is appended. */
  baseUrl: string;
  /** Sent as a bearer token when set (local servers often need none). */
  apiKey?: string;
  model: string;
}

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The answer and wait limit of one completion (real time: the provider is a real network peer). */
const COMPLETION_TIMEOUT_MS = 120_000;

export const NOT_CONFIGURED_MESSAGE =
  `AI features are not configured on this emulator. Set ${AI_ENV.baseUrl} to an OpenAI-compatible API ` +
  `(for example https://api.openai.com/v1) and ${AI_ENV.model} to a model name (for example gpt-4o-mini), ` +
  `plus ${AI_ENV.apiKey} if that API needs a key, in the environment of the emulator process.`;

export function aiSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AiSettings | null {
  const baseUrl = env[AI_ENV.baseUrl]?.trim();
  const model = env[AI_ENV.model]?.trim();
  const apiKey = env[AI_ENV.apiKey]?.trim();
  if (!baseUrl || !model) return null;
  return { baseUrl, model, ...(apiKey ? { apiKey } : {}) };
}

/** The settings, or the 503 that explains how to provide them. */
export function requireAiSettings(): AiSettings {
  const settings = aiSettingsFromEnv();
  if (!settings) throw new StatusError(503, NOT_CONFIGURED_MESSAGE);
  return settings;
}

/** One chat completion; provider failures become a text 502 naming the provider and its answer. */
export async function complete(settings: AiSettings, turns: ChatTurn[]): Promise<string> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({ model: settings.model, messages: turns }),
      signal: AbortSignal.timeout(COMPLETION_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StatusError(502, `The AI provider at ${url} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = await response.text();
  if (!response.ok) throw new StatusError(502, `The AI provider at ${url} answered HTTP ${response.status}: ${body.slice(0, 500)}`);
  let content: unknown;
  try {
    content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
  } catch {
    content = undefined;
  }
  if (typeof content !== 'string') throw new StatusError(502, `The AI provider at ${url} answered without a message: ${body.slice(0, 500)}`);
  return content;
}
