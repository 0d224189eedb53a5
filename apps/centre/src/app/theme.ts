import { createTheme } from '@mui/material/styles';

/** The programme's primary colour (as the back-office); white text on it has 4.8:1 contrast. */
export const PRIMARY_COLOUR = '#2b74c4';

/** On a touch screen every button, link and choice is at least 44 × 44 px (WCAG 2.5.5). */
const TOUCH = '@media (pointer: coarse)';

/** Phone first: large touch targets, rounded buttons whose text is not upper-cased, a visible focus. */
export const theme = createTheme({
  palette: { primary: { main: PRIMARY_COLOUR } },
  components: {
    MuiButton: {
      defaultProps: { variant: 'contained' },
      styleOverrides: { root: { borderRadius: 20, textTransform: 'none', minHeight: 44 } },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '3px solid #ff9800', outlineOffset: 2 } },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': { outline: '3px solid #ff9800', outlineOffset: 2 },
          [TOUCH]: { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
        },
      },
    },
    MuiToggleButton: {
      styleOverrides: { root: { [TOUCH]: { minHeight: 44, minWidth: 44 } } },
    },
    // 24 px icons with 10 px around: 44 px (MUI's 9 px gives 42).
    MuiCheckbox: { styleOverrides: { root: { [TOUCH]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [TOUCH]: { padding: 10 } } } },
  },
});
