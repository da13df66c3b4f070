// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { StackClientAppOptions } from '../../../src/core/apps/types';
import { captureScriptDefaults, getScriptRequestTimeoutMs, readConfig } from '../../../widget/config';
import { getAppEntry, resetRegistryForTests, setPageAppOptions } from '../../../widget/registry';
import { FakeApp } from '../react/fake-app';

afterEach(() => {
  captureScriptDefaults(null);
  setPageAppOptions({});
  resetRegistryForTests();
});

function script(attributes: Record<string, string>): HTMLScriptElement {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  return tag;
}

describe('data-request-timeout on the script tag', () => {
  it('sets the request time limit of the apps the elements share', () => {
    captureScriptDefaults(script({ 'data-project-id': 'p', 'data-request-timeout': '1500' }));
    const made: StackClientAppOptions[] = [];
    resetRegistryForTests((options) => {
      made.push(options);
      return new FakeApp();
    });
    // What the bundle entry does once the script tag is read.
    setPageAppOptions({ requestTimeoutMs: getScriptRequestTimeoutMs() });
    getAppEntry({ projectId: 'p' });
    expect(getScriptRequestTimeoutMs()).toBe(1500);
    expect(made.map((options) => options.requestTimeoutMs)).toEqual([1500]);
    // A page-wide setting only: it is not part of any element's configuration.
    expect(readConfig(document.createElement('stack-sign-in'))).toEqual({ projectId: 'p' });
  });

  it.each(['', 'soon', '0', '-5'])('keeps the SDK default for %j', (value) => {
    captureScriptDefaults(script({ 'data-project-id': 'p', 'data-request-timeout': value }));
    const made: StackClientAppOptions[] = [];
    resetRegistryForTests((options) => {
      made.push(options);
      return new FakeApp();
    });
    setPageAppOptions({ requestTimeoutMs: getScriptRequestTimeoutMs() });
    getAppEntry({ projectId: 'p' });
    expect(getScriptRequestTimeoutMs()).toBeUndefined();
    expect('requestTimeoutMs' in made[0]!).toBe(false);
  });
});
