// Built by tools/vite-brand-icons.ts from the Iconify "logos" set.
declare module 'virtual:stack-brand-icons' {
  export const BRAND_ICONS: Readonly<Record<string, { viewBox: string; body: string }>>;
}
