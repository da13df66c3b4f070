// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineElements } from '../../../widget/elements';
import { resetRegistryForTests } from '../../../widget/registry';
import { FakeApp } from '../react/fake-app';

const app = new FakeApp();
const made: string[] = [];
let early: HTMLElement & { projectId?: string | null };

beforeAll(() => {
  resetRegistryForTests((options) => {
    made.push(`${options.projectId}|${options.baseUrl ?? ''}|${String(options.tokenStore)}`);
    return app;
  });
  // Created and given a property before the element is defined: r2wc alone would lose it.
  early = document.createElement('stack-user-button');
  early.projectId = 'proj';
  document.body.appendChild(early);
  defineElements();
});
afterAll(() => resetRegistryForTests());

function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no open shadow root');
  return element.shadowRoot;
}

describe('custom elements', () => {
  it('keeps a property set before definition and renders from it', async () => {
    expect(early.getAttribute('project-id')).toBe('proj');
    await waitFor(() => expect(shadow(early).querySelector('a')?.textContent).toBe('Sign in'));
  });

  it('adopts one shared stylesheet (plus the user button\'s own :host sheet) and has no <style> element', () => {
    const other = document.createElement('stack-sign-in');
    document.body.appendChild(other);
    expect(shadow(other).adoptedStyleSheets).toHaveLength(1);
    expect(shadow(early).adoptedStyleSheets).toHaveLength(2);
    expect(shadow(other).adoptedStyleSheets[0]).toBe(shadow(early).adoptedStyleSheets[0]);
    expect(shadow(early).querySelector('style')).toBeNull();
    other.remove();
  });

  it('follows attribute removal and empty values (no project -> says so in words)', async () => {
    const element = document.createElement('stack-user-button');
    element.setAttribute('project-id', 'proj');
    document.body.appendChild(element);
    await waitFor(() => expect(shadow(element).textContent).toBe('Sign in'));
    element.removeAttribute('project-id');
    await waitFor(() => expect(shadow(element).textContent).toContain('set the project-id attribute'));
    element.setAttribute('project-id', 'proj');
    await waitFor(() => expect(shadow(element).textContent).toBe('Sign in'));
    (element as HTMLElement & { projectId: string | null }).projectId = '';
    expect(element.hasAttribute('project-id')).toBe(false);
    await waitFor(() => expect(shadow(element).textContent).toContain('set the project-id attribute'));
    element.remove();
  });

  it('shares one app per (projectId, baseUrl), with cookie tokens', () => {
    const a = document.createElement('stack-sign-up');
    a.setAttribute('project-id', 'proj');
    const b = document.createElement('stack-sign-in');
    b.setAttribute('project-id', 'proj');
    document.body.append(a, b);
    expect(made).toEqual(['proj||cookie']);
    a.remove();
    b.remove();
  });

  it('a sign-in inside the element: one stack-signed-in reaches document, from the element', async () => {
    const seen: { target: EventTarget | null; email: string | null | undefined }[] = [];
    const onSignedIn = (event: Event): void => {
      seen.push({ target: event.target, email: (event as CustomEvent<{ user: { primaryEmail: string | null } | null }>).detail.user?.primaryEmail });
    };
    document.addEventListener('stack-signed-in', onSignedIn);
    const element = document.createElement('stack-sign-in');
    element.setAttribute('project-id', 'proj');
    document.body.appendChild(element);
    const root = shadow(element);
    await waitFor(() => expect(root.querySelector('input[name=email]')).not.toBeNull());
    fireEvent.change(root.querySelector('input[name=email]')!, { target: { value: 'me@example.com' } });
    fireEvent.change(root.querySelector('input[name=password]')!, { target: { value: 'pw-12345678' } });
    fireEvent.click(root.querySelector('button[type=submit]')!);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ target: element, email: 'me@example.com' });
    // The user button shows the name beside the avatar (whose initials are text too).
    await waitFor(() => expect(shadow(early).querySelector('[data-user-name]')?.textContent).toBe('me@example.com'));
    expect(seen).toHaveLength(1);
    document.removeEventListener('stack-signed-in', onSignedIn);
  });
});
