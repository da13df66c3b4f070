// @vitest-environment happy-dom
// An element's first render waits for the script's early reads (widget/mount-batch.ts, issue 16): it then
// shows their answers in its first frame, never a skeleton first; reads that hang give way to the skeleton
// after MOUNT_WAIT_MS; elements due together mount together.
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../src/core/apps/types';
import { defineElements } from '../../../widget/elements';
import { cancelMount, MOUNT_WAIT_MS, queueMount } from '../../../widget/mount-batch';
import { domProbe } from '../../../src/react/theme/resolve-theme';
import { resetRegistryForTests, startReads } from '../../../widget/registry';
import { deferred, FakeApp, makeProject } from '../react/fake-app';

/** A FakeApp whose project read answers when the test says so. */
class HeldApp extends FakeApp {
  readonly held = deferred<Project>();
  override getProject(): Promise<Project> {
    return this.held.promise;
  }
}

/** Records every skeleton and form that ever enters the element's shadow root, in order. */
function watchFirstFrames(element: HTMLElement): string[] {
  const seen: string[] = [];
  const root = element.shadowRoot!;
  new MutationObserver(() => {
    const what = root.querySelector('[aria-busy=true]') ? 'skeleton' : root.querySelector('input[name=email]') ? 'form' : null;
    if (what && seen.at(-1) !== what) seen.push(what);
  }).observe(root, { childList: true, subtree: true });
  return seen;
}

beforeAll(() => defineElements());
afterAll(() => resetRegistryForTests());
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('an element while the early reads run', () => {
  it('waits for them, then its first render is the form; one removed meanwhile never mounts', async () => {
    const app = new HeldApp();
    resetRegistryForTests(() => app);
    startReads({ projectId: 'p-batch' }, { project: true, user: true });
    const kept = document.createElement('stack-sign-in');
    kept.setAttribute('project-id', 'p-batch');
    const removed = document.createElement('stack-sign-in');
    removed.setAttribute('project-id', 'p-batch');
    // Another project's element has no early reads to wait for: it mounts at once and shows its skeleton.
    const control = document.createElement('stack-sign-in');
    control.setAttribute('project-id', 'p-other');
    const seen = watchFirstFrames(kept);
    document.body.append(kept, removed, control);
    removed.remove();
    await waitFor(() => expect(control.shadowRoot!.querySelector('[aria-busy=true]')).not.toBeNull());
    expect(kept.shadowRoot!.querySelector('[aria-busy=true], form')).toBeNull();

    app.held.resolve(makeProject());
    await waitFor(() => expect(kept.shadowRoot!.querySelector('input[name=email]')).not.toBeNull());
    expect(seen).toEqual(['form']);
    expect(removed.shadowRoot!.childElementCount).toBe(0);
  });

  it('shows the skeleton once MOUNT_WAIT_MS passed with the reads still hanging', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = new HeldApp();
    resetRegistryForTests(() => app);
    startReads({ projectId: 'p-batch' }, { project: true, user: true });
    const element = document.createElement('stack-sign-in');
    element.setAttribute('project-id', 'p-batch');
    document.body.append(element);
    vi.advanceTimersByTime(MOUNT_WAIT_MS - 1);
    await Promise.resolve();
    expect(element.shadowRoot!.querySelector('[aria-busy=true]')).toBeNull();
    vi.advanceTimersByTime(1);
    // The batch flushes in a microtask, and inside flushSync, so the skeleton is there right after.
    await Promise.resolve();
    expect(element.shadowRoot!.querySelector('[aria-busy=true]')).not.toBeNull();
  });
});

describe('queueMount', () => {
  it('mounts at once when there is nothing to wait for', () => {
    const mounted: string[] = [];
    queueMount(document.createElement('div'), () => mounted.push('a'), null);
    expect(mounted).toEqual(['a']);
  });

  it('mounts everything due together in one batch, and nothing it forgot', async () => {
    const reads = deferred<void>();
    const mounted: string[] = [];
    const [a, b, c] = [document.createElement('div'), document.createElement('div'), document.createElement('div')];
    queueMount(a, () => mounted.push('a'), reads.promise);
    queueMount(b, () => mounted.push('b'), reads.promise);
    queueMount(c, () => mounted.push('c'), reads.promise);
    cancelMount(b);
    await Promise.resolve();
    expect(mounted).toEqual([]);
    reads.resolve();
    await reads.promise;
    // Not one by one as each element's wait settles: both in the same microtask.
    expect(mounted).toEqual([]);
    await Promise.resolve();
    expect(mounted).toEqual(['a', 'c']);
  });

  it("reads every host's surroundings before the first of the batch mounts; the mounts read none of the page", async () => {
    const reads = deferred<void>();
    const log: string[] = [];
    const realComputedStyle = window.getComputedStyle.bind(window);
    const spy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      log.push(`read ${element.id || element.tagName.toLowerCase()}`);
      return realComputedStyle(element, pseudo);
    });
    try {
      const scopes = ['a', 'b'].map((id) => {
        const host = document.createElement('div');
        host.id = id;
        // The theme scope's box, as r2wc puts it: a child of the host's shadow root.
        const scope = document.createElement('div');
        host.attachShadow({ mode: 'open' }).append(scope);
        document.body.append(host);
        queueMount(host, () => log.push(`mount ${id}: ${domProbe(scope).declaredScheme() || 'none'}, ${domProbe(scope).backgroundBehind() ?? 'none'}`), reads.promise);
        return scope;
      });
      reads.resolve();
      await reads.promise;
      await Promise.resolve();
      const firstMount = log.findIndex((line) => line.startsWith('mount'));
      expect(log.slice(0, firstMount)).toEqual(expect.arrayContaining(['read a', 'read b']));
      expect(log.slice(firstMount)).toEqual(['mount a: none, none', 'mount b: none, none']);
      // After the batch, a probe reads the page live again.
      domProbe(scopes[0]!).declaredScheme();
      expect(log.at(-1)).toBe('read a');
    } finally {
      spy.mockRestore();
    }
  });
});
