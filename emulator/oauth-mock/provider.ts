// A real OpenID provider (`oidc-provider`) on its own loopback port, standing in for the shared OAuth
// providers (github, google, …) so OAuth sign-in works offline in the emulator. It answers as Stack's own
// mock server (apps/mock-oauth-server) does for Stack's test helpers: one client per provider type with
// the secret MOCK_CLIENT_SECRET, the e-mail typed at login as `sub`, consent granted without asking, and
// the test controls of ./test-controls.ts. By default it listens on the API port + 12 (Stack's layout:
// backend 8102, mock OAuth 8114).
import { listen } from '../net/listen';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider } from 'oidc-provider';
import { SUPPORTED_OAUTH_PROVIDER_TYPES } from './provider-types';
import { accountForSub } from './accounts';
import { MOCK_CLIENT_SECRET } from './client';
import { escapeText } from './http';
import { handleInteraction } from './interactions';
import { memoryAdapterClass } from './memory-adapter';
import { testControls } from './test-controls';

/** The mock's port relative to the API's (Stack's ports: backend PREFIX02, mock OAuth PREFIX14). */
export const MOCK_PORT_OFFSET = 12;

export interface MockOAuthProvider {
  /** The issuer, e.g. http://localhost:8114 (discovery at /.well-known/openid-configuration). */
  issuer: string;
  port: number;
  close(): Promise<void>;
}

export interface MockOAuthOptions {
  host: string;
  /** The emulator's URL: callbacks on its port (any loopback name) are the only redirect targets. */
  emulatorUrl: string;
  /** The port to listen on; 0 = a random free one. */
  port: number;
  /** When `port` is taken, listen on a random free port instead of failing. */
  fallbackToRandomPort: boolean;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const CALLBACK_PATH = /^\/api\/(?:v1|latest)\/auth\/oauth\/callback\/[^/]+$/;

/** The emulator's callback routes: its own URL, or its port under another loopback name. */
function isEmulatorCallback(emulatorUrl: string, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const own = new URL(emulatorUrl);
  const sameServer = url.origin === own.origin || (LOOPBACK_NAMES.has(url.hostname) && LOOPBACK_NAMES.has(own.hostname) && url.port === own.port);
  return sameServer && url.protocol === 'http:' && url.search === '' && url.hash === '' && CALLBACK_PATH.test(url.pathname);
}

async function listenWithFallback(server: Server, options: MockOAuthOptions): Promise<number> {
  try {
    return await listen(server, options.port, options.host, () => server.address());
  } catch (error) {
    if (!options.fallbackToRandomPort || options.port === 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return listen(server, 0, options.host, () => server.address());
  }
}

export async function startMockOAuthProvider(options: MockOAuthOptions): Promise<MockOAuthProvider> {
  const server: Server = createServer();
  const port = await listenWithFallback(server, options);
  const issuer = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'mock-1' };

  const provider = new Provider(issuer, {
    clients: SUPPORTED_OAUTH_PROVIDER_TYPES.map((type) => ({
      client_id: type,
      client_secret: MOCK_CLIENT_SECRET,
      client_name: type,
      // Checked by isEmulatorCallback below; this entry only satisfies the client schema.
      redirect_uris: [`${options.emulatorUrl}/api/v1/auth/oauth/callback/${type}`],
      grant_types: ['authorization_code', 'refresh_token'],
    })),
    adapter: memoryAdapterClass(),
    ttl: { Interaction: 3600, Session: 86400, Grant: 86400, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 600, RefreshToken: 86400 },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accountForSub(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: true }) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Mock OAuth provider error</title><h1>Error</h1><pre>${Object.entries(out)
        .map(([k, v]) => `${k}: ${escapeText(String(v))}`)
        .join('\n')}</pre>`;
    },
  });
  // A config id may differ from the provider type (and so from the client id): any emulator callback will do.
  provider.Client.prototype.redirectUriAllowed = (value: string) => isEmulatorCallback(options.emulatorUrl, value);
  const handle = provider.callback();
  const controls = testControls(provider, issuer);

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Stack's mock server is an Express app; its answers carry this header, and Stack's snapshots show it.
    res.setHeader('x-powered-by', 'Express');
    const path = new URL(req.url ?? '/', issuer).pathname;
    const interaction = /^\/interaction\/([^/]+)(\/abort)?$/.exec(path);
    void (async () => {
      if (interaction) return handleInteraction(provider, req, res, interaction[2] ? 'abort' : 'step');
      if (await controls.handle(req, res, path)) return;
      if (req.method === 'POST' && path === '/token' && (await controls.interceptRefresh(req, res))) return;
      handle(req, res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Mock OAuth provider error');
    });
  });

  return {
    issuer,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
