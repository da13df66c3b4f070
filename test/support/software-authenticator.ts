// A software WebAuthn authenticator for wire tests: one ES256 key pair, 'none' attestation, and
// clientDataJSON / authenticatorData built by hand, so the emulator's verifier sees real ceremonies.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** Just enough CBOR for attestation objects and COSE keys. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();
const b64url = (data: Buffer): string => data.toString('base64url');

export interface CeremonyOptions {
  /** The page origin the browser would report in clientDataJSON. */
  origin: string;
  /** The RP id the authenticator scopes the credential to (default: the origin's hostname). */
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: String(jwk.x), y: String(jwk.y) };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(rpId: string, flags: number, attested: Buffer | null): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** A RegistrationResponseJSON for `challenge` (base64url) with 'none' attestation. */
  register(challenge: string, options: CeremonyOptions): Record<string, unknown> {
    const rpId = options.rpId ?? new URL(options.origin).hostname;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin: options.origin, crossOrigin: false }));
    // COSE EC2 key: kty 2, alg -7 (ES256), crv 1 (P-256), x, y.
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, coseKey]);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = this.authData(rpId, 0x45, attested);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: this.id,
      rawId: this.id,
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ['internal'] },
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** An AuthenticationResponseJSON for `challenge`, signed with the credential's key. */
  authenticate(challenge: string, options: CeremonyOptions & { signWith?: SoftwareAuthenticator }): Record<string, unknown> {
    const rpId = options.rpId ?? new URL(options.origin).hostname;
    this.counter++;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: options.origin, crossOrigin: false }));
    const authData = this.authData(rpId, 0x05, null);
    const signer = options.signWith ?? this;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), signer.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: undefined },
      type: 'public-key',
      clientExtensionResults: {},
    };
  }
}
