import { MockForms } from '../../src/adapters/mock-backend/mock-forms';
import type { Section } from '../../src/domain/sections/section';
import { COMMISSION_FIELDS, formsContract } from './forms.contract';

const SECTION: Section = {
  temp_id: 'temp-mockform0001',
  section_type_id: 21,
  is_hidden: false,
  style: {},
  content: { fields: COMMISSION_FIELDS },
};

formsContract('in-memory mock backend', async () => ({
  forms: (token) => new MockForms({ accessToken: () => token, sections: () => [SECTION] }),
  token: async () => 'mock-token',
  sectionId: SECTION.temp_id,
}));
