/**
 * Keys of the `settings` table that code below the modules reads (the versioned cache reads the
 * active period's row; the periods module writes it), so that lib/ needs no module.
 */
export const ACTIVE_PERIOD_SETTING = 'active_period';
