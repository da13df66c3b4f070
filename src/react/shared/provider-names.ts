// Display names of the OAuth provider types a project can enable (PROTOCOL.md §4.10).
const NAMES: Record<string, string> = {
  google: 'Google', github: 'GitHub', microsoft: 'Microsoft', spotify: 'Spotify', facebook: 'Facebook', discord: 'Discord',
  gitlab: 'GitLab', bitbucket: 'Bitbucket', linkedin: 'LinkedIn', apple: 'Apple', x: 'X', twitch: 'Twitch',
};

/** The brand name for a provider config id; unknown ids are shown capitalized. */
export function providerDisplayName(id: string): string {
  return NAMES[id.toLowerCase()] ?? id.charAt(0).toUpperCase() + id.slice(1);
}
