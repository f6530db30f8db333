import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cleanKeyword } from '../../../src/domain/catalog/listing-params';
import {
  highlightParts,
  matchesAll,
  SUGGEST_MAX_LENGTH,
  SUGGEST_MIN_LENGTH,
  suggestionWords,
} from '../../../src/domain/catalog/search-suggestions';

const name = fc.string({ maxLength: 40 });
const typed = fc.string({ maxLength: 80 });

describe('highlighting the typed words in a suggestion', () => {
  test.prop([name, typed])('the parts join back into the name, and no two neighbours are alike', (text, query) => {
    const parts = highlightParts(text, query);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    for (let i = 1; i < parts.length; i++) expect(parts[i]!.match).not.toBe(parts[i - 1]!.match);
  });

  test.prop([name, typed])('every marked part is made of typed words, and a name holding a word has it marked', (text, query) => {
    const words = suggestionWords(query) ?? [];
    const parts = highlightParts(text, query);
    if (text.toLowerCase().length !== text.length) return;
    for (const part of parts.filter((p) => p.match)) {
      expect(words.some((word) => part.text.toLowerCase().includes(word) || word.includes(part.text.toLowerCase()))).toBe(true);
    }
    const marked = parts
      .filter((p) => p.match)
      .map((p) => p.text.toLowerCase())
      .join(' ');
    for (const word of words) if (text.toLowerCase().includes(word)) expect(marked).toContain(word);
  });

  it('marks each word wherever it is, whatever its case', () => {
    expect(highlightParts('Oak Chair, oak table', 'OAK ch')).toEqual([
      { text: 'Oak', match: true },
      { text: ' ', match: false },
      { text: 'Ch', match: true },
      { text: 'air, ', match: false },
      { text: 'oak', match: true },
      { text: ' table', match: false },
    ]);
  });
});

describe('what is typed', () => {
  test.prop([typed])('gives words only between the shortest and longest lengths, lower-cased, each once', (query) => {
    const words = suggestionWords(query);
    const trimmed = cleanKeyword(query);
    if (trimmed.length < SUGGEST_MIN_LENGTH || trimmed.length > SUGGEST_MAX_LENGTH) expect(words).toBeNull();
    else {
      expect(words!.length).toBeGreaterThan(0);
      expect(new Set(words).size).toBe(words!.length);
      for (const word of words!) expect(word).toBe(word.toLowerCase());
    }
  });

  test.prop([name, fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 3 })])(
    'a name matches when it holds every word',
    (text, words) => {
      const lower = words.map((w) => w.toLowerCase());
      expect(matchesAll(text, lower)).toBe(lower.every((w) => text.toLowerCase().includes(w)));
    },
  );
});
