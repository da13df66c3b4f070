// Messages between the render pool (main thread) and its worker threads.

export interface RenderJob {
  /** The template and theme as CommonJS from compile.ts; a null theme renders the template bare. */
  templateCode: string;
  themeCode: string | null;
  variables: Record<string, unknown>;
  user: { displayName: string | null };
  project: { displayName: string; logos?: Record<string, string | null> };
  unsubscribeLink?: string;
  /** Preview renders merge the template's `PreviewVariables` under the given variables. */
  previewMode: boolean;
}

export interface RenderOutput {
  html: string;
  text: string;
  subject?: string;
  notificationCategory?: string;
}

export type RenderReply = { ok: true; output: RenderOutput } | { ok: false; error: string };

export type WorkerRequest = { id: number; job: RenderJob };
export type WorkerMessage = { type: 'ready' } | { type: 'done'; id: number; reply: RenderReply };
