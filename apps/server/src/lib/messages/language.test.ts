import { describe, expect, it } from 'vitest';
import { englishMarks, germanMarks } from '../../../../../packages/shared/src/testing/language-guess.ts';
import { de } from './de.ts';
import { en } from './en.ts';

describe('server message catalogue', () => {
  it('has no German text among the English messages', () => {
    expect(Object.entries(en).filter(([, text]) => germanMarks(text).length > 0)).toEqual([]);
  });

  it('has no English text among the German messages', () => {
    expect(Object.entries(de).filter(([, text]) => englishMarks(text).length > 0)).toEqual([]);
  });
});
