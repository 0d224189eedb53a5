import { PageHeading } from '../../../components/page-heading';

/** /admin/email-tracker (spec §2): e-mails the system has sent. */
export default function SentEmailsPage() {
  return <PageHeading title="Correos enviados" />;
}
