// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { captureScriptDefaults, getScriptDefaults, readConfig } from '../../../widget/config';

afterEach(() => captureScriptDefaults(null));

function script(attributes: Record<string, string>): HTMLScriptElement {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  return tag;
}

describe('widget config', () => {
  it('falls back to the loading script tag data-* attributes', () => {
    captureScriptDefaults(
      script({ 'data-project-id': 'p-script', 'data-publishable-client-key': 'pck_script', 'data-base-url': 'http://localhost:8102' }),
    );
    const element = document.createElement('stack-sign-in');
    expect(readConfig(element)).toEqual({ projectId: 'p-script', publishableClientKey: 'pck_script', baseUrl: 'http://localhost:8102' });
  });

  it('lets the element attributes win over the script defaults', () => {
    captureScriptDefaults(script({ 'data-project-id': 'p-script', 'data-base-url': 'http://script' }));
    const element = document.createElement('stack-sign-in');
    element.setAttribute('project-id', 'p-element');
    element.setAttribute('sign-up-url', '#sign-up');
    expect(readConfig(element)).toEqual({ projectId: 'p-element', baseUrl: 'http://script', signUpUrl: '#sign-up' });
  });

  it('treats an empty or removed attribute as absent (falls back again)', () => {
    captureScriptDefaults(script({ 'data-project-id': 'p-script' }));
    const element = document.createElement('stack-sign-in');
    element.setAttribute('project-id', '');
    expect(readConfig(element).projectId).toBe('p-script');
    element.setAttribute('project-id', 'p-element');
    expect(readConfig(element).projectId).toBe('p-element');
    element.removeAttribute('project-id');
    expect(readConfig(element).projectId).toBe('p-script');
  });

  it('has no defaults without a script tag', () => {
    expect(captureScriptDefaults(null)).toEqual({});
    expect(getScriptDefaults()).toEqual({});
    expect(readConfig(document.createElement('stack-user-button'))).toEqual({});
  });
});
