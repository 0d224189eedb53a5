import type { SentEmail } from '@eval/contracts/emails';
import { ClosableDialog } from '../../../components/closable-dialog';
import { viewerDocument } from '../email-filter';

/**
 * The e-mail's HTML body (spec §2) in a frame sandboxed with no permissions: no script runs,
 * no form submits, the content has no access to this page, and nothing external loads.
 */
export function EmailHtmlDialog({ email, onClose }: { email: SentEmail | null; onClose(): void }) {
  return (
    <ClosableDialog
      open={email !== null}
      onClose={onClose}
      titleId="email-html-title"
      title={email?.subject}
    >
      {email && (
        <iframe
          title="Contenido del correo"
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={viewerDocument(email.html)}
          style={{ width: '100%', height: '60vh', border: '1px solid #ddd' }}
        />
      )}
    </ClosableDialog>
  );
}
