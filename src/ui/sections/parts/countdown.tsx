/**
 * Time left until a promotion ends. The server and the client's first paint show the same dashes;
 * the clock is read only after mount, so hydration never sees two different times. Each value holds
 * room for its digits from the first paint, so nothing around the timer moves when the clock starts
 * (the boxes wrap on a phone as they will with the digits in).
 */
import { useEffect, useState } from 'react';

const UNITS = [
  ['Days', 86_400_000],
  ['Hours', 3_600_000],
  ['Minutes', 60_000],
  ['Seconds', 1_000],
] as const;

function split(ms: number): number[] {
  let rest = Math.max(0, ms);
  return UNITS.map(([, size]) => {
    const value = Math.floor(rest / size);
    rest -= value * size;
    return value;
  });
}

/** Digits of the days left at `now`: the same on the server and in the browser but across a power of ten. */
function dayDigits(target: number, now: number): number {
  return Math.max(2, String(split(target - now)[0]).length);
}

export function Countdown({ endsAt, expiredText }: { endsAt: string; expiredText: string }) {
  const target = Date.parse(endsAt);
  const [now, setNow] = useState<number | null>(null);
  // Before the first tick the days' room comes from the clock at the first render; after it, from the time shown.
  const [firstDaysWidth] = useState(() => dayDigits(target, Date.now()));
  const daysWidth = now === null ? firstDaysWidth : dayDigits(target, now);

  useEffect(() => {
    if (Number.isNaN(target)) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      // Once the offer has ended nothing changes any more, so stop waking the page every second.
      if (current >= target) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [target]);

  if (Number.isNaN(target)) return null;
  if (now !== null && target <= now) return <p className="font-medium">{expiredText}</p>;
  const values = now === null ? null : split(target - now);
  return (
    <div role="timer" aria-label="Time left in this offer">
      <ol className="flex flex-wrap gap-2 sm:gap-3">
        {UNITS.map(([unit], index) => (
          <li key={unit} className="card flex min-w-16 flex-col items-center px-2 py-2 sm:px-3">
            <span className="text-center text-2xl font-semibold tabular-nums" style={{ minWidth: `${index === 0 ? daysWidth : 2}ch` }}>
              {values ? String(values[index]).padStart(2, '0') : '--'}
            </span>
            <span className="text-xs uppercase tracking-wide">{unit}</span>
          </li>
        ))}
      </ol>
      <p className="sr-only">
        Ends <time dateTime={endsAt}>{endsAt}</time>
      </p>
    </div>
  );
}
