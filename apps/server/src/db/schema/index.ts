export * from './actors.ts';
export * from './auth.ts';
export * from './entries.ts';
export * from './pages.ts';
export * from './releases.ts';
export * from './requests.ts';
export * from './users.ts';
