/**
 * Mounts its stages one after another, a browser task apart (docs/benchmarks.md). React runs a commit's mount
 * effects in one task that cannot yield, and the live layer's watchers (cart, identity, tracking,
 * the owner's scripts, …) start machines, read storage and subscribe there: mounted together, they
 * blocked a phone at 4x CPU for 90-150 ms at once. The first stage is what a shopper reaches first.
 */
import { Fragment, startTransition, useEffect, useState, type ReactNode } from 'react';
import { yieldToBrowser } from './yield-to-browser';

export function StagedMount({ stages }: { stages: readonly ReactNode[] }) {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= stages.length) return;
    let current = true;
    void yieldToBrowser().then(() => {
      if (current) startTransition(() => setMounted((count) => count + 1));
    });
    return () => {
      current = false;
    };
  }, [mounted, stages.length]);
  return stages.slice(0, mounted).map((stage, index) => <Fragment key={index}>{stage}</Fragment>);
}
