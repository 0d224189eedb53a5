import { createTheme } from '@mui/material/styles';

/** The programme's primary colour (as the back-office); white text on it has 4.8:1 contrast. */
export const PRIMARY_COLOUR = '#2b74c4';

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
        root: { '&:focus-visible': { outline: '3px solid #ff9800', outlineOffset: 2 } },
      },
    },
  },
});
