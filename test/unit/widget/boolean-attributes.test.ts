// @vitest-environment happy-dom
// allow-guest is a boolean attribute: present (even empty) means on, absent or "false" means off.
import { afterEach, describe, expect, it } from 'vitest';
import { captureScriptDefaults, readConfig } from '../../../widget/config';

afterEach(() => captureScriptDefaults(null));

describe('allow-guest attribute', () => {
  it('reads a bare attribute as on and "false" or absence as off', () => {
    const element = document.createElement('stack-sign-in');
    expect(readConfig(element).allowGuest).toBeUndefined();
    element.setAttribute('allow-guest', '');
    expect(readConfig(element).allowGuest).toBe(true);
    element.setAttribute('allow-guest', 'false');
    expect(readConfig(element).allowGuest).toBeUndefined();
  });

  it('falls back to data-allow-guest on the script tag', () => {
    const script = document.createElement('script');
    script.setAttribute('data-allow-guest', '');
    captureScriptDefaults(script);
    expect(readConfig(document.createElement('stack-sign-in')).allowGuest).toBe(true);
  });
});
