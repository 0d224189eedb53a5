/**
 * Waits until `condition` holds, polling; false if it never did within `limitMs`. For what is
 * promised within a bound (a change seen by every instance within 1 s): no time is asserted,
 * the test only fails if the condition never holds, and the limit leaves room for a loaded
 * machine.
 */
export async function eventually(
  condition: () => Promise<boolean>,
  limitMs = 10_000,
): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
