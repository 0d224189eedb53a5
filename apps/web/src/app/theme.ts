import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/** Primary colour of the programme (spec §2, §9). White text on it has a 4.8:1 contrast. */
export const PRIMARY_COLOUR = '#2b74c4';

/** The keyboard focus ring's colour: 3:1 or more against white and against the primary blue. */
export const FOCUS_RING = '#1b1b1b';

/** Sidebar width and the widest mobile viewport, in px (spec §9). */
export const SIDEBAR_WIDTH = 260;
export const MOBILE_MEDIA_QUERY = '(max-width:959px)';

/** Shared by the root theme and the admin theme (which adds the grid and picker locales). */
export const themeOptions: ThemeOptions = {
  palette: { primary: { main: PRIMARY_COLOUR } },
  components: {
    // A visible focus ring on every control reached by keyboard (WCAG 2.4.7, 2.4.11):
    // buttons, icon buttons, menu and list entries, checkboxes and tabs are all ButtonBase. Near
    // black keeps 3:1 against both the white page and the blue top bar.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 } },
      },
    },
    // Rounded contained buttons whose text is not upper-cased (spec §2).
    MuiButton: {
      defaultProps: { variant: 'contained' },
      styleOverrides: { root: { borderRadius: 20, textTransform: 'none' } },
    },
  },
};

/** Theme of the whole app with the Spanish texts of the MUI core components. */
export const theme = createTheme(themeOptions, esES);
