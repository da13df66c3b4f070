// @vitest-environment happy-dom
// ThemeScope follows the page's dark-mode switch (a class, style or attribute on <html> or <body>) through one observer per
// document, shared by every scope on it (issue 16: twenty elements made twenty).
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeScope } from '../../../src/react/theme';

let observers = 0;
const Native = window.MutationObserver;
class CountingObserver extends Native {
  constructor(callback: MutationCallback) {
    super(callback);
    observers++;
  }
}

afterEach(() => {
  cleanup();
  window.MutationObserver = Native;
  document.body.removeAttribute('style');
});

function themes(container: HTMLElement): (string | null)[] {
  return [...container.querySelectorAll('.stack-theme')].map((scope) => scope.getAttribute('data-theme'));
}

/** Lets the observer's records arrive. */
async function mutationsDelivered(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('ThemeScope page watch', () => {
  it('shares one observer among scopes, and every scope follows the page until it unmounts', async () => {
    observers = 0;
    window.MutationObserver = CountingObserver;
    const first = render(<ThemeScope><p>one</p></ThemeScope>);
    const second = render(<ThemeScope><p>two</p></ThemeScope>);
    expect(observers).toBe(1);
    expect([...themes(first.container), ...themes(second.container)]).toEqual(['light', 'light']);

    document.body.style.backgroundColor = 'rgb(10, 10, 10)';
    await mutationsDelivered();
    expect([...themes(first.container), ...themes(second.container)]).toEqual(['dark', 'dark']);

    first.unmount();
    document.body.style.backgroundColor = 'rgb(250, 250, 250)';
    await mutationsDelivered();
    expect(themes(second.container)).toEqual(['light']);

    // The last scope gone, the next one starts a new watch.
    second.unmount();
    render(<ThemeScope><p>three</p></ThemeScope>);
    expect(observers).toBe(2);
  });
});
