import { describe, expect, it } from 'vitest';
import { coverSvg } from './svg-art.ts';

const fontSizes = (svg: string) => [...svg.matchAll(/class="t" font-size="(\d+)"/g)].map((m) => Number(m[1]));

describe('coverSvg', () => {
  it('sets short titles at full size, wrapped on words', () => {
    const svg = coverSvg({
      seed: 'a',
      title: 'Die Reise zum Mond',
      label: 'Film',
      palette: ['#000', '#fff'],
    });
    expect(fontSizes(svg)).toEqual([40, 40]);
  });

  it('shrinks the type when one word is longer than a line, so it stays on the cover', () => {
    const svg = coverSvg({
      seed: 'b',
      title: 'Superman (Fleischer-Cartoons)',
      label: 'Serie',
      palette: ['#000', '#fff'],
    });
    const sizes = fontSizes(svg);
    expect(sizes.length).toBe(2);
    // 20 characters at ≈0.6 em each must fit the 336 px text column.
    expect(sizes[0]).toBeLessThanOrEqual(28);
    expect(new Set(sizes).size).toBe(1);
  });

  it('escapes markup in titles', () => {
    const svg = coverSvg({ seed: 'c', title: 'Tom & Jerry <3', label: 'Film', palette: ['#000', '#fff'] });
    expect(svg).toContain('Tom &amp; Jerry &lt;3');
  });
});
