// Password fields in Chromium (issue 32 item 6): the show/hide button keeps focus and caret, the strength
// hint follows what is typed, and a common password is refused at sign-up with a sentence, before any request.
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();

describe('password fields (Chromium)', () => {
  it('shows and hides the sign-in password without moving focus or the caret', async () => {
    const page = fixture.watchErrors(await (await fixture.freshContext()).newPage());
    await page.goto(fixture.demo.url);
    const card = page.locator('stack-sign-in');
    const input = card.locator('input[name=password]');
    await input.fill('hunter2-secret');
    await input.evaluate((node: HTMLInputElement) => node.setSelectionRange(3, 3));
    const show = card.getByRole('button', { name: 'Show password' });
    expect(await show.getAttribute('aria-pressed')).toBe('false');
    await show.click();

    const hide = card.getByRole('button', { name: 'Hide password' });
    expect(await hide.getAttribute('aria-pressed')).toBe('true');
    expect(await input.getAttribute('type')).toBe('text');
    const state = await input.evaluate((node: HTMLInputElement) => ({
      focused: (node.getRootNode() as ShadowRoot).activeElement === node,
      caret: [node.selectionStart, node.selectionEnd],
    }));
    expect(state).toEqual({ focused: true, caret: [3, 3] });
    await page.keyboard.type('X');
    expect(await input.inputValue()).toBe('hunX' + 'ter2-secret');

    await hide.click();
    expect(await input.getAttribute('type')).toBe('password');
    expect(await card.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('false');
    expect(fixture.pageErrors).toEqual([]);
  });

  it('gives a strength hint that follows the new password', async () => {
    const page = await (await fixture.freshContext()).newPage();
    await page.goto(fixture.demo.url);
    const form = page.locator('stack-sign-up form');
    const hint = form.locator('.stack-strength');
    await form.locator('input[name=password]').fill('abcabc12');
    await expect.poll(() => hint.textContent()).toBe('Strength: weak');
    await form.locator('input[name=password]').fill('Tulip-Harbor-Quantum-97!');
    await expect.poll(() => hint.textContent()).toBe('Strength: strong');
    expect(await form.locator('input[name=password]').getAttribute('aria-describedby')).toMatch(/-hint$/);
  });

  it('refuses a common password at sign-up with a sentence under the field', async () => {
    const page = await (await fixture.freshContext()).newPage();
    let signUps = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/password/sign-up')) signUps += 1;
    });
    await page.goto(fixture.demo.url);
    const form = page.locator('stack-sign-up form');
    await form.locator('input[name=email]').fill(`common-${Date.now()}@example.com`);
    await form.locator('input[name=password]').fill('password');
    await form.locator('input[name=repeat-password]').fill('password');
    await form.locator('button[type=submit]').click();

    const error = form.locator('.stack-field-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('This password is too common. Choose another.');
    expect(await form.locator('input[name=password]').getAttribute('aria-invalid')).toBe('true');
    expect(signUps).toBe(0);
  });
});
