import type { FastifyRequest } from 'fastify';
import { subjectOf } from '../plugins/access.ts';
import { requireUser } from '../plugins/auth.ts';
import type { AuditActor } from './audit.ts';

/** The signed-in caller as services see it: the policy subject plus the name the audit log keeps. */
export type Actor = AuditActor & { role: string; verified: boolean };

export function actorOf(request: FastifyRequest): Actor {
  const { user } = requireUser(request);
  const subject = subjectOf(request);
  return { id: user.id, username: user.username, role: user.role, verified: subject?.verified ?? false };
}
