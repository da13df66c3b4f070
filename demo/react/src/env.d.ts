/// <reference types="vite/client" />

// The Vite env variables this app reads (../shared/stack.ts).
interface ImportMetaEnv {
  readonly VITE_STACK_PROJECT_ID?: string;
  readonly VITE_STACK_BASE_URL?: string;
}
