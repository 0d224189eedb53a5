interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width?: number; height?: number }): void };
}

/**
 * Resizes happy-dom's viewport; media queries follow it (assigning window.innerWidth alone
 * does not change what matchMedia answers).
 */
export function setViewportWidth(width: number): void {
  const { happyDOM } = window as unknown as HappyDomWindow;
  if (!happyDOM) throw new Error('setViewportWidth needs the happy-dom environment');
  happyDOM.setViewport({ width });
}

/** Runs `run` at viewport `width`, then puts back the width the test found. */
export async function atViewportWidth(width: number, run: () => Promise<void>): Promise<void> {
  const before = window.innerWidth;
  setViewportWidth(width);
  try {
    await run();
  } finally {
    setViewportWidth(before);
  }
}
