// The known-error catalogue as the browser needs it: classes by code with status and family, decoding from
// the wire, and the wording of the few errors the client raises itself. No server wording (see ./index):
// src/core and src/react import this, so the end-user script carries no message builders it never uses.

export * from './known-error';
export * from './catalogue';
export * from './from-wire';
