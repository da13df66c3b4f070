// Public entry of the known-error catalogue: everything in ./client plus the server's wording of every
// message (./messages). The emulator and the Node SDK (src/core/index.ts) import this, so an error they
// build from details words its message exactly as the real API does; browser code imports ./client.

export * from './client';
export * from './messages';
export * from './response';
