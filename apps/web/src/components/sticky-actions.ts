/**
 * For a table whose last column is its row actions: that column stays at the right edge while
 * the table scrolls sideways, so on a phone a row's actions are in view without scrolling to the
 * end. A cell spanning the row (an empty list's message) is left.
 */
export const STICKY_ACTIONS_SX = {
  '& tr > :last-child:not([colspan])': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
  },
} as const;
