// Library modules loaded on first use inside the sandbox (bundle.ts swaps a heavy one for a stand-in that
// registers here), so the worker can tell when a render first needed one and make its image with it loaded.

/** Where stand-ins register (a registry symbol, so the stand-in's generated code reaches the same list). */
export const LAZY_REGISTRY_KEY = 'stack-elements.email-sandbox.lazy-modules';

export interface LazyModule {
  load(): void;
  loaded(): boolean;
}

export function lazyModules(): LazyModule[] {
  const globals = globalThis as unknown as Record<symbol, LazyModule[] | undefined>;
  const key = Symbol.for(LAZY_REGISTRY_KEY);
  return (globals[key] ??= []);
}
