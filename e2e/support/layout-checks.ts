import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What of the page needs a sideways scroll to be seen: the page itself, a table's
 * pagination, its "Acciones" header cut or out of view (other columns may scroll). Each problem
 * is named, so a failure says where.
 */
export async function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > width + 1) problems.push(`page ${root.scrollWidth} > ${width}`);
    for (const pager of Array.from(document.querySelectorAll('main .MuiTablePagination-root'))) {
      const box = pager.getBoundingClientRect();
      if (box.right > width + 1 || box.left < 0)
        problems.push(`pagination at ${box.left}–${box.right}`);
    }
    const headers = document.querySelectorAll('main .MuiDataGrid-columnHeaderTitle, main th');
    for (const header of Array.from(headers)) {
      if (header.textContent !== 'Acciones') continue;
      const box = header.getBoundingClientRect();
      if (header.scrollWidth > header.clientWidth + 1) problems.push('«Acciones» header cut');
      // Within the screen and within what its table shows without scrolling.
      const frame = header.closest('[role="region"]') ?? header.closest('.MuiDataGrid-root, table');
      const right = Math.min(width, frame?.getBoundingClientRect().right ?? width);
      if (box.right > right + 1) problems.push(`«Acciones» at ${box.left}–${box.right}`);
    }
    return problems;
  });
}

/** Waits for the screen's data (its tables' loading bars gone) and checks it fits. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(page.locator('main .MuiDataGrid-overlay .MuiLinearProgress-root')).toHaveCount(0);
  await expect.poll(() => sidewaysProblems(page)).toEqual([]);
}
