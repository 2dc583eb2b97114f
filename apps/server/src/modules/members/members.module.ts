import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { authContextFor } from '../auth/auth.module.ts';
import { membersRoutes } from './members.routes.ts';
import { createMembersService } from './members.service.ts';

/** Members and employees; invitation mails leave through the auth module's mailer. */
export function membersModule(db: Database, config: Config): FastifyPluginAsyncZod {
  return membersRoutes(createMembersService(db, config, () => authContextFor(db)?.mailer));
}
