/** A small seeded PRNG (mulberry32), so every run generates the same catalogue. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  /** Picks by weight: `[['movie', 45], ['series', 25], …]`. */
  const weighted = <T>(options: readonly (readonly [T, number])[]): T => {
    const total = options.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [value, weight] of options) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (options[options.length - 1] as readonly [T, number])[0];
  };
  const uid = (length = 12) => {
    const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * 62)];
    return out;
  };
  return { next, int, pick, chance, weighted, uid };
}
export type Random = ReturnType<typeof createRandom>;
