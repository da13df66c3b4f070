// A fake GitHub-like OAuth provider on 127.0.0.1 for standard-provider tests: authorize (auto-approves as
// `nextEmail`), token (authorization_code and refresh_token grants, with expiry), /user and /user/emails.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderEndpointOverrides } from '../../emulator/oauth/inner-client';

export const FAKE_GITHUB_CLIENT = { client_id: 'gh-client', client_secret: 'gh-secret' };

interface Grant {
  params: URLSearchParams;
  email: string;
}

export class FakeGitHub {
  private readonly server: Server = createServer((req, res) =>
    void this.handle(req).then(({ status, body, location }) => {
      res.writeHead(status, location ? { location } : { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    }),
  );
  base = '';
  /** The account the next authorize approves. */
  nextEmail = 'someone@example.com';
  /** expires_in of the next issued access token (null: not sent, never expires). */
  expiresIn: number | null = 3600;
  /** Whether token answers carry a refresh token. */
  issueRefreshTokens = true;
  /** Whether refresh grants are refused (a revoked refresh token). */
  refuseRefresh = false;
  private readonly grants = new Map<string, Grant>();
  /** Issued access token -> e-mail; refresh token -> { email, scope }. */
  readonly accessTokens = new Map<string, string>();
  private readonly refreshTokens = new Map<string, { email: string; scope: string }>();
  readonly tokenRequests: URLSearchParams[] = [];

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  endpoints(): NonNullable<ProviderEndpointOverrides['github']> {
    return {
      authorizationEndpoint: `${this.base}/authorize`,
      tokenEndpoint: `${this.base}/token`,
      userinfoEndpoint: `${this.base}/user`,
      emailsEndpoint: `${this.base}/user/emails`,
    };
  }

  /** The numeric GitHub account id of an e-mail. */
  static accountId(email: string): string {
    return String(Number.parseInt(createHash('sha256').update(email).digest('hex').slice(0, 8), 16));
  }

  private issue(email: string, scope: string): Record<string, unknown> {
    const accessToken = `gho_${randomBytes(8).toString('hex')}`;
    this.accessTokens.set(accessToken, email);
    const out: Record<string, unknown> = { access_token: accessToken, token_type: 'bearer', scope };
    if (this.expiresIn !== null) out.expires_in = this.expiresIn;
    if (this.issueRefreshTokens) {
      const refreshToken = `ghr_${randomBytes(8).toString('hex')}`;
      this.refreshTokens.set(refreshToken, { email, scope });
      out.refresh_token = refreshToken;
    }
    return out;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body?: unknown; location?: string }> {
    const url = new URL(req.url!, this.base);
    if (url.pathname === '/authorize') {
      const code = randomBytes(8).toString('hex');
      this.grants.set(code, { params: url.searchParams, email: this.nextEmail });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      return { status: 302, location: back.href };
    }
    if (url.pathname === '/token') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = new URLSearchParams(raw);
      this.tokenRequests.push(body);
      if (body.get('client_id') !== FAKE_GITHUB_CLIENT.client_id || body.get('client_secret') !== FAKE_GITHUB_CLIENT.client_secret) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      if (body.get('grant_type') === 'refresh_token') {
        const known = this.refreshTokens.get(body.get('refresh_token') ?? '');
        if (!known || this.refuseRefresh) return { status: 400, body: { error: 'invalid_grant' } };
        return { status: 200, body: this.issue(known.email, known.scope) };
      }
      const grant = this.grants.get(body.get('code') ?? '');
      const challenge = createHash('sha256').update(body.get('code_verifier') ?? '').digest('base64url');
      if (!grant || challenge !== grant.params.get('code_challenge')) return { status: 400, body: { error: 'invalid_grant' } };
      this.grants.delete(body.get('code')!);
      return { status: 200, body: this.issue(grant.email, grant.params.get('scope') ?? '') };
    }
    const email = this.accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
    if (!email) return { status: 401, body: { message: 'Bad credentials' } };
    if (url.pathname === '/user') return { status: 200, body: { id: Number(FakeGitHub.accountId(email)), login: email.split('@')[0], name: null, email: null } };
    if (url.pathname === '/user/emails') return { status: 200, body: [{ email, primary: true, verified: true }] };
    return { status: 404 };
  }
}
