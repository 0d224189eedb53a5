import { PageHeading } from '../../../components/page-heading';

/** /admin/claves: the questionnaire catalogue (claves, preguntas, tipos, respuestas, colores). */
export default function ClavesPage() {
  return <PageHeading title="Claves" />;
}
