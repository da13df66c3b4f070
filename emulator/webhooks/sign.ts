// Signing a delivery as Svix does (Standard Webhooks): HMAC-SHA256 over `id.timestamp.body` with the
// endpoint's whsec_ secret, sent as svix-* headers and, for Standard Webhooks libraries, webhook-*.
import { Webhook } from 'standardwebhooks';

export function signedHeaders(secret: string, messageId: string, atMillis: number, body: string): Record<string, string> {
  const signature = new Webhook(secret).sign(messageId, new Date(atMillis), body);
  const timestamp = String(Math.floor(atMillis / 1000));
  return {
    'content-type': 'application/json',
    'user-agent': 'Stack-Emulator-Webhooks/1.0',
    'svix-id': messageId,
    'svix-timestamp': timestamp,
    'svix-signature': signature,
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': signature,
  };
}
