// How the emulator is registered at its mock provider (as Stack's backend is at Stack's mock server).

/** Every provider type is a client of the mock (client id = type) with this secret. */
export const MOCK_CLIENT_SECRET = 'MOCK-SERVER-SECRET';
/** What the emulator asks the mock for: the account id (the e-mail) and a refresh token. */
export const MOCK_SCOPE = 'openid offline_access';
