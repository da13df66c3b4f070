// The WebAuthn registration ceremony alone, imported on demand by passkey.ts: signing in never needs it,
// so the script tag's first file goes without it (registering a passkey happens in account settings).
export { startRegistration } from '@simplewebauthn/browser';
