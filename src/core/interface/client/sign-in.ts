// Sign-in and sign-up endpoints that answer with tokens (PROTOCOL.md §5.1-§5.3, §5.6), and the OTP code mail.
import { authEndpoints } from '../../../protocol/endpoints/auth';
import { mfaEndpoints } from '../../../protocol/endpoints/mfa';
import { mfaRecoveryCodeEndpoints } from '../../../protocol/endpoints/mfa-recovery-codes';
import { otpEndpoints } from '../../../protocol/endpoints/otp';
import type { MfaSignInBody, PasswordSignInBody, PasswordSignUpBody, SignInResponse } from '../../../protocol/wire';
import type { MfaRecoveryCodeSignInBody } from '../../../protocol/wire/mfa-recovery-codes';
import type { OtpCheckCodeResponse, OtpSendSignInCodeBody, OtpSendSignInCodeResponse } from '../../../protocol/wire/otp';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { withSession } from './request-options';
import { withIdempotencyKey } from '../../http/outcome';

export class ClientSignInEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** A new user with a password. A session, when given, lets the server upgrade an anonymous user. */
  signUpWithPassword(body: PasswordSignUpBody, session?: SessionLike, idempotencyKey?: string): Promise<SignInResponse> {
    return this.pipeline.call(authEndpoints.passwordSignUp, { body, ...withSession(session), ...withIdempotencyKey(idempotencyKey) });
  }

  /** Signs in with an e-mail and its password. */
  signInWithPassword(body: PasswordSignInBody, idempotencyKey?: string): Promise<SignInResponse> {
    return this.pipeline.call(authEndpoints.passwordSignIn, { body, ...withIdempotencyKey(idempotencyKey) });
  }

  /** A new anonymous user and its session (the body is `{}`). */
  signUpAnonymously(): Promise<SignInResponse> {
    return this.pipeline.call(authEndpoints.anonymousSignUp, { body: {} });
  }

  /** Finishes a sign-in interrupted by MULTI_FACTOR_AUTHENTICATION_REQUIRED. */
  signInWithMfa(body: MfaSignInBody): Promise<SignInResponse> {
    return this.pipeline.call(mfaEndpoints.signIn, { body });
  }

  /** The same with a recovery code (emulator extension 'mfa-recovery-codes'; hosted Stack Auth answers 404). */
  signInWithMfaRecoveryCode(body: MfaRecoveryCodeSignInBody): Promise<SignInResponse> {
    return this.pipeline.call(mfaRecoveryCodeEndpoints.signIn, { body });
  }

  /** Mails the OTP and the magic link; answers the nonce (PROTOCOL.md §5.2). */
  sendSignInCode(body: OtpSendSignInCodeBody): Promise<OtpSendSignInCodeResponse> {
    return this.pipeline.call(otpEndpoints.sendSignInCode, { body });
  }

  /** Signs in with the 45-char code (link code, or OTP + nonce). A session lets the server upgrade an anonymous user. */
  signInWithOtp(code: string, session?: SessionLike): Promise<SignInResponse> {
    return this.pipeline.call(otpEndpoints.signIn, { body: { code }, ...withSession(session) });
  }

  /** Whether the code would sign in, without consuming it. */
  checkOtpCode(code: string): Promise<OtpCheckCodeResponse> {
    return this.pipeline.call(otpEndpoints.checkCode, { body: { code } });
  }
}
