// An in-memory StackClientAppApi for component and widget tests: records calls, answers with
// scripted results, and notifies user listeners like the real app does.

import type {
  GetUserOr,
  CurrentUser,
  HandlerUrls,
  MfaSignInOptions,
  Project,
  ProjectConfig,
  PublicUser,
  SignInOptions,
  SignUpOptions,
  StackClientAppApi,
} from '../../../src/core/apps/types';
import { resolveHandlerUrls } from '../../../src/core/apps/urls';
import { userAreaMethods, type UserContext } from '../../../src/core/apps/user';
import { systemClock } from '../../../src/protocol/clock';
import { Result } from '../../../src/core/result';
import type { KnownError } from '../../../src/protocol/errors/known-error';

type CredentialAnswer = Result<undefined, KnownError> | Error | Promise<Result<undefined, KnownError>>;

export function makeProject(config: Partial<ProjectConfig> = {}): Project {
  return {
    id: 'proj',
    displayName: 'Test project',
    config: {
      signUpEnabled: true,
      credentialEnabled: true,
      magicLinkEnabled: false,
      passkeyEnabled: false,
      clientTeamCreationEnabled: false,
      clientUserDeletionEnabled: false,
      allowUserApiKeys: false,
      allowTeamApiKeys: false,
      oauthProviders: [],
      domains: [],
      ...config,
    },
  };
}

export function makePublicUser(email: string, overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: `user-${email}`,
    displayName: null,
    primaryEmail: email,
    primaryEmailVerified: false,
    profileImageUrl: null,
    signedUpAt: new Date('2024-01-01T00:00:00Z'),
    clientMetadata: {},
    clientReadOnlyMetadata: {},
    hasPassword: true,
    emailAuthEnabled: true,
    otpAuthEnabled: false,
    oauthProviders: [],
    passkeyAuthEnabled: false,
    isMultiFactorRequired: false,
    isAnonymous: false,
    selectedTeam: null,
    ...overrides,
  };
}

export class FakeApp implements StackClientAppApi {
  readonly projectId = 'proj';
  readonly baseUrl = 'http://api.test';
  /** The default handler URLs, as the real app resolves them. */
  readonly urls: HandlerUrls = resolveHandlerUrls();
  readonly signInCalls: SignInOptions[] = [];
  readonly signUpCalls: SignUpOptions[] = [];
  signOutCalls = 0;
  /** What the next credential call answers; an Error is thrown (a network failure). */
  nextSignIn: CredentialAnswer = Result.ok(undefined);
  nextSignUp: CredentialAnswer = Result.ok(undefined);
  /** When set, user.signOut() throws it and the session stays. */
  signOutFailure: Error | null = null;
  /** When false, sign-in/up/out change the user without telling listeners (a late notifier). */
  notifyOnChange = true;
  project: Project | Error = makeProject();
  private user: CurrentUser | null = null;
  /** Like the real app: listeners hear a state once, including the first one a read loads. */
  private lastNotifiedKey: string | undefined;
  private readonly listeners = new Set<(user: CurrentUser | null) => void>();

  constructor(signedInAs?: string) {
    if (signedInAs) this.user = this.makeUser(makePublicUser(signedInAs));
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  makeUser(data: PublicUser): CurrentUser {
    return {
      ...data,
      // The real per-area methods over a context that refuses every request: component tests of those areas use the emulator.
      ...userAreaMethods(refusingUserContext(data.id)),
      update: async (options) => {
        this.setUser({ ...data, ...options } as PublicUser);
      },
      signOut: async () => {
        this.signOutCalls++;
        if (this.signOutFailure) throw this.signOutFailure;
        this.setUser(null, this.notifyOnChange);
      },
      delete: async () => this.setUser(null),
      setSelectedTeam: async (team) => {
        this.passwordCalls.push({ method: 'setSelectedTeam', args: [typeof team === 'object' && team !== null ? team.id : team] });
      },
      sendVerificationEmail: async () => undefined,
      updatePassword: async () => undefined,
      setPassword: async () => undefined,
      registerPasskey: async () => {
        this.passkeyRegistrations++;
        return this.nextPasskeyRegistration;
      },
      toPublicUser: () => ({ ...data }),
    };
  }

  /** Changes the user and, by default, notifies listeners (what another tab would cause). */
  setUser(data: PublicUser | null, notify = true): void {
    this.user = data ? this.makeUser(data) : null;
    if (notify) this.notify();
  }

  private notify(): void {
    const key = this.user ? JSON.stringify(this.user.toPublicUser()) : 'null';
    if (key === this.lastNotifiedKey) return;
    this.lastNotifiedKey = key;
    for (const listener of [...this.listeners]) listener(this.user);
  }

  private async answer(next: CredentialAnswer, email: string): Promise<Result<undefined, KnownError>> {
    if (next instanceof Error) throw next;
    const result = await next;
    if (result.status === 'ok') this.setUser(makePublicUser(email), this.notifyOnChange);
    return result;
  }

  signInWithCredential(options: SignInOptions): Promise<Result<undefined, KnownError>> {
    this.signInCalls.push(options);
    return this.answer(this.nextSignIn, options.email);
  }

  signUpWithCredential(options: SignUpOptions): Promise<Result<undefined, KnownError>> {
    this.signUpCalls.push(options);
    return this.answer(this.nextSignUp, options.email);
  }

  /** Login codes confirmed through confirmCliLogin, and what the next one answers. */
  readonly cliConfirmCalls: string[] = [];
  nextCliConfirm: CredentialAnswer = Result.ok(undefined);

  async confirmCliLogin(loginCode: string): Promise<Result<undefined, KnownError>> {
    this.cliConfirmCalls.push(loginCode);
    if (this.nextCliConfirm instanceof Error) throw this.nextCliConfirm;
    return this.nextCliConfirm;
  }

  /** Magic-link calls (e-mails sent, codes submitted) and what the next ones answer. */
  readonly magicLinkSendCalls: { email: string; callbackUrl?: string }[] = [];
  readonly magicLinkSignInCalls: { otp: string; nonce: string; noRedirect?: boolean }[] = [];
  nextMagicLinkSend: Result<{ nonce: string }, KnownError> | Error = Result.ok({ nonce: 'n'.repeat(39) });
  nextMagicLinkSignIn: CredentialAnswer = Result.ok(undefined);

  async sendMagicLinkEmail(email: string, options: { callbackUrl?: string } = {}): Promise<Result<{ nonce: string }, KnownError>> {
    this.magicLinkSendCalls.push({ email, ...options });
    if (this.nextMagicLinkSend instanceof Error) throw this.nextMagicLinkSend;
    return this.nextMagicLinkSend;
  }

  signInWithMagicLinkCode(code: { otp: string; nonce: string }, options: { noRedirect?: boolean } = {}): Promise<Result<undefined, KnownError>> {
    this.magicLinkSignInCalls.push({ ...code, ...options });
    return this.answer(this.nextMagicLinkSignIn, this.magicLinkSendCalls.at(-1)?.email ?? 'otp@example.com');
  }

  signInWithMagicLink(code: string, options: { noRedirect?: boolean } = {}): Promise<Result<undefined, KnownError>> {
    return this.signInWithMagicLinkCode({ otp: code.slice(0, 6), nonce: code.slice(6) }, options);
  }

  /** What handleMagicLinkCallback answers (null: the URL has no code), and how often it ran. */
  nextMagicLinkCallback: CredentialAnswer | null = null;
  magicLinkCallbackCalls = 0;

  /** Providers signInWithOAuth was called with, and what callOAuthCallback answers. */
  oauthSignIns: { provider: string; returnTo?: string }[] = [];
  nextOAuthCallback = false;

  async signInWithOAuth(provider: string, options: { returnTo?: string } = {}): Promise<void> {
    this.oauthSignIns.push({ provider, ...options });
  }

  async callOAuthCallback(): Promise<boolean> {
    return this.nextOAuthCallback;
  }

  async handleMagicLinkCallback(): Promise<Result<undefined, KnownError> | null> {
    this.magicLinkCallbackCalls++;
    return this.nextMagicLinkCallback === null ? null : this.answer(this.nextMagicLinkCallback, 'link@example.com');
  }

  /** TOTP codes submitted through signInWithMfa (with the attempt code given), and what the next one answers. */
  readonly mfaCalls: { totp: string; attemptCode: string | undefined; noRedirect: boolean | undefined }[] = [];
  nextMfa: CredentialAnswer = Result.ok(undefined);

  signInWithMfa(totp: string, codeOrOptions?: string | MfaSignInOptions, options?: MfaSignInOptions): Promise<Result<undefined, KnownError>> {
    const opts = typeof codeOrOptions === 'object' ? codeOrOptions : options;
    this.mfaCalls.push({ totp, attemptCode: typeof codeOrOptions === 'string' ? codeOrOptions : opts?.attemptCode, noRedirect: opts?.noRedirect });
    return this.answer(this.nextMfa, 'mfa@example.com');
  }

  /** Recovery codes submitted through signInWithMfaRecoveryCode; nextMfa answers them too. */
  readonly recoveryCodeCalls: { recoveryCode: string; attemptCode: string | undefined }[] = [];

  signInWithMfaRecoveryCode(recoveryCode: string, options?: MfaSignInOptions): Promise<Result<undefined, KnownError>> {
    this.recoveryCodeCalls.push({ recoveryCode, attemptCode: options?.attemptCode });
    return this.answer(this.nextMfa, 'mfa@example.com');
  }

  /** Passkey sign-ins (their options), registrations, and what the next ones answer. */
  readonly passkeySignInCalls: { noRedirect?: boolean; hostname?: string }[] = [];
  nextPasskeySignIn: CredentialAnswer = Result.ok(undefined);
  passkeyRegistrations = 0;
  nextPasskeyRegistration: Result<undefined, KnownError> = Result.ok(undefined);

  signInWithPasskey(options: { noRedirect?: boolean; hostname?: string } = {}): Promise<Result<undefined, KnownError>> {
    this.passkeySignInCalls.push(options);
    return this.answer(this.nextPasskeySignIn, 'passkey@example.com');
  }

  anonymousSignUps = 0;

  async signUpAnonymously(): Promise<CurrentUser> {
    this.anonymousSignUps++;
    const user = this.makeUser(makePublicUser('', { primaryEmail: null, isAnonymous: true, hasPassword: false }));
    this.user = user;
    return user;
  }

  /** Password-reset and e-mail-verification calls, and what the next ones answer (an Error is thrown). */
  readonly passwordCalls: { method: string; args: unknown[] }[] = [];
  nextForgotPassword: CredentialAnswer = Result.ok(undefined);
  nextVerifyResetCode: CredentialAnswer = Result.ok(undefined);
  nextResetPassword: CredentialAnswer = Result.ok(undefined);
  nextVerifyEmail: CredentialAnswer = Result.ok(undefined);

  private async recorded(method: string, args: unknown[], next: CredentialAnswer): Promise<Result<undefined, KnownError>> {
    this.passwordCalls.push({ method, args });
    if (next instanceof Error) throw next;
    return next;
  }

  sendForgotPasswordEmail(email: string, options?: { callbackUrl?: string }): Promise<Result<undefined, KnownError>> {
    return this.recorded('sendForgotPasswordEmail', options ? [email, options] : [email], this.nextForgotPassword);
  }

  verifyPasswordResetCode(code: string): Promise<Result<undefined, KnownError>> {
    return this.recorded('verifyPasswordResetCode', [code], this.nextVerifyResetCode);
  }

  resetPassword(options: { code: string; password: string }): Promise<Result<undefined, KnownError>> {
    return this.recorded('resetPassword', [options], this.nextResetPassword);
  }

  verifyEmail(code: string): Promise<Result<undefined, KnownError>> {
    return this.recorded('verifyEmail', [code], this.nextVerifyEmail);
  }

  // Team invitations (helper H): answered like the other code methods.
  nextTeamInvitationCheck: CredentialAnswer = Result.ok(undefined);
  nextTeamInvitationAccept: CredentialAnswer = Result.ok(undefined);
  nextTeamInvitationDetails: Result<{ teamId: string; teamDisplayName: string }, KnownError> = Result.ok({ teamId: 'team-1', teamDisplayName: 'Team One' });

  verifyTeamInvitationCode(code: string): Promise<Result<undefined, KnownError>> {
    return this.recorded('verifyTeamInvitationCode', [code], this.nextTeamInvitationCheck);
  }

  async getTeamInvitationDetails(code: string): Promise<Result<{ teamId: string; teamDisplayName: string }, KnownError>> {
    this.passwordCalls.push({ method: 'getTeamInvitationDetails', args: [code] });
    return this.nextTeamInvitationDetails;
  }

  acceptTeamInvitation(code: string): Promise<Result<undefined, KnownError>> {
    return this.recorded('acceptTeamInvitation', [code], this.nextTeamInvitationAccept);
  }

  async getUser(options?: { or?: GetUserOr }): Promise<CurrentUser | null> {
    if (options?.or === 'anonymous' && this.user === null) return this.signUpAnonymously();
    this.notify();
    return this.user;
  }

  async getProject(): Promise<Project> {
    if (this.project instanceof Error) throw this.project;
    return this.project;
  }

  /** The extensions a test's server announces (none unless a test sets them). */
  serverExtensions = new Set<string>();
  async getServerExtensions(): Promise<ReadonlySet<string>> {
    return this.serverExtensions;
  }

  onUserChange(listener: (user: CurrentUser | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async redirectTo(): Promise<void> {}
}

/** A FakeApp that counts the project and user reads made on it. */
export class CountingApp extends FakeApp {
  projectReads = 0;
  userReads = 0;
  override getProject(): ReturnType<FakeApp['getProject']> {
    this.projectReads++;
    return super.getProject();
  }
  override getUser(options?: Parameters<FakeApp['getUser']>[0]): ReturnType<FakeApp['getUser']> {
    this.userReads++;
    return super.getUser(options);
  }
}

/** A promise with its resolve exposed, to hold an action mid-flight. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function refusingUserContext(userId: string): UserContext {
  const refuse = (): never => {
    throw new Error('The fake app makes no requests; test this area against the emulator');
  };
  return {
    get api(): never {
      return refuse();
    },
    clock: systemClock,
    urls: resolveHandlerUrls(undefined),
    userId,
    session: refuse,
    cache: refuse,
    reloadUser: refuse,
    endLocalSession: refuse,
    getProject: refuse,
    absoluteUrl: (url) => url,
  };
}
