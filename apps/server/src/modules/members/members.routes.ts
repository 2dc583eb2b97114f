import {
  ZEmployeesResponse,
  ZErrorResponse,
  ZIdParam,
  ZMemberCreate,
  ZMemberMessage,
  ZMembersQuery,
  ZMembersResponse,
  ZMemberUpdate,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subjectOf } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { MembersService } from './members.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const changeErrors = { ...errors, 404: ZErrorResponse, 409: ZErrorResponse };
const ZAction = z.object({ id: ZIdParam, action: z.enum(['grant', 'block']) });

/** Spec 02 §2/§7: the member list with quick edit, and the organisation's employee list. */
export function membersRoutes(service: MembersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/members',
      {
        config: { access: 'member.list' },
        schema: {
          tags: ['members'],
          summary:
            'Members: search, page, role, filter, orderBy; 50 a page; e-mail masked unless an admin asks',
          querystring: ZMembersQuery,
          response: { 200: ZMembersResponse, ...errors },
        },
      },
      async (request) => service.list(subjectOf(request), request.query),
    );

    app.patch(
      '/member/update',
      {
        config: { access: 'member.update' },
        schema: {
          tags: ['members'],
          summary: 'Save an edited member row (role, active, names, mobile, verified-at)',
          body: ZMemberUpdate,
          response: { 200: ZMemberMessage, ...changeErrors },
        },
      },
      async (request) => {
        const subject = subjectOf(request);
        if (!subject) throw new Error('access plugin let a guest through');
        return service.update(requireUser(request).user, subject, request.body);
      },
    );

    app.patch(
      '/member/:id/:action',
      {
        config: { access: 'member.update' },
        schema: {
          tags: ['members'],
          summary: 'Grant (active) or block a member; blocking ends the member’s sessions at once',
          params: ZAction,
          response: { 200: ZMemberMessage, ...changeErrors },
        },
      },
      async (request) => {
        const { message } = await service.setActive(
          requireUser(request).user,
          request.params.id,
          request.params.action === 'grant',
        );
        return { message };
      },
    );

    app.post(
      '/member/create',
      {
        config: { access: 'member.create' },
        schema: {
          tags: ['members'],
          summary: 'Create a member; an invitation mail lets them set a password',
          body: ZMemberCreate,
          response: { 200: ZMemberMessage, ...changeErrors },
        },
      },
      async (request) => service.create(requireUser(request).user, request.body),
    );

    app.get(
      '/organisation/users',
      {
        config: { access: 'member.employees' },
        schema: {
          tags: ['members'],
          summary: 'The organisation’s employees: every account with a staff role',
          response: { 200: ZEmployeesResponse, ...errors },
        },
      },
      async () => service.employees(),
    );

    app.get(
      '/user/:id/:action',
      {
        config: { access: 'member.employees' },
        schema: {
          tags: ['members'],
          summary: 'Grant or block an employee (idempotent); answers the employee list',
          params: ZAction,
          response: { 200: ZEmployeesResponse, ...changeErrors },
        },
      },
      async (request) => {
        const { message } = await service.setActive(
          requireUser(request).user,
          request.params.id,
          request.params.action === 'grant',
        );
        return { ...(await service.employees()), message };
      },
    );
  };
}
