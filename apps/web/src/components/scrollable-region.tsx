import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface ScrollableRegionProps {
  /** Spoken name of the region, e.g. "Tabla de centros (desplazable)". */
  label: string;
  /** The width the content needs; the region scrolls sideways when the page is narrower. */
  contentWidth: number;
  children: ReactNode;
}

/**
 * A focusable region that scrolls a wide table sideways. A data grid that scrolls itself
 * leaves keyboard users no way to reach the hidden columns (axe: scrollable-region-focusable),
 * so the grid is made as wide as its columns and this region does the scrolling. A grid's footer
 * (the pagination) stays in view, as wide as the region, while the columns scroll.
 */
export function ScrollableRegion({ label, contentWidth, children }: ScrollableRegionProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={REGION_SX}>
      <Box sx={{ width: contentWidth, minWidth: '100%' }}>{children}</Box>
    </Box>
  );
}

/** `cqw` is a hundredth of the region's visible width: the region is the size container. */
const REGION_SX = {
  overflowX: 'auto',
  containerType: 'inline-size',
  '& .MuiDataGrid-footerContainer': { position: 'sticky', left: 0, width: '100cqw' },
} as const;

/** The width a grid's columns add up to (MUI's default column width is 100). */
export const columnsWidth = (columns: readonly { width?: number; minWidth?: number }[]): number =>
  columns.reduce((sum, column) => sum + (column.width ?? column.minWidth ?? 100), 2);
