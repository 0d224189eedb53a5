import { createTheme } from '@mui/material/styles';
import { esES as coreEsES } from '@mui/material/locale';
import { esES as dataGridEsES } from '@mui/x-data-grid/locales';
import { esES as pickersEsES } from '@mui/x-date-pickers/locales';
import { themeOptions } from '../theme';

/**
 * The root theme plus the Spanish texts of the data grid and the date pickers. Built in the
 * lazily loaded admin layout so the login page does not carry those locales.
 */
export const adminTheme = createTheme(themeOptions, coreEsES, dataGridEsES, pickersEsES);
