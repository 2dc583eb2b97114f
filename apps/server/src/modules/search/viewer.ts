import { isMod } from '@regal/shared';
import type { FastifyRequest } from 'fastify';

/** Who is asking: the logged-in user's id and role (set by plugins/auth.ts), or null for a guest. */
export interface Viewer {
  id: number;
  role: string;
}

export function viewerOf(request: FastifyRequest): Viewer | null {
  const user = request.user;
  return user ? { id: user.id, role: user.role } : null;
}

export const viewerIsMod = (viewer: Viewer | null) => viewer !== null && isMod(viewer.role);
