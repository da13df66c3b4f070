// Request pipeline of the client SDK.
export * from './pipeline';
export * from './errors';
export * from './retry';
export * from './nonce';
export * from './time-limit';
export * from './outcome';
