import { describe, expect, it } from 'vitest';
import { toFrameSchemas } from '../../../src/domain/editor/frame-protocol';
import {
  FRAME_SECTION_TYPES,
  isSectionTypeId,
  LAST_SECTION_TYPE_ID,
  SECTION_TYPE_ID,
  SECTION_TYPE_IDS,
  SECTION_TYPES,
} from '../../../src/domain/sections/section-types';
import { sectionPayload } from '../../../src/contracts/theme.contract';

describe('section type ids', () => {
  it("are exactly the table's, for the domain check, the frame protocol and the store API alike", () => {
    const section = (type: number) => ({ temp_id: 't', section_type_id: type });
    const frameAccepts = (type: number) =>
      toFrameSchemas.SET_COMPONENT.safeParse({ data: [section(type)], meta: { pageTypeID: '1' } }).success;
    const apiAccepts = (type: number) => sectionPayload.safeParse(section(type)).success;
    for (const type of [0, 1, LAST_SECTION_TYPE_ID, LAST_SECTION_TYPE_ID + 1, 1.5, -3]) {
      const known = Object.keys(SECTION_TYPES).includes(String(type));
      expect([isSectionTypeId(type), frameAccepts(type), apiAccepts(type)], String(type)).toEqual([known, known, known]);
    }
    // The specification's 22 types, and any added since (section-registration.test.ts holds every list to this one).
    expect(SECTION_TYPE_IDS.length).toBeGreaterThanOrEqual(22);
  });

  it("names the allowed range in the store API's message", () => {
    const result = sectionPayload.safeParse({ temp_id: 't', section_type_id: LAST_SECTION_TYPE_ID + 1 });
    expect(result.success ? '' : result.error.issues[0]!.message).toBe(
      `section_type_id must be a section type (1-${LAST_SECTION_TYPE_ID})`,
    );
  });

  it('are found by name, so code names a type instead of restating its number', () => {
    for (const id of SECTION_TYPE_IDS) expect(SECTION_TYPE_ID[SECTION_TYPES[id]]).toBe(id);
    // The specification's numbers (section 3) for the types code singles out.
    expect([
      SECTION_TYPE_ID.header,
      SECTION_TYPE_ID.footer,
      SECTION_TYPE_ID['hero-banner'],
      SECTION_TYPE_ID.contact,
      SECTION_TYPE_ID.forms,
    ]).toEqual([1, 2, 6, 18, 21]);
    expect(FRAME_SECTION_TYPES).toEqual([SECTION_TYPE_ID.header, SECTION_TYPE_ID.footer]);
  });
});
