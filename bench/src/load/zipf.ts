import type { Random } from '../dataset/random.ts';

/**
 * Zipf-distributed picks over `items` (rank r drawn with weight 1 / r^exponent): real traffic is
 * skewed, a few texts and entries take most requests (issue 21). The order of `items` is the rank.
 */
export function zipfPicker<T>(items: readonly T[], random: Random, exponent = 1): () => T {
  if (items.length === 0) throw new Error('zipf over nothing');
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= items.length; rank++) {
    total += 1 / rank ** exponent;
    cumulative.push(total);
  }
  return () => {
    const roll = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) < roll) low = mid + 1;
      else high = mid;
    }
    return items[low] as T;
  };
}
