/**
 * A new store's checklist (decision 101), the page its owner lands on after the sign-up: each step
 * ticked from the store's state (GET /Owner/Checklist, decision 97) and linking to the studio page
 * where it is done. Payment has no step of its own (the platform's methods): it says how shoppers pay.
 * "Open the store" is the Settings call that removes the password page.
 */
import { useCallback, useState, type ReactNode } from 'react';
import type { OwnerChecklist, StoreSignupApi } from '../../application/ports/store-signup-api.port';
import { PERMISSION_WORDS, type OwnerPermission } from '../../domain/staff/permissions';
import { card } from '../back-office/card';
import { LoadProblem } from '../back-office/load-problem';
import { useFocusOn } from '../back-office/use-focus-on';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { useCan } from '../studio-access';

const HEADING = 'checklist-heading';

type StepKey = OwnerChecklist['items'][number]['key'];

const STEPS: Record<
  Exclude<StepKey, 'open'>,
  {
    title: string;
    notDone: string;
    done: string;
    link: string;
    action: string;
    doneLink: string;
    doneAction: string;
    /** What a member must hold to take the step: the page it links to needs the same. */
    need: OwnerPermission;
  }
> = {
  product: {
    need: 'products.manage',
    title: 'Add a product',
    notDone: 'Sample products do not count: add one of your own, with a picture and a price.',
    done: 'Your store has a product of its own.',
    link: '#products/new',
    action: 'Add a product',
    doneLink: '#products',
    doneAction: 'See your products',
  },
  theme: {
    need: 'theme.manage',
    title: 'Choose a theme',
    notDone: 'Make the store yours in the theme editor: colours, fonts, your logo. Publish it when it looks right.',
    done: 'You published your theme.',
    link: '#editor',
    action: 'Open the theme editor',
    doneLink: '#editor',
    doneAction: 'Open the theme editor',
  },
  shipping: {
    need: 'shipping.manage',
    title: 'Set shipping',
    notDone: 'Say where you ship and what it costs.',
    done: 'Your store has a shipping method.',
    link: '#shipping',
    action: 'Set shipping',
    doneLink: '#shipping',
    doneAction: 'See shipping',
  },
};

/** Opening the store is a Settings call (the store's password page). */
const OPEN_NEED: OwnerPermission = 'settings.manage';

/** For a staff member without the step's permission: who can take it, instead of a link they would be refused. */
function WhoCan({ need }: { need: OwnerPermission }) {
  return <p className="text-sm text-gray-600">An owner, or staff allowed to {PERMISSION_WORDS[need].action}, takes this step.</p>;
}

export interface ChecklistPageApi {
  signup: StoreSignupApi;
  storeOrigin: string;
}

function Tick({ done }: { done: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-sm ${done ? 'border-green-700 bg-green-700 text-white' : 'border-gray-400 text-transparent'}`}
    >
      ✓
    </span>
  );
}

function Step({ title, done, children }: { title: string; done: boolean; children: ReactNode }) {
  return (
    <li className={`${card} flex gap-3`}>
      <Tick done={done} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-medium">
          {title}{' '}
          <span className={`text-sm font-normal ${done ? 'text-green-800' : 'text-gray-600'}`}>· {done ? 'Done' : 'Not done yet'}</span>
        </h3>
        {children}
      </div>
    </li>
  );
}

export default function ChecklistView({ api }: { api: ChecklistPageApi }) {
  const load = useCallback(() => api.signup.checklist(), [api]);
  const { state, reload, replace } = useOwnerLoad(load);
  const [said, setSaid] = useState('');
  const [opening, setOpening] = useState(false);
  const can = useCan();
  useFocusOn(HEADING, []);
  const checklist = state.status === 'ready' ? state.value : null;
  const open = checklist?.items.find((item) => item.key === 'open')?.done ?? false;
  const remaining = checklist?.items.filter((item) => !item.done).length ?? 0;
  // The steps shown: the store's, and payment's (always ready: the platform's methods).
  const steps = (checklist?.items.length ?? 0) + 1;

  const openStore = async () => {
    setOpening(true);
    const result = await api.signup.openStore();
    setOpening(false);
    if (!result.ok) return setSaid(`The store could not be opened: ${result.message}`);
    const next = await api.signup.checklist();
    if (!next.ok) return reload();
    replace(next.value);
    // The password page is gone; maintenance mode (the editor's switch) still closes the store.
    const nowOpen = next.value.items.find((item) => item.key === 'open')?.done;
    setSaid(
      nowOpen
        ? 'Your store is open: shoppers see it now.'
        : 'The password page is gone, but the store is in maintenance mode: switch it off in the theme editor to open it.',
    );
    return undefined;
  };

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <h2 id={HEADING} tabIndex={-1} className="text-xl font-semibold">
        Checklist
      </h2>
      <p role="status" className="text-sm">
        {said}
      </p>
      {!checklist && <LoadProblem state={state} what="checklist" onRetry={reload} />}
      {checklist && (
        <>
          <p className="text-sm text-gray-700">
            {remaining === 0 ? 'Everything is done.' : `${remaining} of ${steps} steps to go.`} Your store&apos;s address is{' '}
            <a href={api.storeOrigin} className="font-medium underline" target="_blank" rel="noreferrer">
              {checklist.storeHost}
            </a>
            .
          </p>
          <ol className="flex flex-col gap-3">
            {checklist.items.map((item) => {
              if (item.key === 'open') return null;
              const step = STEPS[item.key];
              return (
                <Step key={item.key} title={step.title} done={item.done}>
                  <p className="text-sm text-gray-700">{item.done ? step.done : step.notDone}</p>
                  {can(step.need) ? (
                    <a href={item.done ? step.doneLink : step.link} className="self-start text-sm font-medium underline">
                      {item.done ? step.doneAction : step.action}
                    </a>
                  ) : (
                    !item.done && <WhoCan need={step.need} />
                  )}
                </Step>
              );
            })}
            <Step title="Set payment" done>
              <p className="text-sm text-gray-700">
                Shoppers can pay by {checklist.paymentMethods.join(', ').toLowerCase() || 'the methods the platform offers'}. Payment
                methods are set up by the platform, for every store.
              </p>
            </Step>
            <Step title="Open the store" done={open}>
              {open ? (
                <p className="text-sm text-gray-700">Your store is open: shoppers see it at {checklist.storeHost}.</p>
              ) : !can(OPEN_NEED) ? (
                <>
                  <p className="text-sm text-gray-700">
                    Until then visitors see an &ldquo;opening soon&rdquo; page asking for the store&apos;s password.
                  </p>
                  <WhoCan need={OPEN_NEED} />
                </>
              ) : (
                <>
                  <p className="text-sm text-gray-700">
                    Until then visitors see an &ldquo;opening soon&rdquo; page asking for the store&apos;s password.
                  </p>
                  <button
                    type="button"
                    disabled={opening}
                    onClick={() => void openStore()}
                    className="self-start rounded bg-gray-900 px-3 py-1.5 text-sm text-white disabled:opacity-50"
                  >
                    {opening ? 'Opening…' : 'Open the store'}
                  </button>
                </>
              )}
            </Step>
          </ol>
        </>
      )}
    </main>
  );
}
