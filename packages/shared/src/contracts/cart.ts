import { z } from 'zod';
import {
  CART_NAME_MAX,
  CONTAINER_FORMATS,
  CONTAINER_MAX_ITEMS,
  CONTAINER_MAX_LINKS_PER_ITEM,
} from '../domain/cart-constants.ts';
import { ZEntryCard } from './entries.ts';
import { ZId, ZIdLoose, zText } from './primitives.ts';
import { ZRelease } from './releases.ts';

export {
  CART_NAME_MAX,
  CART_STORAGE_KEY,
  CONTAINER_FORMATS,
  CONTAINER_MAX_ITEMS,
  CONTAINER_MAX_LINKS_PER_ITEM,
  type ContainerFormat,
} from '../domain/cart-constants.ts';

/** What a cart item remembers of its entry: enough to show it and link to it. */
export const ZCartEntry = ZEntryCard.pick({
  id: true,
  uid: true,
  slug: true,
  title: true,
  type: true,
  cover: true,
});
export type CartEntry = z.infer<typeof ZCartEntry>;

/** Spec §3 "Cart item": a release plus its entry and selected_source. */
export const ZCartItem = z.object({
  release: ZRelease,
  entry: ZCartEntry.nullable(),
  /** Key of the link source whose links the item hands on (see `releaseLinkSources`). */
  selected_source: z.string().nullable(),
});
export type CartItem = z.infer<typeof ZCartItem>;

export const ZContainerFormat = z.enum(CONTAINER_FORMATS);

const ZHttpUrl = zText()
  .max(2048)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Must be an http(s) URL');

export const ZContainerItem = z.object({
  fulltitle: zText().trim().min(1).max(300),
  links: z.array(ZHttpUrl).min(1).max(CONTAINER_MAX_LINKS_PER_ITEM),
});
export type ContainerItem = z.infer<typeof ZContainerItem>;

/** POST /api/cart/container: the cart as a download-manager container file. */
export const ZContainerRequest = z.object({
  name: zText().trim().min(1).max(CART_NAME_MAX),
  format: ZContainerFormat,
  items: z.array(ZContainerItem).min(1).max(CONTAINER_MAX_ITEMS),
});
export type ContainerRequest = z.infer<typeof ZContainerRequest>;

/** POST /api/release/download: fire and forget when a hoster link is clicked. */
export const ZReleaseDownloadRequest = z.object({ id: ZIdLoose });
export type ReleaseDownloadRequest = z.infer<typeof ZReleaseDownloadRequest>;

/** POST /api/filecrypt/getLinks/{id}: {id} is the filecrypt container id. */
export const FILECRYPT_CONTAINER_ID_MIN = 5;
export const ZFilecryptContainerParams = z.object({
  id: z
    .string()
    .min(FILECRYPT_CONTAINER_ID_MIN)
    .max(64)
    .regex(/^[A-Za-z0-9]+$/),
});
export const ZFilecryptGetLinksRequest = z.object({
  /** The release that receives the links on success; without it the links are only read. */
  release_id: ZId.optional(),
});
export const ZFilecryptGetLinksResponse = z.object({
  links: z.union([z.array(z.string()), z.object({ error: z.string() })]),
  release: z.object({ id: z.number().int(), parts: z.number().int().nullable() }).nullable(),
});
export type FilecryptGetLinksResponse = z.infer<typeof ZFilecryptGetLinksResponse>;

export const ZFilecryptCreateRequest = z.object({
  name: zText().trim().min(1).max(200),
  links: z.array(ZHttpUrl).min(1).max(CONTAINER_MAX_LINKS_PER_ITEM),
});
export const ZFilecryptCreateResponse = z.object({
  container: z.object({ link: z.string().nullable(), error: z.string().nullable() }),
});
export type FilecryptCreateResponse = z.infer<typeof ZFilecryptCreateResponse>;
