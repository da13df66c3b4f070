// A real OpenID provider (`oidc-provider`) on its own loopback port, standing in for the shared
// OAuth providers (github, google, …) so OAuth sign-in works offline in the emulator.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider } from 'oidc-provider';
import { SUPPORTED_OAUTH_PROVIDER_TYPES } from './provider-types';
import { accountForEmail, accountForSub } from './accounts';
import { loginPage } from './login-page';
import { memoryAdapterClass } from './memory-adapter';

/** The emulator's client registration at the mock provider. */
export const MOCK_CLIENT_ID = 'stack-emulator';
export const MOCK_CLIENT_SECRET = 'stack-emulator-mock-provider-secret';
export const MOCK_SCOPE = 'openid email profile';

export interface MockOAuthProvider {
  /** The issuer, e.g. http://127.0.0.1:40123 (discovery at /.well-known/openid-configuration). */
  issuer: string;
  close(): Promise<void>;
}

/** Every callback URL the emulator may use: /api/v1 and /api/latest for each supported type. */
function redirectUris(emulatorUrl: string): string[] {
  return ['v1', 'latest'].flatMap((version) =>
    SUPPORTED_OAUTH_PROVIDER_TYPES.map((type) => `${emulatorUrl}/api/${version}/auth/oauth/callback/${type}`),
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export async function startMockOAuthProvider(options: { host: string; emulatorUrl: string }): Promise<MockOAuthProvider> {
  const server: Server = createServer();
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve((server.address() as AddressInfo).port));
  });
  const issuer = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'mock-1' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: MOCK_CLIENT_ID,
        client_secret: MOCK_CLIENT_SECRET,
        client_name: 'Stack emulator',
        redirect_uris: redirectUris(options.emulatorUrl),
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: memoryAdapterClass(),
    ttl: { Interaction: 3600, Session: 86400, Grant: 86400, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 600 },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail and name travel in the ID token, so the emulator needs no userinfo call.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accountForSub(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Mock OAuth provider error</title><h1>Error</h1><pre>${Object.entries(out)
        .map(([k, v]) => `${k}: ${String(v).replace(/[<>&]/g, '')}`)
        .join('\n')}</pre>`;
    },
  });
  const handle = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const match = /^\/interaction\/([^/]+)$/.exec(path);
    if (!match) return handle(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET') return sendHtml(res, 200, loginPage(details.uid, String(details.params.client_id ?? '')));
        if (req.method !== 'POST') return sendHtml(res, 405, 'Method not allowed');
        const email = (await readForm(req)).get('email') ?? '';
        if (!/^[^@\s]+@[^@\s]+$/.test(email.trim())) return sendHtml(res, 400, loginPage(details.uid, String(details.params.client_id ?? ''), 'Enter an e-mail address.'));
        const account = accountForEmail(email);
        // Login and consent in one step: the mock grants every requested scope.
        const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? MOCK_SCOPE));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
      } catch (error) {
        sendHtml(res, 400, `<!doctype html><title>Mock OAuth provider</title><p>${String((error as Error).message).replace(/[<>&]/g, '')}</p>`);
      }
    })();
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
