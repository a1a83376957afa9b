import { describe, expect, it } from 'vitest';
import { matchesShortName, shortName } from './names';

describe('names in 6-character fields', () => {
  it('keeps a short name whole and cuts a longer one to its first 6 characters', () => {
    expect(shortName(' 李明 ')).toBe('李明');
    expect(shortName('买买提·艾力江')).toBe('买买提·艾力');
    expect(shortName('𠀋𠀋𠀋𠀋𠀋𠀋𠀋')).toBe('𠀋𠀋𠀋𠀋𠀋𠀋');
  });

  it('matches the whole name, or the first 6 characters of a longer one', () => {
    expect(matchesShortName('李明', '李明')).toBe(true);
    expect(matchesShortName('李明', ' 李明')).toBe(true);
    expect(matchesShortName('买买提·艾力江', '买买提·艾力')).toBe(true);
    expect(matchesShortName('买买提·艾力江', '买买提·艾力江')).toBe(false);
    expect(matchesShortName('买买提·艾力江', '买买提')).toBe(false);
    expect(matchesShortName('李明', '李')).toBe(false);
    expect(matchesShortName('李明', '')).toBe(false);
  });
});
