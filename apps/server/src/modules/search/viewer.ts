import { isMod } from '@regal/shared';
import type { FastifyRequest } from 'fastify';
import { subjectOf } from '../../plugins/access.ts';

/**
 * Who is asking, as the access policy sees it (`subjectOf`): id, role, and whether the session
 * counts as verified (e-mail confirmed, 2FA passed in this session). Null for a guest.
 */
export interface Viewer {
  id: number;
  role: string;
  verified: boolean;
}

export function viewerOf(request: FastifyRequest): Viewer | null {
  return subjectOf(request);
}

/** A moderator only with a verified session: a password-only session of a 2FA mod is not one. */
export const viewerIsMod = (viewer: Viewer | null) => viewer?.verified === true && isMod(viewer.role);
