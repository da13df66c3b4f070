// An in-memory StackClientAppApi for component and widget tests: records calls, answers with
// scripted results, and notifies user listeners like the real app does.

import type {
  CurrentUser,
  HandlerUrls,
  Project,
  ProjectConfig,
  PublicUser,
  SignInOptions,
  SignUpOptions,
  StackClientAppApi,
} from '../../../src/core/apps/types';
import { resolveHandlerUrls } from '../../../src/core/apps/urls';
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
      update: async (options) => {
        this.setUser({ ...data, ...options } as PublicUser);
      },
      signOut: async () => {
        this.signOutCalls++;
        if (this.signOutFailure) throw this.signOutFailure;
        this.setUser(null, this.notifyOnChange);
      },
      delete: async () => this.setUser(null),
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

  async getUser(): Promise<CurrentUser | null> {
    this.notify();
    return this.user;
  }

  async getProject(): Promise<Project> {
    if (this.project instanceof Error) throw this.project;
    return this.project;
  }

  onUserChange(listener: (user: CurrentUser | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async redirectTo(): Promise<void> {}
}

/** A promise with its resolve exposed, to hold an action mid-flight. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
