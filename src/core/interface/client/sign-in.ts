// Sign-in and sign-up endpoints that answer with tokens (PROTOCOL.md §5.1-§5.3, §5.6), and the OTP code mail.
import type { MfaSignInBody, PasswordSignInBody, PasswordSignUpBody, SignInResponse } from '../../../protocol/wire';
import type { OtpCheckCodeResponse, OtpSendSignInCodeBody, OtpSendSignInCodeResponse } from '../../../protocol/wire/otp';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { withSession } from './request-options';
import { withIdempotencyKey } from '../../http/outcome';

export class ClientSignInEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /auth/password/sign-up. A session, when given, lets the server upgrade an anonymous user. */
  signUpWithPassword(body: PasswordSignUpBody, session?: SessionLike, idempotencyKey?: string): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/password/sign-up', { method: 'POST', body, ...withSession(session), ...withIdempotencyKey(idempotencyKey) });
  }

  /** POST /auth/password/sign-in. */
  signInWithPassword(body: PasswordSignInBody, idempotencyKey?: string): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/password/sign-in', { method: 'POST', body, ...withIdempotencyKey(idempotencyKey) });
  }

  /** POST /auth/anonymous/sign-up (no body): a new anonymous user and its session. */
  signUpAnonymously(): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/anonymous/sign-up', { method: 'POST', body: {} });
  }

  /** POST /auth/mfa/sign-in: finishes a sign-in interrupted by MULTI_FACTOR_AUTHENTICATION_REQUIRED. */
  signInWithMfa(body: MfaSignInBody): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/mfa/sign-in', { method: 'POST', body });
  }

  /** POST /auth/otp/send-sign-in-code: mails the OTP and the magic link; answers the nonce (PROTOCOL.md §5.2). */
  sendSignInCode(body: OtpSendSignInCodeBody): Promise<OtpSendSignInCodeResponse> {
    return this.pipeline.json<OtpSendSignInCodeResponse>('/auth/otp/send-sign-in-code', { method: 'POST', body });
  }

  /** POST /auth/otp/sign-in with the 45-char code (link code, or OTP + nonce). A session lets the server upgrade an anonymous user. */
  signInWithOtp(code: string, session?: SessionLike): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/otp/sign-in', { method: 'POST', body: { code }, ...withSession(session) });
  }

  /** POST /auth/otp/sign-in/check-code: whether the code would sign in, without consuming it. */
  checkOtpCode(code: string): Promise<OtpCheckCodeResponse> {
    return this.pipeline.json<OtpCheckCodeResponse>('/auth/otp/sign-in/check-code', { method: 'POST', body: { code } });
  }
}
