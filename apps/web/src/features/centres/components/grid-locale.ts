import type { GridLocaleText } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';

/**
 * The grid's Spanish texts with this table's empty text. A `localeText` prop replaces the
 * theme's whole locale rather than merging with it, so the Spanish one is spread in first.
 */
export function gridLocale(noRowsLabel: string): Partial<GridLocaleText> {
  return { ...esES.components.MuiDataGrid.defaultProps.localeText, noRowsLabel };
}
