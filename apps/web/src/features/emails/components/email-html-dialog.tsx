import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SentEmail } from '@eval/contracts/emails';
import { viewerDocument } from '../email-filter';

/**
 * The e-mail's HTML body (spec §2) in a frame sandboxed with no permissions: no script runs,
 * no form submits, the content has no access to this page, and nothing external loads.
 */
export function EmailHtmlDialog({ email, onClose }: { email: SentEmail | null; onClose(): void }) {
  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="email-html-title"
    >
      <DialogTitle id="email-html-title">{email?.subject}</DialogTitle>
      <DialogContent>
        {email && (
          <iframe
            title="Contenido del correo"
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={viewerDocument(email.html)}
            style={{ width: '100%', height: '60vh', border: '1px solid #ddd' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
