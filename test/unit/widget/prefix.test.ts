// @vitest-environment happy-dom
// The npm entry: importing it defines the elements; defineElements({ prefix }) adds the same elements
// under another tag, and they work there (config, rendering, their own :host rules carry no tag).
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_TAGS, tagWithPrefix } from '../../../widget/elements';
import { resetRegistryForTests } from '../../../widget/registry';
import { FakeApp } from '../react/fake-app';

const app = new FakeApp();
const made: string[] = [];

beforeAll(() => {
  resetRegistryForTests((options) => {
    made.push(`${options.projectId}|${options.baseUrl ?? ''}`);
    return app;
  });
});
afterAll(() => resetRegistryForTests());

function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no open shadow root');
  return element.shadowRoot;
}

function cssOf(sheet: CSSStyleSheet | undefined): string {
  return [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
}

describe('the stack-elements ESM entry', () => {
  it('defines every element on import and exports defineElements', async () => {
    expect(customElements.get('stack-sign-in')).toBeUndefined();
    const entry = await import('../../../widget/module');
    for (const tag of ELEMENT_TAGS) expect(customElements.get(tag), tag).toBeTypeOf('function');
    expect(entry.version).toBe('0.1.0');
    expect(typeof entry.defineElements).toBe('function');
    expect(window.StackElements).toBeUndefined();
  });

  it('defineElements({ prefix: "acme" }) defines <acme-*> with their own classes', async () => {
    const { defineElements } = await import('../../../widget/module');
    defineElements({ prefix: 'acme' });
    for (const tag of ELEMENT_TAGS) {
      const name = tag.replace(/^stack-/, 'acme-');
      expect(customElements.get(name), name).toBeTypeOf('function');
      expect(customElements.get(name)).not.toBe(customElements.get(tag));
    }
    // Defining again changes nothing and does not throw.
    expect(() => defineElements({ prefix: 'acme' })).not.toThrow();
  });

  it('<acme-sign-in> and <acme-user-button> render and share the page app', async () => {
    const signIn = document.createElement('acme-sign-in');
    signIn.setAttribute('project-id', 'proj');
    const button = document.createElement('acme-user-button') as HTMLElement & { projectId: string | null };
    button.projectId = 'proj';
    document.body.append(signIn, button);
    await waitFor(() => expect(shadow(signIn).querySelector('input[type="email"]')).not.toBeNull());
    await waitFor(() => expect(shadow(button).querySelector('a')?.textContent).toBe('Sign in'));
    expect(made).toEqual(['proj|']);
    // The user button's :host rules reach it under the new tag: they name no tag at all.
    const sheets = shadow(button).adoptedStyleSheets;
    expect(sheets).toHaveLength(2);
    expect(cssOf(sheets[1])).toContain('min-width: 40px');
    expect(cssOf(sheets[1])).not.toMatch(/stack-|acme-/);
    expect(cssOf(sheets[0])).not.toMatch(/:host\(stack-/);
    signIn.remove();
    button.remove();
  });

  it('refuses a prefix that cannot start a custom element name, in words', () => {
    expect(tagWithPrefix('stack-team-switcher', 'my-co')).toBe('my-co-team-switcher');
    expect(() => tagWithPrefix('stack-sign-in', 'Acme')).toThrow(/lowercase letters and digits, starting with a letter/);
    expect(() => tagWithPrefix('stack-sign-in', '1x')).toThrow(/cannot start a custom element name/);
    expect(() => tagWithPrefix('stack-sign-in', '')).toThrow(/cannot start a custom element name/);
  });
});
