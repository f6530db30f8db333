/**
 * A product's questions and answers and its add-ons through the owner calls (decision 100): kept in
 * the owner's order, answers cleaned as every owner HTML is, add-ons changed by id (a cart's add-on
 * stays the same one), another product's add-on refused by its field, and the product page shows
 * them at once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addons, faqs } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const { call, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function save(owner: string, path: string, body: object) {
  const answer = await call(`/Owner/${path}`, { token: owner, body });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as Any;
}
const editorOf = async (owner: string, id: number) => (await call(`/Owner/Product?ProductID=${id}`, { token: owner })).body.data as Any;

describe('questions and add-ons in the product editor', () => {
  it('keeps questions in order with cleaned answers, and add-ons by id; the product page shows them', async () => {
    const owner = await ownerToken('aurora');
    const run = stamp();
    const made = await save(owner, 'CreateProduct', {
      Name: `Kettle ${run}`,
      Price: '30',
      Status: 'active',
      Faqs: [
        { Question: 'Does it whistle?', Answer: '<b>Yes</b>, softly.<script>alert(1)</script><img src=x onerror="alert(2)">' },
        { Question: 'Is it dishwasher safe?', Answer: 'Hand wash only.' },
      ],
      AddOns: [{ Name: `Gift wrap ${run}`, Price: '3.50' }],
    });
    const id = made.product.productID as number;
    const first = await editorOf(owner, id);
    expect(first.faqs.map((faq: Any) => faq.question)).toEqual(['Does it whistle?', 'Is it dishwasher safe?']);
    expect(first.faqs[0].answer).toBe('<b>Yes</b>, softly.<img src="x" />');
    expect(first.addons).toEqual([{ addonID: expect.any(Number), name: `Gift wrap ${run}`, price: '3.50' }]);

    const page = (await server.host.app.inject({ method: 'GET', url: `/kettle-${run}`, headers: { host: 'aurora.localhost:3000' } })).body;
    expect(page).toContain('<b>Yes</b>, softly.');
    expect(page).not.toContain('alert(1)');
    expect(page).toContain(`Gift wrap ${run}`);

    // Reordered and repriced: the add-on keeps its id, a new one joins, the questions swap.
    const addonID = first.addons[0].addonID as number;
    await save(owner, 'UpdateProduct', {
      ProductID: id,
      Version: first.version,
      Faqs: [first.faqs[1], first.faqs[0]].map((faq: Any) => ({ Question: faq.question, Answer: faq.answer })),
      AddOns: [
        { AddonID: addonID, Name: `Gift wrap ${run}`, Price: '4' },
        { Name: 'Spare lid', Price: '6' },
      ],
    });
    const second = await editorOf(owner, id);
    expect(second.faqs[0].question).toBe('Is it dishwasher safe?');
    expect(second.addons.map((addon: Any) => [addon.name, addon.price])).toEqual([
      [`Gift wrap ${run}`, '4.00'],
      ['Spare lid', '6.00'],
    ]);
    expect(second.addons[0].addonID).toBe(addonID);
    // An update that leaves them out keeps them.
    await save(owner, 'UpdateProduct', { ProductID: id, Version: second.version, Name: `Kettle ${run}` });
    expect(await db().select().from(faqs).where(eq(faqs.productId, id))).toHaveLength(2);
  });

  it("refuses another product's add-on, an empty question and a bad price by field, writing nothing", async () => {
    const owner = await ownerToken('aurora');
    const run = stamp();
    const other = await save(owner, 'CreateProduct', { Name: `Other ${run}`, Price: '1', AddOns: [{ Name: 'Theirs', Price: '1' }] });
    const [theirs] = await db().select().from(addons).where(eq(addons.productId, other.product.productID));
    const mine = await save(owner, 'CreateProduct', { Name: `Mine ${run}`, Price: '1' });
    const id = mine.product.productID as number;
    const tries: Array<[object, string]> = [
      [{ AddOns: [{ AddonID: theirs!.id, Name: 'Taken', Price: '1' }] }, 'AddOns.0.AddonID'],
      [{ AddOns: [{ Name: 'Wrap', Price: '1.999' }] }, 'AddOns.0.Price'],
      [{ Faqs: [{ Question: ' ', Answer: 'x' }] }, 'Faqs.0.Question'],
    ];
    for (const [body, field] of tries) {
      const answer = await call('/Owner/UpdateProduct', { token: owner, body: { ProductID: id, Version: 1, ...body } });
      expect([answer.status, fieldsOf(answer)], field).toEqual([400, [field]]);
    }
    const [kept] = await db().select().from(addons).where(eq(addons.id, theirs!.id));
    expect([kept!.productId, kept!.name]).toEqual([other.product.productID, 'Theirs']);
  });
});
