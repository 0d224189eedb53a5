import { PageHeading } from '../../../components/page-heading';

/** /admin/feedback: feedback entries by language. */
export default function FeedbackPage() {
  return <PageHeading title="Feedback" />;
}
