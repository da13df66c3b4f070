// @vitest-environment happy-dom
// Boolean attributes (allow-guest, hide-no-team): present (even empty) means on, absent or "false" means off.
import { afterEach, describe, expect, it } from 'vitest';
import { captureScriptDefaults, readConfig } from '../../../widget/config';

afterEach(() => captureScriptDefaults(null));

describe('boolean attributes', () => {
  it('reads a bare attribute as on and "false" or absence as off', () => {
    const element = document.createElement('stack-sign-in');
    expect(readConfig(element).allowGuest).toBeUndefined();
    element.setAttribute('allow-guest', '');
    expect(readConfig(element).allowGuest).toBe(true);
    element.setAttribute('allow-guest', 'false');
    expect(readConfig(element).allowGuest).toBeUndefined();
  });

  it('reads hide-no-team (<stack-team-switcher>) the same way', () => {
    const element = document.createElement('stack-team-switcher');
    expect(readConfig(element).hideNoTeam).toBeUndefined();
    element.setAttribute('hide-no-team', '');
    expect(readConfig(element).hideNoTeam).toBe(true);
    element.setAttribute('hide-no-team', 'false');
    expect(readConfig(element).hideNoTeam).toBeUndefined();
  });

  it('falls back to data-allow-guest on the script tag', () => {
    const script = document.createElement('script');
    script.setAttribute('data-allow-guest', '');
    captureScriptDefaults(script);
    expect(readConfig(document.createElement('stack-sign-in')).allowGuest).toBe(true);
  });
});
