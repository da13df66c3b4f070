// Vite plugin: `virtual:stack-brand-icons` holds the brand logo of every OAuth provider type, taken at
// build time from the maintained Iconify "logos" set (svg-logos), so the bundle carries only these.

import { createRequire } from 'node:module';
import { getIconData, iconToSVG } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:stack-brand-icons';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Provider config id -> icon name in the logos set. */
export const PROVIDER_LOGOS: Readonly<Record<string, string>> = {
  google: 'google-icon', github: 'github-icon', microsoft: 'microsoft-icon', spotify: 'spotify-icon',
  facebook: 'facebook', discord: 'discord-icon', gitlab: 'gitlab', bitbucket: 'bitbucket',
  linkedin: 'linkedin-icon', apple: 'apple', x: 'x', twitch: 'twitch',
};

// Black marks (GitHub, Apple, X) follow the text colour so they stay visible on dark cards.
const MONOCHROME = new Set(['github', 'apple', 'x']);

export function brandIconsModule(): string {
  const require = createRequire(import.meta.url);
  const set = require('@iconify-json/logos/icons.json') as IconifyJSON;
  const icons: Record<string, { viewBox: string; body: string }> = {};
  for (const [provider, name] of Object.entries(PROVIDER_LOGOS)) {
    const data = getIconData(set, name);
    if (!data) throw new Error(`@iconify-json/logos has no icon "${name}"`);
    const svg = iconToSVG(data);
    let body = svg.body;
    if (MONOCHROME.has(provider)) body = body.replace(/fill="#1[0-9a-f]{5}"/gi, 'fill="currentColor"');
    icons[provider] = { viewBox: svg.attributes.viewBox, body };
  }
  return `export const BRAND_ICONS = ${JSON.stringify(icons)};\n`;
}

export function brandIcons(): Plugin {
  return {
    name: 'stack-brand-icons',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? brandIconsModule() : undefined),
  };
}
