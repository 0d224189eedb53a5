import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more in each later task,
 * until all are. The results' key cards are rendered this way: the first ones, what a phone's
 * screen shows, with the rest of the page, the others a few at a time after it, each batch a short commit of its own instead of one long
 * task that holds the phone. Every item is rendered a moment after the page, so finding in the
 * page and screen readers meet them all.
 */
export function useRevealed(total: number, step: number, first = step): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + step)));
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
