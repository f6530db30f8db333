/**
 * The studio's Categories and brands page (#categories, docs/back-office.md, decision 92): tabs for
 * categories (a tree, reordered with Move up and Move down), brands and product groups; each listed
 * with its address and how many products use it, added or renamed (with its picture) in the form
 * beside the list, a hand-picked group's products put in order under its form, and deleted after a question that says what happens to its products (they stay, without the link).
 */
import { useCallback, useState } from 'react';
import type { CatalogueItem, CatalogueListKind } from '../../application/ports/owner-catalogue-lists-api.port';
import type { ProductsApi } from '../../application/ports/owner-products-api.port';
import { LoadProblem } from '../back-office/load-problem';
import { StatusTabs } from '../back-office/status-tabs';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { CatalogueItemForm } from './catalogue-item-form';
import { KIND_NAMES } from './catalogue-kinds';
import { CatalogueItemRows } from './catalogue-item-rows';
import { useCatalogueChoices } from './catalogue-pickers';
import { GroupProductOrder } from './group-product-order';
import { useHeadingFocus } from './heading-focus';

const TABS = (['category', 'brand', 'group'] as const).map((key) => ({ key, name: KIND_NAMES[key].many }));

export default function CatalogueListsView({ api }: { api: { products: ProductsApi } }) {
  const [kind, setKind] = useState<CatalogueListKind>('category');
  const heading = useHeadingFocus();
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Categories, brands and groups
      </h2>
      <StatusTabs label="What to manage" tabs={TABS} current={kind} onChoose={(key) => key && setKind(key)} />
      <KindPanel key={kind} api={api.products} kind={kind} />
    </main>
  );
}

function KindPanel({ api, kind }: { api: ProductsApi; kind: CatalogueListKind }) {
  const load = useCallback(() => api.lists(kind), [api, kind]);
  const { state, reload } = useOwnerLoad(load);
  const [editing, setEditing] = useState<CatalogueItem | null>(null);
  const [notice, setNotice] = useState('');
  // Each save or delete starts the form afresh (empty for the next one to add).
  const [round, setRound] = useState(0);
  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    setRound((n) => n + 1);
    reload();
  };
  if (state.status !== 'ready') return <LoadProblem state={state} what={KIND_NAMES[kind].many.toLowerCase()} onRetry={reload} />;
  return (
    <>
      <p role="status" className="text-sm text-emerald-800">
        {notice}
      </p>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <section aria-label={KIND_NAMES[kind].many} className="rounded-lg border border-gray-200 bg-white shadow-sm">
          <CatalogueItemRows api={api} kind={kind} items={state.value} onEdit={setEditing} onDone={done} />
        </section>
        {kind === 'group' ? (
          <GroupForm
            key={`${editing?.id ?? 'new'}-${round}`}
            api={api}
            item={editing}
            onSaved={(item) => done(`${item.name} saved at /${item.handle}`)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <CatalogueItemForm
            key={`${editing?.id ?? 'new'}-${round}`}
            api={api}
            kind={kind}
            item={editing}
            categories={kind === 'category' ? state.value : []}
            onSaved={(item) => done(`${item.name} saved at /${item.handle}`)}
            onCancel={() => setEditing(null)}
          />
        )}
      </div>
    </>
  );
}

/**
 * A group's form, with the store's brands and categories its rule can name; a saved group chosen by
 * hand also shows its products' order under it.
 */
function GroupForm(props: { api: ProductsApi; item: CatalogueItem | null; onSaved: (item: CatalogueItem) => void; onCancel: () => void }) {
  const choices = useCatalogueChoices(props.api);
  const { item } = props;
  return (
    <div className="flex flex-col gap-4 self-start">
      <CatalogueItemForm {...props} kind="group" categories={[]} choices={choices} />
      {item && !item.rule && <GroupProductOrder api={props.api} groupID={item.id} name={item.name} />}
    </div>
  );
}
