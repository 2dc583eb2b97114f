/** Stored positions (see WordEntryPos in pg-text-formats.ts): an array or a typed array's view. */
type Positions = ArrayLike<number> & Iterable<number>;

/**
 * PostgreSQL's `ts_rank(vector, query)` (default weights, no normalisation), step for step as
 * `src/backend/utils/adt/tsrank.c` computes it, single precision included: the in-process index
 * must order matches exactly as the SQL it stands in for (decision 003, "The match in process").
 */

const f = Math.fround;
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(f);
const MAX_ENTRY_POS = 1 << 14;
const weightOf = (pos: number) => WEIGHTS[pos >> 14] as number;
const positionOf = (pos: number) => pos & (MAX_ENTRY_POS - 1);

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/**
 * The positions each (sorted, de-duplicated) query operand found in one vector: one array per
 * matched lexeme (a prefix operand can match several), in the vector's order; an empty array is a
 * lexeme stored without positions.
 */
export type OperandHits = Positions[];

/**
 * What one stored lexeme adds to an OR rank (before the sum is rounded to single precision). It
 * depends only on the lexeme's positions in one vector, so the index keeps it per posting
 * (index-build.ts) and a one-word search sums these instead of reading positions.
 */
export function orTerm(stored: Positions): number {
  const positions: Positions = stored.length > 0 ? stored : [0];
  let resj = f(0);
  let wjm = f(-1);
  let jm = 0;
  for (let j = 0; j < positions.length; j++) {
    const w = weightOf(positions[j] as number);
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
}

/** Adds one term to an OR rank's running sum, as tsrank.c's float4 `res += …` does. */
export const addOrTerm = (sum: number, term: number): number => f(sum + term);

function rankOr(operands: OperandHits[]): number {
  let res = f(0);
  for (const hits of operands) for (const stored of hits) res = addOrTerm(res, orTerm(stored));
  return operands.length > 0 ? f(res / operands.length) : res;
}

const POSITION_LESS: Positions = [MAX_ENTRY_POS - 1];

function rankAnd(operands: OperandHits[]): number {
  if (operands.length < 2) return rankOr(operands);
  let res = f(-1);
  const seen: (Positions | null)[] = operands.map(() => null);
  operands.forEach((hits, i) => {
    for (const stored of hits) {
      const post = stored.length > 0 ? stored : POSITION_LESS;
      seen[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = seen[k];
        if (!ct) continue;
        for (const l of post) {
          for (const p of ct) {
            let distance = Math.abs(positionOf(l) - positionOf(p));
            if (distance === 0 && post !== POSITION_LESS && ct !== POSITION_LESS) continue;
            if (distance === 0) distance = MAX_ENTRY_POS;
            const curw = f(Math.sqrt(f(f(weightOf(l) * weightOf(p)) * wordDistance(distance))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  });
  return res;
}

/**
 * `conjunction`: the query's top node is an AND (two or more operands before de-duplication);
 * a single operand ranks as an OR, as in PostgreSQL.
 */
export function tsRank(operands: OperandHits[], conjunction: boolean): number {
  const res = conjunction ? rankAnd(operands) : rankOr(operands);
  return res < 0 ? f(1e-20) : res;
}
