import { createElement, lazy, type ComponentType } from 'react';

/** Every lazy screen's way to forget a failed load. */
const resets = new Set<() => void>();

/**
 * A screen loaded on demand that can be loaded again. React keeps a lazy component's failure
 * for good, so a chunk that could not load (no network, a release that removed it) would fail
 * for the rest of the visit; after `reloadScreens` the next render asks for it anew.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let Screen = lazy(load);
  resets.add(() => {
    Screen = lazy(load);
  });
  return function LazyScreen() {
    return createElement(Screen);
  };
}

/** Lets every lazy screen load again (the screen boundary's retry). */
export function reloadScreens(): void {
  for (const reset of resets) reset();
}
