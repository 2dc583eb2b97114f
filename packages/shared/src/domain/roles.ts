import type { Role } from './enums.ts';

/** Role helpers of spec §6, used by both server guards and the UI. */
type MaybeRole = Role | string | null | undefined;

/** isAdmin is any role containing "admin" (so "org.admin" counts). */
export function isAdmin(role: MaybeRole): boolean {
  return typeof role === 'string' && role.includes('admin');
}

/** isMod is admin or mod. */
export function isMod(role: MaybeRole): boolean {
  return isAdmin(role) || role === 'mod';
}

/** The dashboard is shown to admin, mod and upper. */
export function canSeeDashboard(role: MaybeRole): boolean {
  return isMod(role) || role === 'upper';
}
