import { describe, expect, it } from 'vitest';
import { byKeyAndRank } from './ranked-page.ts';

/** The order the packed sort must give: title key, then rank, descending; ties by position. */
function byComparator(titleKey: Uint8Array, rank: Float64Array): number[] {
  return Array.from({ length: titleKey.length }, (_, i) => i).sort(
    (a, b) => (titleKey[b] as number) - (titleKey[a] as number) || (rank[b] as number) - (rank[a] as number),
  );
}

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('byKeyAndRank', () => {
  it('orders as the comparator does, ties in position order, over many random pages', () => {
    const random = seeded(35);
    for (let round = 0; round < 300; round++) {
      const m = Math.floor(random() * 2500);
      // Few distinct ranks, so most matches tie (as a one-word title search's do).
      const ranks = Array.from({ length: 1 + Math.floor(random() * 6) }, () => Math.fround(random() * 2));
      const titleKey = Uint8Array.from({ length: m }, () => Math.floor(random() * 4));
      const rank = Float64Array.from(
        { length: m },
        () => ranks[Math.floor(random() * ranks.length)] as number,
      );
      expect(byKeyAndRank(titleKey, rank)).toEqual(byComparator(titleKey, rank));
    }
  });

  it('keeps zero ranks, tiny ranks and the largest float32 apart correctly', () => {
    const rank = Float64Array.from([0, Math.fround(1e-30), Math.fround(3.4e38), 0, Math.fround(0.1)]);
    const titleKey = Uint8Array.from([0, 0, 0, 1, 0]);
    expect(byKeyAndRank(titleKey, rank)).toEqual([3, 2, 4, 1, 0]);
  });

  it('falls back to the comparator for ranks it cannot pack', () => {
    const titleKey = Uint8Array.from([0, 0, 0]);
    for (const odd of [-0, -1, 0.1]) {
      const rank = Float64Array.from([0.5, odd, 0.25]);
      expect(byKeyAndRank(titleKey, rank)).toEqual(byComparator(titleKey, rank));
    }
  });
});
