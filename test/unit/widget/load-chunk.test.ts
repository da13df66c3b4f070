// @vitest-environment happy-dom
// widget/sibling-script.ts, the loader side of the script parts: a code chunk's factory runs once, after the
// chunks it imports from, with their exports; the first copy of a chunk wins (a second copy of the script).
import { describe, expect, it, vi } from 'vitest';
import { listenForChunks, loadChunk, loadSibling, setSiblingOrigin } from '../../../widget/sibling-script';
import { CHUNK_GLOBAL, type ChunkEntry, type ChunkFactory } from '../../../widget/chunk-protocol';

function queue(): { push(...entries: ChunkEntry[]): void; load(name: string): Promise<unknown> } {
  return (window as unknown as Record<string, ReturnType<typeof queue>>)[CHUNK_GLOBAL]!;
}

describe('loadChunk', () => {
  it('runs a part once, after its dependencies, with their exports; the queue offers the same load', async () => {
    // Entries pushed before the loader listens are read when it starts (the script's own exports come first).
    (window as unknown as Record<string, unknown>)[CHUNK_GLOBAL] = [['stack-elements', { base: 40 }]];
    listenForChunks();
    const runs: string[] = [];
    const common: ChunkFactory = () => {
      runs.push('common');
      return { one: () => 1 };
    };
    const later: ChunkFactory = (require) => {
      runs.push('later');
      const main = require('stack-elements') as { base: number };
      const shared = require('parts/common') as { one: () => number };
      return { answer: main.base + shared.one() + 1 };
    };
    queue().push(['parts/common', common, []], ['parts/later', later, ['stack-elements', 'parts/common']]);
    await expect(loadChunk('parts/later')).resolves.toEqual({ answer: 42 });
    await expect(queue().load('parts/later')).resolves.toEqual({ answer: 42 });
    expect(runs).toEqual(['common', 'later']);
  });

  it('keeps the first copy of a name: a second copy of the script does not swap the modules parts link to', async () => {
    listenForChunks();
    queue().push(['parts/first', () => ({ copy: 1 }), []]);
    queue().push(['parts/first', () => ({ copy: 2 }), []]);
    await expect(loadChunk('parts/first')).resolves.toEqual({ copy: 1 });
  });
});

/** The <script> element the loader adds to the page while `start` runs (happy-dom fetches no script). */
function appended(start: () => unknown): HTMLScriptElement {
  const spy = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
  try {
    start();
    return spy.mock.calls[0]![0] as HTMLScriptElement;
  } finally {
    spy.mockRestore();
  }
}

describe('part integrity', () => {
  it('a part on the page’s origin is fetched with the SRI hash the script carries for it', () => {
    listenForChunks();
    setSiblingOrigin(new URL('/dist/stack-elements.js', window.location.href).toString());
    queue().push(['#integrity', { 'parts/pinned': 'sha384-pinned' }]);
    const script = appended(() => loadSibling('parts/pinned').catch(() => undefined));
    expect(script.src).toMatch(/\/dist\/parts\/pinned\.js$/);
    expect(script.integrity).toBe('sha384-pinned');
  });

  it('from another origin without crossorigin on the script tag, no hash (the browser could not check it)', () => {
    listenForChunks();
    setSiblingOrigin('https://cdn.example.com/dist/stack-elements.js');
    queue().push(['#integrity', { 'parts/far': 'sha384-far' }]);
    const script = appended(() => loadSibling('parts/far').catch(() => undefined));
    expect(script.src).toBe('https://cdn.example.com/dist/parts/far.js');
    expect(script.integrity).toBe('');
  });
});
