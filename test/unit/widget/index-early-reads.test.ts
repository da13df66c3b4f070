// @vitest-environment happy-dom
// The bundle entry starts the script tag's project and user reads before it defines the elements
// (issue 16), and skips the project read on a parsed page of user buttons only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApp } from '../react/fake-app';

class OrderApp extends FakeApp {
  readonly log: string[] = [];
  override getProject(): ReturnType<FakeApp['getProject']> {
    this.log.push(`project (sign-in defined: ${customElements.get('stack-sign-in') !== undefined})`);
    return super.getProject();
  }
  override getUser(options?: Parameters<FakeApp['getUser']>[0]): ReturnType<FakeApp['getUser']> {
    this.log.push(`user (sign-in defined: ${customElements.get('stack-sign-in') !== undefined})`);
    return super.getUser(options);
  }
}

/** Loads a fresh copy of the entry (and of the registry it uses) over `app`. */
async function loadEntry(app: FakeApp, made: string[]): Promise<void> {
  vi.resetModules();
  delete window.StackElements;
  const registry = await import('../../../widget/registry');
  registry.resetRegistryForTests((options) => {
    made.push(`${options.projectId}|${options.baseUrl ?? ''}|${options.publishableClientKey ?? ''}`);
    return app;
  });
  await import('../../../widget/index');
}

beforeEach(() => {
  const tag = document.createElement('script');
  tag.type = 'text/plain';
  tag.src = '/dist/stack-elements.js';
  tag.dataset.projectId = 'p-script';
  tag.dataset.publishableClientKey = 'pck_script';
  tag.dataset.baseUrl = 'http://localhost:8102/';
  document.head.appendChild(tag);
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('bundle entry: early reads', () => {
  it('reads the project and the user before any element is defined, on the app the elements share', async () => {
    document.body.innerHTML = '<stack-sign-in></stack-sign-in>';
    const app = new OrderApp();
    const made: string[] = [];
    await loadEntry(app, made);
    expect(app.log.slice(0, 2)).toEqual(['project (sign-in defined: false)', 'user (sign-in defined: false)']);
    expect(customElements.get('stack-sign-in')).toBeTypeOf('function');
    // One app, made from the script tag, the same one the page API hands out.
    expect(made).toEqual(['p-script|http://localhost:8102|pck_script']);
    expect(window.StackElements?.getApp()).toBe(app);
  });

  it('on a parsed page of user buttons only, reads only the user', async () => {
    document.body.innerHTML = '<header><stack-user-button></stack-user-button></header>';
    const app = new OrderApp();
    await loadEntry(app, []);
    expect(app.log.filter((line) => line.startsWith('project'))).toEqual([]);
    // (The elements stay defined from the first test: customElements outlives a module reset.)
    expect(app.log[0]).toMatch(/^user/);
  });

  it('without data-project-id, starts nothing', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<stack-sign-in project-id="p-own"></stack-sign-in>';
    const app = new OrderApp();
    const made: string[] = [];
    await loadEntry(app, made);
    // The element, defined since the first test, made its own app through the earlier registry copy.
    expect([made, app.log]).toEqual([[], []]);
  });
});
