// The registration ceremony of @simplewebauthn/browser in a file of its own: only adding a passkey needs it, so a
// sign-in page does not carry it. ./passkey starts loading it with the request for the server's options.
export { startRegistration } from '@simplewebauthn/browser';
