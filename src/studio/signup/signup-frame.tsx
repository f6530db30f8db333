/** The frame of the screens before a session (sign-up, check your e-mail, the link's verification): a card, its heading focused on arrival. */
import { useEffect, useRef, type ReactNode } from 'react';

export function SignupFrame({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new screen is announced by its heading taking the focus, as the studio's pages do.
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <main
      className={`mx-auto my-6 w-[calc(100%-1.5rem)] rounded border border-gray-200 bg-white p-4 shadow-sm sm:my-12 sm:p-6 ${wide ? 'max-w-2xl' : 'max-w-sm'}`}
    >
      <p className="text-sm text-gray-600">Theme Studio</p>
      <h1 ref={heading} tabIndex={-1} className="mb-3 text-xl font-semibold outline-none">
        {title}
      </h1>
      {children}
    </main>
  );
}
