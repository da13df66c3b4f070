// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { resetRegistryForTests } from '../../../widget/registry';
import { FakeApp } from '../react/fake-app';

afterAll(() => resetRegistryForTests());

describe('bundle entry', () => {
  it('captures the tagged script, defines the elements once and exposes window.StackElements', async () => {
    // A script tag like the customer's; a non-JS type so the test DOM does not try to run it.
    const tag = document.createElement('script');
    tag.type = 'text/plain';
    tag.src = '/dist/stack-elements.js';
    tag.dataset.projectId = 'p-from-script';
    tag.dataset.baseUrl = 'http://localhost:8102/';
    document.head.appendChild(tag);
    const made: string[] = [];
    const app = new FakeApp();
    resetRegistryForTests((options) => {
      made.push(`${options.projectId}|${options.baseUrl ?? ''}`);
      return app;
    });

    await import('../../../widget/index');
    const api = window.StackElements;
    expect(api?.version).toBe('0.1.0');
    expect(api?.events).toEqual({ signedIn: 'stack-signed-in', signedOut: 'stack-signed-out', userChanged: 'stack-user-changed', teamChanged: 'stack-team-changed' });
    for (const tagName of ['stack-sign-in', 'stack-sign-up', 'stack-user-button']) expect(customElements.get(tagName)).toBeTypeOf('function');

    expect(api?.getApp()).toBe(app);
    // The trailing slash is normalised, so the elements and the API share this one app.
    expect(api?.getApp('p-from-script', 'http://localhost:8102')).toBe(app);
    expect(made).toEqual(['p-from-script|http://localhost:8102']);

    const { defineElements } = await import('../../../widget/elements');
    expect(() => defineElements()).not.toThrow();
  });
});
