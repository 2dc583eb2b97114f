import {
  ZErrorResponse,
  ZMessageAnswer,
  ZPollClose,
  ZPollCreate,
  ZPollsAnswer,
  ZPollVote,
  ZRequestVote,
  ZVoteAnswer,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { subjectOf } from '../../plugins/access.ts';
import type { VotesService } from './votes.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Community votes: open REQ requests and staff polls, one vote per user ('Already voted'). */
export function votesRoutes(service: VotesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/vote/request',
      {
        config: { access: 'vote.cast', quota: 'vote' },
        schema: {
          tags: ['votes'],
          summary: "Vote for an open REQ request (once per user; 409 'Already voted')",
          body: ZRequestVote,
          response: { 200: ZVoteAnswer, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => service.voteForRequest(actorOf(request), request.body.id),
    );

    app.get(
      '/polls',
      {
        config: { access: 'public' },
        schema: {
          tags: ['votes'],
          summary: "Community polls, open first, with results and the caller's vote",
          response: { 200: ZPollsAnswer, ...errors },
        },
      },
      async (request) => ({ items: await service.polls(subjectOf(request)) }),
    );

    app.post(
      '/poll/vote',
      {
        config: { access: 'vote.cast', quota: 'vote' },
        schema: {
          tags: ['votes'],
          summary: "Vote in an open poll (once per user; 409 'Already voted')",
          body: ZPollVote,
          response: { 200: ZVoteAnswer, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => service.voteInPoll(actorOf(request), request.body.poll_id, request.body.option_id),
    );

    app.post(
      '/poll/create',
      {
        config: { access: 'poll.manage' },
        schema: {
          tags: ['votes'],
          summary: 'Create a community poll (moderators), audited',
          body: ZPollCreate,
          response: { 200: ZPollsAnswer, ...errors },
        },
      },
      async (request) => {
        await service.createPoll(actorOf(request), request.body.question, request.body.options);
        return { items: await service.polls(subjectOf(request)) };
      },
    );

    app.post(
      '/poll/close',
      {
        config: { access: 'poll.manage' },
        schema: {
          tags: ['votes'],
          summary: 'Close a poll (moderators); its results stay visible, audited',
          body: ZPollClose,
          response: { 200: ZMessageAnswer, ...errors },
        },
      },
      async (request) => {
        await service.closePoll(actorOf(request), request.body.id);
        return { message: 'ok' };
      },
    );
  };
}
