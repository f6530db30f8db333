import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { parseThemeDocument } from '../../../src/domain/theme/theme-document';

test.prop([
  fc.oneof(
    fc.string(),
    fc.json(),
    fc.jsonValue().map((v) => JSON.stringify(v)),
  ),
])('any themeData string parses without throwing into well-formed sections', (themeData) => {
  const doc = parseThemeDocument(themeData);
  for (const section of doc.sections) {
    expect(section.section_type_id).toBeGreaterThanOrEqual(1);
    expect(section.section_type_id).toBeLessThanOrEqual(22);
    expect(typeof section.temp_id).toBe('string');
    expect(typeof section.content).toBe('object');
  }
});

test.prop([
  fc.array(
    fc.record({ section_type_id: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.string()), temp_id: fc.string() }, { requiredKeys: [] }),
  ),
])('keeps exactly the sections with a known type id', (sections) => {
  const doc = parseThemeDocument(JSON.stringify({ sections }));
  const known = sections.filter(
    (s) =>
      Number.isInteger(Number(s.section_type_id)) &&
      typeof s.section_type_id !== 'undefined' &&
      Number(s.section_type_id) >= 1 &&
      Number(s.section_type_id) <= 22 &&
      String(s.section_type_id).trim() !== '',
  );
  // A theme without groups keeps its header (1) and footer (2) among these: they become the groups.
  expect(doc.sections.length + doc.groups.header.length + doc.groups.footer.length).toBe(known.length);
  expect(doc.sections.every((s) => s.section_type_id !== 1 && s.section_type_id !== 2)).toBe(true);
});
