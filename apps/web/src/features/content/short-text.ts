/** How long a text is shown in a table before it is cut (its dialog shows it whole). */
const SHOWN_TEXT = 160;

/** A long text cut for a table cell or a button's name, with an ellipsis. */
export const shortened = (text: string): string =>
  text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT - 1)}…` : text;
