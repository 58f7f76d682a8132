import { describe, expect, it } from 'vitest';
import { normalizeSearch, searchFolding, searchWords } from '../../../src/engine/search';

const latin1Letters = Array.from({ length: 0x100 - 0xc0 }, (_, index) => String.fromCharCode(0xc0 + index)).filter(
  (character) => character !== '×' && character !== '÷',
);

describe('normalizeSearch', () => {
  it.each([
    ['José Peña', 'jose pena'],
    ['CONCEIÇÃO Gonçalves', 'conceicao goncalves'],
    ['Bjørn Ståhl', 'bjorn stahl'],
    ['Æsa Strauß', 'aesa strauss'],
    ['Þór Ðóra', 'thor dora'],
    ['Zoë Ÿvonne ÿ', 'zoe Ÿvonne y'],
    ['× ÷ 100% _x_', '× ÷ 100% _x_'],
    ['İnci Ω ω', 'İnci Ω ω'],
  ])('should fold %j to %j', (text, folded) => {
    expect(normalizeSearch(text)).toBe(folded);
  });

  it('should fold every Latin-1 letter to lower-case ASCII letters', () => {
    for (const letter of latin1Letters) expect(normalizeSearch(letter)).toMatch(/^[a-z]{1,2}$/);
  });

  it('should take its pairs from one table covering exactly the Latin-1 letters', () => {
    expect(searchFolding.map(([from]) => from).sort()).toEqual([...latin1Letters].sort());
  });

  it('should lower-case ASCII letters only, as SQLite lower() and PostgreSQL lower(x COLLATE "C") do', () => {
    expect(normalizeSearch('ABCXYZ abcxyz 0-9')).toBe('abcxyz abcxyz 0-9');
    expect(normalizeSearch('ΑΒΓ Ѐ')).toBe('ΑΒΓ Ѐ');
  });
});

describe('searchWords with the Latin-1 fold', () => {
  it('should fold ligatures and accents in every word', () => {
    expect(searchWords('STRAUß  Ståhl strauss')).toEqual(['strauss', 'stahl']);
  });
});
