// The current user's passkeys as a list (the 'passkey-list' emulator extension): each with its name, creation
// and last use; add another, rename, remove. These need a server that announces 'passkey-list'
// (app.getServerExtensions()); against the Stack Auth API use registerPasskey and passkeyAuthEnabled instead.
import type { KnownError } from '../../../protocol/errors/known-error';
import type { PasskeyListItemWire } from '../../../protocol/wire/passkey-list';
import { browserCeremonies, currentHostname, PASSKEY_NEEDS_HOSTNAME, registerPasskeyWith } from '../../auth/passkey';
import type { CachedValue } from '../../cache';
import type { Result } from '../../result';
import type { UserContext } from './context';
import { defineUserArea, userCache } from './define-area';

const passkeysCache = userCache('passkeys', loadPasskeys);

/** One registered passkey of the user. */
export interface Passkey {
  id: string;
  name: string;
  createdAt: Date;
  /** The last sign-in with it; undefined when it has not signed in yet. */
  lastUsedAt: Date | undefined;
}

export interface PasskeyMethods {
  /** The user's passkeys, oldest first (cached). Needs a server announcing 'passkey-list'. */
  listPasskeys(): Promise<Passkey[]>;
  /** The cache behind listPasskeys, for subscribers (React). */
  passkeysCache(): CachedValue<Passkey[]>;
  /** Registers one more passkey beside the others (a browser ceremony); the list is refreshed before this resolves. */
  addPasskey(options?: { name?: string; hostname?: string }): Promise<Result<Passkey, KnownError>>;
  renamePasskey(passkeyId: string, name: string): Promise<void>;
  /** Removes one passkey; passkey sign-in turns off with the last one. */
  removePasskey(passkeyId: string): Promise<void>;
}

function passkeyFromWire(wire: PasskeyListItemWire): Passkey {
  return {
    id: wire.id,
    name: wire.name,
    createdAt: new Date(wire.created_at_millis),
    lastUsedAt: wire.last_used_at_millis === null ? undefined : new Date(wire.last_used_at_millis),
  };
}

/** The load of passkeysCache. */
export async function loadPasskeys(ctx: UserContext): Promise<Passkey[]> {
  return (await ctx.api.passkeys.list(ctx.session())).items.map(passkeyFromWire);
}

export function passkeyMethods(ctx: UserContext): PasskeyMethods {
  const cache = (): CachedValue<Passkey[]> => passkeysCache(ctx);
  /** After a change: the list, and the user (passkeyAuthEnabled follows whether any is left). */
  const refresh = async (): Promise<void> => {
    await Promise.all([cache().refresh(), ctx.reloadUser()]);
  };
  return {
    listPasskeys: () => cache().get(),
    passkeysCache: () => cache(),
    async addPasskey(options = {}) {
      const hostname = options.hostname ?? currentHostname();
      if (hostname === null) throw new Error(PASSKEY_NEEDS_HOSTNAME);
      const session = ctx.session();
      const result = await registerPasskeyWith({ api: ctx.api, session, hostname, webauthn: browserCeremonies }, async (credential, code) =>
        passkeyFromWire(await ctx.api.passkeys.add(session, { credential, code, ...(options.name ? { name: options.name } : {}) })),
      );
      if (result.status === 'ok') await refresh();
      return result;
    },
    async renamePasskey(passkeyId, name) {
      await ctx.api.passkeys.rename(ctx.session(), passkeyId, name);
      await cache().refresh();
    },
    async removePasskey(passkeyId) {
      await ctx.api.passkeys.remove(ctx.session(), passkeyId);
      await refresh();
    },
  };
}

export const passkeysArea = defineUserArea({ caches: [passkeysCache], methods: passkeyMethods });
