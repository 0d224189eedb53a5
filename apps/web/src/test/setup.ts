import { createElement } from 'react';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// Screens are lazily loaded chunks with MUI X inside: importing one can take seconds on a busy
// machine, far beyond testing-library's default 1 s wait.
configure({ asyncUtilTimeout: 15_000 });

// happy-dom has no 2D canvas, which Chart.js needs to draw. Unit tests render a labelled canvas
// in place of each chart; the charts themselves are drawn and exported in the Chromium e2e tests.
vi.mock('react-chartjs-2', () => {
  const chart = (name: string) =>
    function ChartPlaceholder(props: { 'aria-label'?: string }) {
      return createElement('canvas', { role: 'img', 'aria-label': props['aria-label'] ?? name });
    };
  return { Bar: chart('Bar'), Line: chart('Line'), Pie: chart('Pie'), Doughnut: chart('Doughnut') };
});
