import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/** Primary colour of the programme (spec §2, §9). White text on it has a 4.8:1 contrast. */
export const PRIMARY_COLOUR = '#2b74c4';

/** Sidebar width and the widest mobile viewport, in px (spec §9). */
export const SIDEBAR_WIDTH = 260;
export const MOBILE_MEDIA_QUERY = '(max-width:959px)';

/** Shared by the root theme and the admin theme (which adds the grid and picker locales). */
export const themeOptions: ThemeOptions = {
  palette: { primary: { main: PRIMARY_COLOUR } },
  components: {
    // Rounded contained buttons whose text is not upper-cased (spec §2).
    MuiButton: {
      defaultProps: { variant: 'contained' },
      styleOverrides: { root: { borderRadius: 20, textTransform: 'none' } },
    },
  },
};

/** Theme of the whole app with the Spanish texts of the MUI core components. */
export const theme = createTheme(themeOptions, esES);
