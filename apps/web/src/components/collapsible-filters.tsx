import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import FilterListIcon from '@mui/icons-material/FilterList';

/** Phones: below MUI's `sm` breakpoint, where a filter's fields would fill the first screen. */
export const PHONE_MEDIA_QUERY = '(max-width:599px)';

/** How many fields of a filter hold something other than their empty value. */
export function activeFilterCount<F extends object>(applied: F, empty: F): number {
  const emptyValues = empty as Record<string, unknown>;
  return Object.entries(applied).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(emptyValues[key]),
  ).length;
}

/** "Filtros", with how many are in force: "Filtros (1 activo)", "Filtros (3 activos)". */
export const filtersLabel = (active: number): string =>
  active === 0 ? 'Filtros' : `Filtros (${active} ${active === 1 ? 'activo' : 'activos'})`;

interface CollapsibleFiltersProps {
  /** Fields of the filter in force (activeFilterCount of the applied filter). */
  active: number;
  children: ReactNode;
}

/**
 * A filter form, folded on a phone behind a "Filtros" button that says how many filters are in
 * force (at 390 px the fields filled the first screen); shown as it is elsewhere.
 */
export function CollapsibleFilters({ active, children }: CollapsibleFiltersProps) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, { noSsr: true });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ mb: 2 }}
      >
        {filtersLabel(active)}
      </Button>
      <Collapse in={open} id={id}>
        {children}
      </Collapse>
    </>
  );
}
