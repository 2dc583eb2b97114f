import { describe, expect, it } from 'vitest';
import { DropLog, dependsOn, ENTRY_LIST_FROM, TagIndex } from './answer-tags.ts';

describe('answer tags (decision 050)', () => {
  it('a change touches the answers sharing a tag and every untagged one, nothing else', () => {
    const index = new TagIndex();
    index.add('detail a', ['u:a']);
    index.add('detail b', ['u:b']);
    index.add('search', ['list', 'by:latest', 'u:a', 'u:c']);
    index.add('home', null);
    expect(new Set(index.touched(new Set(['u:a', 'by:rating'])))).toEqual(
      new Set(['detail a', 'search', 'home']),
    );
    expect(new Set(index.touched(new Set(['u:b'])))).toEqual(new Set(['detail b', 'home']));
    index.remove('home');
    index.remove('detail b');
    expect(index.touched(new Set(['u:b']))).toEqual([]);
    expect(dependsOn(['u:a'], null)).toBe(true);
    expect(dependsOn(null, new Set(['u:a']))).toBe(true);
    expect(dependsOn(['u:a'], new Set(['u:b']))).toBe(false);
  });

  it('an answer computed across a change that touched it is not kept; across others it is', () => {
    const log = new DropLog(3);
    const started = log.generation;
    log.record(new Set(['u:b']));
    expect(log.allows(started, ['u:a'])).toBe(true);
    expect(log.allows(started, null)).toBe(false);
    log.record(new Set(['u:a']));
    expect(log.allows(started, ['u:a'])).toBe(false);
    const later = log.generation;
    log.record(null);
    expect(log.allows(later, ['u:c'])).toBe(false);
    // Older than what the log remembers: not kept.
    const old = log.generation;
    for (let i = 0; i < 4; i++) log.record(new Set(['u:z']));
    expect(log.allows(old, ['u:a'])).toBe(false);
    expect(log.allows(log.generation, ['u:z'])).toBe(true);
  });

  it('finds an answer by any of the many entries it names, as it would by a tag each', () => {
    // A title search names its tie reach (hundreds of `e:<id>`): those go in one sorted list.
    const index = new TagIndex();
    const many = Array.from({ length: ENTRY_LIST_FROM + 50 }, (_, n) => `e:${1000 + 7 * n}`);
    index.add('broad', ['list', 'by:rating', ...many]);
    index.add('narrow', ['list', 'e:1007', 'e:5']);
    index.add('other', ['u:z', 'e:999999999']);
    const touchedBy = (...tags: string[]) => new Set(index.touched(new Set(tags)));
    expect(touchedBy('e:1007')).toEqual(new Set(['broad', 'narrow']));
    expect(touchedBy(`e:${1000 + 7 * (ENTRY_LIST_FROM + 49)}`)).toEqual(new Set(['broad']));
    expect(touchedBy('e:1001', 'e:1', 'e:10')).toEqual(new Set());
    expect(touchedBy('by:rating')).toEqual(new Set(['broad']));
    expect(touchedBy('e:999999999')).toEqual(new Set(['other']));
    // Tags that only look like entry tags stay plain tags.
    index.add('odd', ['e:', 'e:12a', 'e:99999999999']);
    expect(touchedBy('e:12a')).toEqual(new Set(['odd']));
    // Replaced and removed answers are no longer found.
    index.add('broad', ['list']);
    expect(touchedBy('e:1007')).toEqual(new Set(['narrow']));
    index.add('broad', many);
    index.remove('broad');
    expect(touchedBy('e:1007')).toEqual(new Set(['narrow']));
    index.add('broad', many);
    index.clear();
    expect(touchedBy('e:1007', 'list')).toEqual(new Set());
  });
});
