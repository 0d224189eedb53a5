import { useEffect, useRef, useState } from 'react';

/** How far below the screen a chart is drawn already, so a scroll seldom meets an empty slot. */
const AHEAD = '300px';

/**
 * Whether an element has come near the screen (then for good): charts are drawn only then
 * (chart-slot.tsx says why). Without IntersectionObserver (tests) it is near at once.
 */
export function useNearScreen<E extends Element>() {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
