/// <reference types="vite/client" />

// The Vite env variables this app reads (../shared/stack.ts).
interface ImportMetaEnv {
  readonly VITE_STACK_PROJECT_ID?: string;
  readonly VITE_STACK_BASE_URL?: string;
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
