import type { FastifyRequest } from 'fastify';
import type { AuditActor } from './audit.ts';

/** The audit actor of a request: its logged-in user, or null (a route without login). */
export function actorOf(request: FastifyRequest): AuditActor | null {
  const user = request.user;
  return user ? { id: user.id, username: user.username } : null;
}
