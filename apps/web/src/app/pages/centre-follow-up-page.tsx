import CentreQuizzesPage from '../../features/quizzes/pages/centre-quizzes-page';
import { SendReminderButton } from '../../features/campaigns/components/send-reminder-button';

/** Seguimiento centros with the reminder action of the campaigns feature. */
export default function CentreFollowUpPage() {
  return <CentreQuizzesPage actions={(filter) => <SendReminderButton filter={filter} />} />;
}
