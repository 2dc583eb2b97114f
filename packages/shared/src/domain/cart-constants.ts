/**
 * The cart's plain constants, apart from its zod contract (contracts/cart.ts re-exports them) so the
 * web app's header can read them without loading the contract library on the first paint.
 */

/** Local-storage key of the cart (spec §4: kept on the device, works for guests). */
export const CART_STORAGE_KEY = 'regal_cart';

export const CONTAINER_FORMATS = ['dlc', 'rsdf', 'ccf', 'txt'] as const;
export type ContainerFormat = (typeof CONTAINER_FORMATS)[number];

export const CART_NAME_MAX = 80;
export const CONTAINER_MAX_ITEMS = 200;
export const CONTAINER_MAX_LINKS_PER_ITEM = 500;
