/** A status as a coloured pill, as admin lists show it; the colour only repeats the words. */
const TONES: Record<string, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  'Verification Pending': 'bg-amber-100 text-amber-900',
  'Approval Pending': 'bg-amber-100 text-amber-900',
  Paid: 'bg-emerald-100 text-emerald-900',
  Confirmed: 'bg-sky-100 text-sky-900',
  'In Stock': 'bg-sky-100 text-sky-900',
  Shipped: 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-gray-200 text-gray-900',
  Active: 'bg-emerald-100 text-emerald-900',
  Cancelled: 'bg-red-100 text-red-900',
  Rejected: 'bg-red-100 text-red-900',
  Deactivated: 'bg-gray-200 text-gray-700',
  Unread: 'bg-blue-100 text-blue-900',
  Read: 'bg-gray-100 text-gray-800',
  Archived: 'bg-gray-200 text-gray-700',
  Draft: 'bg-sky-100 text-sky-900',
  Published: 'bg-emerald-100 text-emerald-900',
  Hidden: 'bg-gray-200 text-gray-700',
  // A catalogue import's products and states.
  'To create': 'bg-emerald-100 text-emerald-900',
  Created: 'bg-emerald-100 text-emerald-900',
  'To update': 'bg-sky-100 text-sky-900',
  Updated: 'bg-sky-100 text-sky-900',
  Refused: 'bg-red-100 text-red-900',
  Failed: 'bg-red-100 text-red-900',
  'File refused': 'bg-red-100 text-red-900',
  Checking: 'bg-amber-100 text-amber-900',
  Importing: 'bg-amber-100 text-amber-900',
  Checked: 'bg-sky-100 text-sky-900',
  Done: 'bg-gray-200 text-gray-900',
  On: 'bg-emerald-100 text-emerald-900',
  Paused: 'bg-gray-200 text-gray-700',
  'Switched off': 'bg-red-100 text-red-900',
  // A store's own domains (the studio's Domains).
  'Waiting for the record': 'bg-amber-100 text-amber-900',
  'Checks stopped': 'bg-red-100 text-red-900',
  Verified: 'bg-emerald-100 text-emerald-900',
  Primary: 'bg-indigo-100 text-indigo-900',
};

export function StatusBadge({ label }: { label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONES[label] ?? 'bg-gray-100 text-gray-800'}`}
    >
      {label}
    </span>
  );
}
