// What each built script carries (npm test builds them first): the console and the admin wire schemas stay
// out of the end-user script, and the admin script defines the console element.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (file: string): string => readFileSync(fileURLToPath(new URL(`../../../dist/${file}`, import.meta.url)), 'utf8');

describe('the two scripts', () => {
  it('dist/stack-elements.js carries no console and no admin-only wire schema', () => {
    const script = read('stack-elements.js');
    expect(script).toContain('stack-sign-in');
    expect(script).not.toContain('stack-project-admin');
    expect(script).not.toContain('Stack console');
    // Onboarding statuses exist only in the admin view of a project (protocol/wire/admin-projects.ts).
    expect(script).not.toContain('email_theme_setup');
    // Known errors without the server's wording (src/protocol/errors/messages.ts): messages come from the wire.
    expect(script).toContain('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect(script).not.toContain('Does the project and/or the key exist?');
    expect(script).not.toContain('Debug info: Most likely');
  });

  it('the first file carries the sign-in screen and its English; account settings, its strings and CSS come in a part', () => {
    const script = read('stack-elements.js');
    const parts = readdirSync(fileURLToPath(new URL('../../../dist/parts/', import.meta.url)));
    const screens = parts.find((file) => file.startsWith('screens-'));
    expect(screens).toBeDefined();
    const part = read(`parts/${screens}`);
    expect(script).toContain('signIn.titleProject');
    expect(script).not.toContain('settings.profile.title');
    expect(part).toContain('settings.profile.title');
    // The shell's layout and skeleton are in the first file (drawn before the part arrives); its navigation is not.
    expect(script).not.toContain('.stack-settings-nav-item');
    expect(part).toContain('.stack-settings-nav-item');
  });

  it('dist/stack-admin.js defines <stack-project-admin> with the console words', () => {
    const script = read('stack-admin.js');
    expect(script).toContain('stack-project-admin');
    expect(script).toContain('Stack console');
  });
});
