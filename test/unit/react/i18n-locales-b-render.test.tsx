// @vitest-environment happy-dom
// The nl, pl, tr, ja, zh and ko tables in use: <SignUp> shows their words, and the password hint takes
// the plural form the language needs for the server's minimum (Polish 3 → "znaki", 12 → "znaków").
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { SignUp, registerLocale, type Messages } from '../../../src/react';
import nl from '../../../src/react/i18n/locales/nl';
import pl from '../../../src/react/i18n/locales/pl';
import tr from '../../../src/react/i18n/locales/tr';
import ja from '../../../src/react/i18n/locales/ja';
import zh from '../../../src/react/i18n/locales/zh';
import ko from '../../../src/react/i18n/locales/ko';
import { FakeApp } from './fake-app';
import { renderWithApp } from './render';

const TABLES: Record<string, Messages> = { nl, pl, tr, ja, zh, ko };

beforeAll(() => {
  for (const [code, table] of Object.entries(TABLES)) registerLocale(code, table);
});
afterEach(cleanup);

describe.each(Object.keys(TABLES))('<SignUp> in %s', (code) => {
  const table = TABLES[code] as Messages;

  it('has the heading, field labels, button and counted hint of the table', async () => {
    renderWithApp(new FakeApp(), <SignUp />, { locale: code });
    expect(await screen.findByRole('heading', { name: table['signUp.title'] })).toBeTruthy();
    expect(screen.getByLabelText(table['field.email'])).toBeTruthy();
    expect(screen.getByLabelText(table['field.password'])).toBeTruthy();
    expect(screen.getByRole('button', { name: table['signUp.submit'] })).toBeTruthy();
    const form = new Intl.PluralRules(code).select(8);
    expect(screen.getByText(table[`signUp.passwordHint.${form}`].replace('{n}', '8'))).toBeTruthy();
  });
});

describe('Polish counted hint', () => {
  async function hintAfterServerMinimum(min: number): Promise<string> {
    const app = new FakeApp();
    app.nextSignUp = Result.error(new KnownErrors.PasswordTooShort({ min_length: min }));
    renderWithApp(app, <SignUp />, { locale: 'pl' });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'abcdefghij' } });
    fireEvent.change(screen.getByLabelText('Powtórz hasło'), { target: { value: 'abcdefghij' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    await waitFor(() => expect(app.signUpCalls).toHaveLength(1));
    // A later failure that is not about the password brings the hint back, now with the server's minimum.
    app.nextSignUp = Result.error(new KnownErrors.UserEmailAlreadyExists({ email: 'a@example.com', would_work_if_email_was_verified: false }));
    const long = 'x'.repeat(Math.max(min, 10));
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: long } });
    fireEvent.change(screen.getByLabelText('Powtórz hasło'), { target: { value: long } });
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    await waitFor(() => expect(app.signUpCalls).toHaveLength(2));
    return (await screen.findByText(/^Co najmniej \d+ /)).textContent ?? '';
  }

  it('says "znaki" for 3 and "znaków" for 12', async () => {
    expect(await hintAfterServerMinimum(12)).toBe('Co najmniej 12 znaków.');
    cleanup();
    expect(await hintAfterServerMinimum(3)).toBe('Co najmniej 3 znaki.');
  });
});
