// @vitest-environment happy-dom
// Renders every component state under a pseudo-locale in which each message is ⟦key …⟧: any
// visible text outside such brackets (other than user data) is a string missing from the table.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { SignIn, SignUp, UserButton, en, registerLocale, type MessageKey, type Messages } from '../../../src/react';
import { FakeApp, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

beforeAll(() => {
  const pseudo = {} as Messages;
  for (const key of Object.keys(en) as MessageKey[]) {
    const placeholders = en[key].match(/\{\w+\}/g)?.join(' ') ?? '';
    pseudo[key] = `⟦${key}${placeholders ? ' ' + placeholders : ''}⟧`;
  }
  registerLocale('pseudo', pseudo);
});

// User data: the e-mail, its avatar letter, a server message, the project name.
const USER_DATA = ['me@example.com', 'M', 'Wrong e-mail or password.', 'Test project'];

/** Every visible text node and user-facing attribute, minus pseudo messages and user data. */
function leftoverText(root: HTMLElement): string[] {
  const pieces: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) pieces.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(attribute);
      if (value) pieces.push(value);
    }
  }
  return pieces
    .map((piece) => {
      let rest = piece.replace(/⟦[^⟧]*⟧/g, '');
      for (const data of USER_DATA) rest = rest.split(data).join('');
      return rest.trim();
    })
    .filter((rest) => rest !== '');
}

async function expectOnlyTableText(ui: ReactNode, app: FakeApp, act?: () => Promise<void>): Promise<void> {
  const view = renderWithApp(app, ui, { locale: 'pseudo' });
  await waitFor(() => expect(view.container.textContent).not.toContain('state.loading'));
  if (act) await act();
  expect(view.container.textContent).toMatch(/⟦/);
  expect(leftoverText(view.container)).toEqual([]);
  cleanup();
}

describe('every visible string comes from the i18n table', () => {
  it('SignIn: form, validation, server error, disabled states', async () => {
    await expectOnlyTableText(<SignIn />, new FakeApp());
    const app = new FakeApp();
    app.nextSignIn = Result.error(new KnownErrors.EmailPasswordMismatch());
    await expectOnlyTableText(<SignIn />, app, async () => {
      fireEvent.click(screen.getByRole('button', { name: /signIn\.submit/ }));
      await screen.findByText(/form\.emailRequired/);
    });
    await expectOnlyTableText(<SignIn />, new FakeApp('me@example.com'));
    const disabled = new FakeApp();
    disabled.project = makeProject({ credentialEnabled: false });
    await expectOnlyTableText(<SignIn />, disabled);
    const broken = new FakeApp();
    broken.project = new TypeError('Failed to fetch');
    await expectOnlyTableText(<SignIn />, broken);
  });

  it('SignUp: form, client-side validation, disabled state', async () => {
    await expectOnlyTableText(<SignUp />, new FakeApp(), async () => {
      fireEvent.change(screen.getByLabelText(/field\.email/), { target: { value: 'me@example.com' } });
      fireEvent.change(screen.getByLabelText(/field\.password/), { target: { value: 'x' } });
      fireEvent.click(screen.getByRole('button', { name: /signUp\.submit/ }));
      await screen.findByText(/password\.tooShort 8/);
    });
    const disabled = new FakeApp();
    disabled.project = makeProject({ signUpEnabled: false });
    await expectOnlyTableText(<SignUp />, disabled);
  });

  it('UserButton: signed out, signed in with the menu open', async () => {
    await expectOnlyTableText(<UserButton />, new FakeApp());
    await expectOnlyTableText(<UserButton />, new FakeApp('me@example.com'), async () => {
      fireEvent.click(screen.getByRole('button'));
      await screen.findByRole('menu');
    });
  });
});
