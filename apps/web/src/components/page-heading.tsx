import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { PROGRAMME_TITLE } from '../lib/programme';

interface PageHeadingProps {
  /** The screen's Spanish title, shown as its only h1 and in the document title. */
  title: string;
}

/**
 * The heading of a screen; React 19 hoists the <title> into the document head. After a
 * navigation inside the app the focus moves to it, so a screen reader announces the
 * new screen and Tab goes on from its top; the first page load leaves focus where it is.
 */
export function PageHeading({ title }: PageHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    // 'default' is the key of the location the app was loaded at.
    if (key !== 'default') heading.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <>
      <title>{`${title} · ${PROGRAMME_TITLE}`}</title>
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h1"
        variant="h4"
        gutterBottom
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
    </>
  );
}
