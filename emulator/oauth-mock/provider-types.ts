// Provider types the project config accepts (PROTOCOL.md §4.10); only some may be shared.
export const SUPPORTED_OAUTH_PROVIDER_TYPES = [
  'google', 'github', 'microsoft', 'spotify', 'facebook', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch',
] as const;
export const SHAREABLE_OAUTH_PROVIDER_TYPES = ['google', 'github', 'microsoft', 'spotify'] as const;
