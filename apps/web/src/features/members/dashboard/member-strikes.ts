import type { ReactNode } from 'react';

/**
 * A member's strikes (spec 02 §2), drawn by what the app composes into the page (the strikes
 * feature's dialog, `app/dashboard/member-strikes.tsx`): features do not import each other.
 */
export type MemberStrikes = (member: { id: number; username: string }, onClose: () => void) => ReactNode;
