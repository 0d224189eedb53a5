import { PageHeading } from '../../../components/page-heading';

/** /admin/datos (spec §2): follow-up of the centres' quizzes. */
export default function CentreQuizzesPage() {
  return <PageHeading title="Seguimiento centros" />;
}
