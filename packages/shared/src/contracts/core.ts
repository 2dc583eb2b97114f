import { z } from 'zod';

/** Spec §3 "Apps list item". */
export const ZAppItem = z.object({
  name: z.string(),
  short: z.string(),
  url: z.string(),
  icon: z.string(),
  image: z.string().nullable(),
  color: z.string(),
});
export const ZAppsResponse = z.object({ apps: z.array(ZAppItem) });
export type AppItem = z.infer<typeof ZAppItem>;
