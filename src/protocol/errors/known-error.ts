// The base of every known error of the Stack Auth API (PROTOCOL.md §1.3, §7).
// Concrete errors are classes made by `defineKnownError`, so `instanceof` works by code and by
// family (abstract parents such as RefreshTokenError), on the client and in the emulator alike.

import { KNOWN_ERROR_HEADER, KNOWN_ERROR_HEADER_HEXCLAVE } from '../headers';

export type KnownErrorDetails = Record<string, unknown>;

/** The JSON body of a known error as it travels on the wire. */
export interface KnownErrorWireBody {
  code: string;
  details?: KnownErrorDetails;
  error: string;
}

/** What a server sends for a known error: status, headers and the pretty-printed body. */
export interface KnownErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export class KnownError<D extends KnownErrorDetails | undefined = KnownErrorDetails | undefined> extends Error {
  /** Set on every concrete class; abstract parents have none. */
  static readonly code: string | undefined = undefined;
  static readonly status: number = 500;

  readonly code: string;
  readonly status: number;
  readonly details: D;

  constructor(code: string, status: number, message: string, details: D) {
    super(message);
    this.name = 'KnownError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** The wire body, keys in the server's order, `details` omitted when absent. */
  toJSON(): KnownErrorWireBody {
    return this.details === undefined
      ? { code: this.code, error: this.message }
      : { code: this.code, details: this.details, error: this.message };
  }

  /** Status, headers and body exactly as the real API sends them (2-space JSON). */
  toResponse(): KnownErrorResponse {
    return {
      status: this.status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        [KNOWN_ERROR_HEADER]: this.code,
        [KNOWN_ERROR_HEADER_HEXCLAVE]: this.code,
      },
      body: JSON.stringify(this.toJSON(), null, 2),
    };
  }
}

/** A concrete known-error class: constructible from details (and optionally the wire message). */
export interface KnownErrorClass<D extends KnownErrorDetails | undefined> {
  new (...args: D extends undefined ? [details?: undefined, message?: string] : [details: D, message?: string]): KnownError<D>;
  readonly code: string;
  readonly status: number;
  readonly prototype: KnownError<D>;
}

/** An abstract family (never on the wire), used only for `instanceof` checks. */
export type KnownErrorFamily = abstract new (...args: never[]) => KnownError;

const registry = new Map<string, KnownErrorClass<KnownErrorDetails | undefined>>();

/**
 * Defines one concrete known error. `message` derives the default human text from the details;
 * a message received on the wire always wins over it.
 */
export function defineKnownError<D extends KnownErrorDetails | undefined = undefined>(
  code: string,
  status: number,
  message: (details: D) => string,
  parent: KnownErrorFamily = KnownError as unknown as KnownErrorFamily,
): KnownErrorClass<D> {
  const Base = parent as unknown as new (code: string, status: number, message: string, details: D) => KnownError<D>;
  const cls = class extends Base {
    static readonly code: string = code;
    static readonly status: number = status;
    constructor(details?: D, wireMessage?: string) {
      super(code, status, wireMessage ?? message(details as D), details as D);
      this.name = toClassName(code);
    }
  };
  Object.defineProperty(cls, 'name', { value: toClassName(code) });
  if (registry.has(code)) throw new Error(`Known error ${code} is defined twice`);
  registry.set(code, cls as unknown as KnownErrorClass<KnownErrorDetails | undefined>);
  return cls as unknown as KnownErrorClass<D>;
}

/** Defines an abstract family: a class that concrete errors extend but that is never sent. */
export function defineKnownErrorFamily(
  name: string,
  parent: KnownErrorFamily = KnownError as unknown as KnownErrorFamily,
): KnownErrorFamily {
  const Base = parent as unknown as new (...args: never[]) => KnownError;
  const cls = class extends Base {};
  Object.defineProperty(cls, 'name', { value: name });
  return cls as unknown as KnownErrorFamily;
}

/** The class registered for a code, if any. */
export function knownErrorClassFor(code: string): KnownErrorClass<KnownErrorDetails | undefined> | undefined {
  return registry.get(code);
}

/** Every registered code, in definition order (which follows PROTOCOL.md §7). */
export function knownErrorCodes(): string[] {
  return [...registry.keys()];
}

function toClassName(code: string): string {
  return code
    .toLowerCase()
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
