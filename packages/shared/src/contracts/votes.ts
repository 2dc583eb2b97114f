import { z } from 'zod';
import { ZId, zText } from './primitives.ts';

/** Spec texts of a vote answer. */
export const VOTE_CREATED = 'vote created';
export const ALREADY_VOTED = 'Already voted';

export const ZRequestVote = z.object({ id: ZId });
export const ZPollVote = z.object({ poll_id: ZId, option_id: ZId });

export const ZPollCreate = z.object({
  question: zText()
    .trim()
    .min(5, 'Die Frage braucht mindestens 5 Zeichen.')
    .max(300, 'Die Frage darf höchstens 300 Zeichen lang sein.'),
  options: z
    .array(
      zText()
        .trim()
        .min(1, 'Antworten dürfen nicht leer sein.')
        .max(120, 'Höchstens 120 Zeichen je Antwort.'),
    )
    .min(2, 'Eine Umfrage braucht mindestens 2 Antworten.')
    .max(10, 'Höchstens 10 Antworten.'),
});
export type PollCreate = z.infer<typeof ZPollCreate>;

export const ZPollClose = z.object({ id: ZId });

export const ZPoll = z.object({
  id: z.number().int(),
  question: z.string(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  options: z.array(z.object({ id: z.number().int(), label: z.string(), votes: z.number().int() })),
  votes: z.number().int(),
  /** the caller's option, null when they have not voted (or are a guest) */
  my_vote: z.number().int().nullable(),
});
export type Poll = z.infer<typeof ZPoll>;

export const ZPollsAnswer = z.object({ items: z.array(ZPoll) });
export type PollsAnswer = z.infer<typeof ZPollsAnswer>;
export const ZVoteAnswer = z.object({ message: z.string(), votes: z.number().int() });
export type VoteAnswer = z.infer<typeof ZVoteAnswer>;
