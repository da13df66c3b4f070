// Password sign-up and sign-in (PROTOCOL.md §5.1) and anonymous sign-up (§5.6): each answers a session's tokens (§4.11).
import { ALL_CALLERS, endpoint } from '../endpoint';
import { passwordSignInBody, passwordSignInResponse, passwordSignUpBody } from '../wire/auth';
import { ignoredBody } from '../wire/common';

export const authEndpoints = {
  /** A new user with a password; a signed-in anonymous caller is upgraded instead. */
  passwordSignUp: endpoint({ method: 'POST', path: '/auth/password/sign-up', access: ALL_CALLERS, body: passwordSignUpBody, answer: passwordSignInResponse }),
  passwordSignIn: endpoint({ method: 'POST', path: '/auth/password/sign-in', access: ALL_CALLERS, body: passwordSignInBody, answer: passwordSignInResponse }),
  /** A new anonymous user and its session; the body is not read. */
  anonymousSignUp: endpoint({ method: 'POST', path: '/auth/anonymous/sign-up', access: ALL_CALLERS, body: ignoredBody, answer: passwordSignInResponse }),
};
