import Typography from '@mui/material/Typography';
import { PROGRAMME_TITLE } from '../lib/programme';

interface PageHeadingProps {
  /** The screen's Spanish title, shown as its only h1 and in the document title. */
  title: string;
}

/** The heading of a screen; React 19 hoists the <title> into the document head. */
export function PageHeading({ title }: PageHeadingProps) {
  return (
    <>
      <title>{`${title} · ${PROGRAMME_TITLE}`}</title>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
    </>
  );
}
