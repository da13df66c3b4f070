// The base of every known error of the Stack Auth API (PROTOCOL.md §1.3, §7).
// Concrete errors are classes made by `defineKnownError`, so `instanceof` works by code and by
// family (abstract parents such as RefreshTokenError), on the client and in the emulator alike.


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
 * Catalogue entries whose class is made on first use (defineKnownErrors): making some 150 classes costs a few
 * milliseconds of the script's first paint, and a page meets only a handful of them. Codes in catalogue order.
 */
const pending = new Map<string, KnownErrorEntry>();
const order: string[] = [];
/** Words each code's default message from its details; only codes whose wording is loaded have one. */
const wordings = new Map<string, (details: never) => string>();

/**
 * Defines one concrete known error. Its default message comes from the wording registered for the code
 * (see `wordKnownErrors`); a message received on the wire always wins over it.
 */
export function defineKnownError<D extends KnownErrorDetails | undefined = undefined>(
  code: string,
  status: number,
  parent: KnownErrorFamily = KnownError as unknown as KnownErrorFamily,
): KnownErrorClass<D> {
  const cls = defineClass(code, status, parent);
  register(code);
  registry.set(code, cls);
  return cls as unknown as KnownErrorClass<D>;
}

function defineClass(code: string, status: number, parent: KnownErrorFamily = KnownError as unknown as KnownErrorFamily): KnownErrorClass<KnownErrorDetails | undefined> {
  const Base = parent as unknown as new (code: string, status: number, message: string, details: KnownErrorDetails | undefined) => KnownError;
  const cls = class extends Base {
    static readonly code: string = code;
    static readonly status: number = status;
    constructor(details?: KnownErrorDetails, wireMessage?: string) {
      super(code, status, wireMessage ?? defaultMessage(code, details), details);
      this.name = toClassName(code);
    }
  };
  Object.defineProperty(cls, 'name', { value: toClassName(code) });
  return cls as unknown as KnownErrorClass<KnownErrorDetails | undefined>;
}

function register(code: string): void {
  if (registry.has(code) || pending.has(code)) throw new Error(`Known error ${code} is defined twice`);
  order.push(code);
}

/** The class of a catalogue code, made the first time it is asked for. */
function classOf(code: string): KnownErrorClass<KnownErrorDetails | undefined> | undefined {
  const made = registry.get(code);
  if (made) return made;
  const entry = pending.get(code);
  if (!entry) return undefined;
  pending.delete(code);
  const cls = defineClass(entry[0], entry[1], entry[2]);
  registry.set(code, cls);
  return cls;
}

/** One catalogue line: code, HTTP status, and the abstract family it belongs to (if any). */
export type KnownErrorEntry = readonly [code: string, status: number, family?: KnownErrorFamily];

/** The class name of a code: 'PASSWORD_TOO_SHORT' -> 'PasswordTooShort' (as `toClassName` does at run time). */
export type PascalCaseOfCode<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Capitalize<Lowercase<Head>>}${PascalCaseOfCode<Tail>}`
  : Capitalize<Lowercase<S>>;

/**
 * Defines every entry's class (in order, so the registry keeps the catalogue's order), keyed by its class
 * name; `Classes` is the catalogue's typed view of that object (its details types live in types only).
 */
export function defineKnownErrors<Classes>(entries: readonly KnownErrorEntry[]): Classes {
  const classes = {};
  for (const entry of entries) {
    const code = entry[0];
    register(code);
    pending.set(code, entry);
    // A getter, so the class is made when first named; copy the object by its descriptors, never by spreading it.
    Object.defineProperty(classes, toClassName(code), { get: () => classOf(code), enumerable: true });
  }
  return classes as Classes;
}



/** A wording per class: each entry words that class's default message from its details. */
export type KnownErrorWordings<C extends Record<string, { readonly code: string }>> = {
  [N in keyof C]?: (details: C[N] extends KnownErrorClass<infer D> ? D : never) => string;
};

/**
 * Registers default messages for classes by name. The browser registers only the few it raises itself;
 * the full set (messages.ts) is loaded by the emulator and Node code. A code worded twice is a bug.
 */
export function wordKnownErrors<C extends Record<string, { readonly code: string }>>(classes: C, wording: KnownErrorWordings<C>): void {
  for (const [name, word] of Object.entries(wording) as [keyof C & string, (details: never) => string][]) {
    const code = classes[name]!.code;
    if (wordings.has(code)) throw new Error(`Known error ${code} is worded twice`);
    wordings.set(code, word);
  }
}

/** Whether a default message is loaded for the code (the end-user script has only a few). */
export function isKnownErrorWorded(code: string): boolean {
  return wordings.has(code);
}

// Without a loaded wording the code itself is the message: it still names the failure exactly.
function defaultMessage(code: string, details: unknown): string {
  const word = wordings.get(code) as ((details: unknown) => string) | undefined;
  return word ? word(details) : code;
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
  return classOf(code);
}

/** Every registered code, in definition order (which follows PROTOCOL.md §7). */
export function knownErrorCodes(): string[] {
  return [...order];
}


function toClassName(code: string): string {
  return code
    .toLowerCase()
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
