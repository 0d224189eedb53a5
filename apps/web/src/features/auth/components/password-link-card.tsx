import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/page-heading';

interface PasswordLinkCardProps {
  /** The page heading, also the form's accessible name. */
  title: string;
  /** Shown above the form, e.g. why the link is not valid. */
  notice?: ReactNode;
  /** The server's answer once done: shown instead of the form. */
  done?: { message: string };
  /** False hides the form (nothing can be sent). */
  showForm?: boolean;
  onSubmit(event: FormEvent): void;
  submitLabel: string;
  busy: boolean;
  backLabel: string;
  /** The fields and any error, above the submit button. */
  children: ReactNode;
}

/** The card of the password pages reached without a session: one form, its answer, a way back. */
export function PasswordLinkCard(props: PasswordLinkCardProps) {
  return (
    <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }}>
      <PageHeading title={props.title} />
      {props.notice}
      {props.done ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {props.done.message}
        </Alert>
      ) : (
        props.showForm !== false && (
          <Box
            component="form"
            noValidate
            onSubmit={props.onSubmit}
            aria-label={props.title}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}
          >
            {props.children}
            <Button type="submit" size="large" disabled={props.busy}>
              {props.submitLabel}
            </Button>
          </Box>
        )
      )}
      <Link component={RouterLink} to="/auth/login">
        {props.backLabel}
      </Link>
    </Paper>
  );
}
