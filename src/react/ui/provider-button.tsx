// Provider buttons (DESIGN.md §2): outline, brand logo from the Iconify logos set (brand-icons.ts) at the left, "Continue
// with GitHub"; more than three providers become a grid of logo-only buttons with accessible names.
// The logos load on first need (a file of their own in the script tag): a sign-in page without OAuth never
// fetches them, and until they arrive each button keeps an empty square of the logo's size.

import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { loadOnce } from '../../core/internal';
import { Spinner } from './spinner';

type BrandIcons = typeof import('./brand-icons').BRAND_ICONS;

let icons: BrandIcons | undefined;
const loadBrandIcons = loadOnce(() => import('./brand-icons').then((module) => (icons = module.BRAND_ICONS)));

/** The logos once loaded; undefined while they load, null when the file could not be fetched (letters then). */
function useBrandIcons(): BrandIcons | null | undefined {
  const [value, setValue] = useState<BrandIcons | null | undefined>(icons);
  useEffect(() => {
    if (value !== undefined) return;
    let live = true;
    loadBrandIcons().then(
      (loaded) => live && setValue(loaded),
      () => live && setValue(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return value;
}

export function BrandLogo({ provider, size = 18 }: { provider: string; size?: number }): ReactNode {
  const all = useBrandIcons();
  if (all === undefined) return <svg className="stack-brand-logo" width={size} height={size} aria-hidden="true" focusable="false" data-loading="" />;
  const icon = all?.[provider.toLowerCase()];
  if (!icon) return <span className="stack-brand-fallback" aria-hidden="true">{provider.charAt(0).toUpperCase()}</span>;
  // The body is static SVG markup produced at build time from the icon set, never user input.
  return <svg className="stack-brand-logo" width={size} height={size} viewBox={icon.viewBox} aria-hidden="true" focusable="false" fill="currentColor" dangerouslySetInnerHTML={{ __html: icon.body }} />;
}

export interface ProviderButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  provider: string;
  /** The visible label ("Continue with GitHub"); in compact mode it is the accessible name. */
  label: string;
  compact?: boolean;
  busy?: boolean;
}

export function ProviderButton({ provider, label, compact = false, busy = false, disabled, ...rest }: ProviderButtonProps): ReactNode {
  return (
    <button
      type="button"
      className="stack-provider-button"
      part="provider-button"
      data-provider={provider}
      data-compact={compact ? '' : undefined}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size={18} /> : <BrandLogo provider={provider} />}
      {compact ? null : <span className="stack-provider-label">{label}</span>}
    </button>
  );
}

export function ProviderGrid({ count, children }: { count: number; children: ReactNode }): ReactNode {
  return (
    <div className="stack-provider-grid" data-compact={count > 3 ? '' : undefined}>
      {children}
    </div>
  );
}

export const providerButtonCss = `
.stack-provider-grid { display: flex; flex-direction: column; gap: 8px; }
.stack-provider-grid[data-compact] { display: grid; grid-template-columns: repeat(auto-fit, minmax(56px, 1fr)); }
.stack-provider-button { display: inline-flex; align-items: center; justify-content: center; gap: 10px; width: 100%; min-height: 36px; padding: 0 16px;
  border: 1px solid var(--stack-border); border-radius: calc(var(--stack-radius) - 2px); background: var(--stack-card); color: var(--stack-foreground);
  font-size: 14px; font-weight: 500; cursor: pointer; box-shadow: 0 1px 2px rgb(0 0 0 / 0.04); transition: background-color 150ms ease-out; }
.stack-provider-button:hover:not(:disabled) { background: var(--stack-muted); }
.stack-provider-button:disabled { opacity: 0.6; cursor: progress; }
.stack-provider-button[data-compact] { padding: 0; }
.stack-provider-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-brand-logo { flex: none; }
.stack-brand-fallback { display: inline-grid; place-items: center; width: 18px; height: 18px; border-radius: 4px; background: var(--stack-muted); font-size: 11px; font-weight: 600; }
@container (max-width: 479px) { .stack-provider-button { min-height: 40px; } }
`;
