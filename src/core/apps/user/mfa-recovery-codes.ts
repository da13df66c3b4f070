// Recovery codes of the current user's two-factor sign-in: emulator extension 'mfa-recovery-codes'
// (docs/emulator.md "Extensions"). These methods need a server that announces the feature
// (app.getServerExtensions()); hosted Stack Auth has no such routes and answers 404.
import type { CachedValue } from '../../cache';
import type { UserContext } from './context';
import { areaApi } from './area-api';
import { defineUserArea, userCache } from './define-area';

const mfaRecoveryCodeStatusCache = userCache('mfa-recovery-codes', loadMfaRecoveryCodeStatus);

export interface MfaRecoveryCodeStatus {
  /** Whether two-factor authentication (TOTP) is on. */
  totpEnabled: boolean;
  /** Codes in the current set, used or not (0: none made yet). */
  total: number;
  /** Codes not used yet. */
  remaining: number;
  createdAt: Date | null;
}

export interface MfaRecoveryCodes {
  /** The new set, shown once: the server keeps only digests. */
  codes: string[];
  createdAt: Date;
}

export interface MfaRecoveryCodeMethods {
  /** How many recovery codes are left (cached). Needs a server announcing 'mfa-recovery-codes'. */
  getMfaRecoveryCodeStatus(): Promise<MfaRecoveryCodeStatus>;
  /** The cache behind getMfaRecoveryCodeStatus, for subscribers (React). */
  mfaRecoveryCodeStatusCache(): CachedValue<MfaRecoveryCodeStatus>;
  /**
   * A new set of recovery codes; the previous set stops working. Two-factor must be on (else MFA_NOT_ENABLED).
   * Needs a server announcing 'mfa-recovery-codes'.
   */
  regenerateMfaRecoveryCodes(): Promise<MfaRecoveryCodes>;
}

/** The load of mfaRecoveryCodeStatusCache. */
export async function loadMfaRecoveryCodeStatus(ctx: UserContext): Promise<MfaRecoveryCodeStatus> {
  const wire = await areaApi(ctx).mfaRecoveryCodes.status(ctx.session());
  return {
    totpEnabled: wire.totp_enabled,
    total: wire.total,
    remaining: wire.remaining,
    createdAt: wire.created_at_millis === null ? null : new Date(wire.created_at_millis),
  };
}

export function mfaRecoveryCodeMethods(ctx: UserContext): MfaRecoveryCodeMethods {
  const cache = (): CachedValue<MfaRecoveryCodeStatus> => mfaRecoveryCodeStatusCache(ctx);
  return {
    getMfaRecoveryCodeStatus: () => cache().get(),
    mfaRecoveryCodeStatusCache: () => cache(),
    async regenerateMfaRecoveryCodes(): Promise<MfaRecoveryCodes> {
      const created = await areaApi(ctx).mfaRecoveryCodes.regenerate(ctx.session());
      await cache().refresh();
      return { codes: created.codes, createdAt: new Date(created.created_at_millis) };
    },
  };
}

export const mfaRecoveryCodesArea = defineUserArea({ caches: [mfaRecoveryCodeStatusCache], methods: mfaRecoveryCodeMethods });
