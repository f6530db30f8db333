/** The card the studio's signed-out pages sit on (sign-in, forgotten password, reset), under the studio's name. */
import type { ReactNode } from 'react';

export function SignedOutFrame({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto mt-16 max-w-sm rounded border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 text-xl font-semibold">Theme Studio</h1>
      {children}
    </main>
  );
}
