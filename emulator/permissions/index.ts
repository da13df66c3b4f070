// Permissions of the emulator: definitions, grants and the team-permission check other areas use.
export { hasTeamPermission } from './grants';
export * from './definitions';
export * from './grants';
