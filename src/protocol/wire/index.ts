export * from './common';
export * from './teams';
export * from './users';
export * from './projects';
export * from './auth';
