// What people read when the real emulator refuses a request: describeFailure turns its SCHEMA_ERROR
// text (developer wording with paths and endpoints) into the field's own sentence.
import { describe, expect, it } from 'vitest';
import { KnownErrors } from '../../../src/protocol/errors';
import { describeFailure } from '../../../src/react/errors';
import { translatorFor } from '../../../src/react/i18n';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { displayName: 'Failure words', config: { client_team_creation_enabled: true } } });
const t = translatorFor('en');

/** The refusal, whether the SDK returns it as a Result or throws it (as it does for schema failures). */
async function failureOf(call: Promise<{ status: 'ok' } | { status: 'error'; error: unknown } | void>): Promise<unknown> {
  try {
    const result = await call;
    if (result && result.status === 'error') return result.error;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

/** The developer text the server sent must not be what people read. */
function expectSchemaErrorFromServer(failure: unknown, fieldPath: string): void {
  expect(failure).toBeInstanceOf(KnownErrors.SchemaError);
  expect((failure as Error).message).toContain(fieldPath);
}

describe('describeFailure on the emulator’s answers', () => {
  it('a malformed password-reset code in a link: the link is damaged', async () => {
    const app = makeApp(emu);
    const failure = await failureOf(app.verifyPasswordResetCode('too-short'));
    expectSchemaErrorFromServer(failure, 'body.code');
    expect(describeFailure(failure, t, { link: true })).toEqual({
      message: 'This link is incomplete or damaged. Open the latest e-mail again.',
      field: 'code',
      code: 'SCHEMA_ERROR',
    });
  });

  it('sign-up with "not an email": the e-mail field', async () => {
    const app = makeApp(emu);
    const failure = await failureOf(app.signUpWithCredential({ email: 'not an email', password: PASSWORD, noRedirect: true }));
    expectSchemaErrorFromServer(failure, 'body.email');
    expect(describeFailure(failure, t)).toEqual({ message: 'Enter a valid e-mail address.', field: 'email', code: 'SCHEMA_ERROR' });
  });

  it('a team invitation to "not an email": the e-mail field', async () => {
    const app = makeApp(emu, { urls: { teamInvitation: 'http://localhost:3000/handler/team-invitation' } });
    await app.signUpWithCredential({ email: uniqueEmail('words'), password: PASSWORD, noRedirect: true });
    const user = (await app.getUser())!;
    const team = await user.createTeam({ displayName: 'Words team' });
    const failure = await failureOf(team.inviteUser({ email: 'not an email' }));
    expectSchemaErrorFromServer(failure, 'body.email');
    expect(describeFailure(failure, t)).toEqual({ message: 'Enter a valid e-mail address.', field: 'email', code: 'SCHEMA_ERROR' });
    app.dispose();
  });
});
