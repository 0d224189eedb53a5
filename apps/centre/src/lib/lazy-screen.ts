import { createElement, lazy, type ComponentType } from 'react';

/** Every lazy screen's way to forget a failed load. */
const resets = new Set<() => void>();

/** A screen loaded on demand; `preload` starts its load before it is rendered. */
export type LazyScreen = ComponentType & { preload: () => void };

/**
 * A screen loaded on demand that can be loaded again. React keeps a lazy component's failure
 * for good, so a chunk that could not load (no network, a release that removed it) would fail
 * for the rest of the visit; after `reloadScreens` the next render asks for it anew. One load
 * serves both `preload` and the render, so a screen preloaded beside the signed-in frame (whose
 * chunk is loaded on demand too) is fetched once, at the same time as the frame's.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => (loading ??= load());
  let Screen = lazy(loadOnce);
  resets.add(() => {
    loading = null;
    Screen = lazy(loadOnce);
  });
  const LazyScreen = () => createElement(Screen);
  LazyScreen.preload = () => {
    // A failure is shown when the screen renders (ScreenBoundary); here it is only kept.
    loadOnce().catch(() => undefined);
  };
  return LazyScreen;
}

/** Lets every lazy screen load again (the screen boundary's retry). */
export function reloadScreens(): void {
  for (const reset of resets) reset();
}
