// The slice of `oidc-provider` (which ships no types) that the mock OpenID provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  /** An access or refresh token as stored; `grantId` ties it to the grant it came from. */
  export interface TokenInstance {
    grantId?: string;
    destroy(): Promise<void>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
    cookies?: { keys?: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    features?: Record<string, unknown>;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    adapter?: new (model: string) => object;
    renderError?: (ctx: { type: string; body: string }, out: Record<string, string>, error: Error) => void;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: (new (properties: { accountId: string; clientId: string }) => GrantInstance) & { find(id: string): Promise<GrantInstance | undefined> };
    AccessToken: { find(value: string): Promise<TokenInstance | undefined> };
    RefreshToken: { find(value: string): Promise<TokenInstance | undefined> };
    Client: { prototype: { redirectUriAllowed(value: string): boolean } };
    proxy: boolean;
  }
  export default Provider;
}
