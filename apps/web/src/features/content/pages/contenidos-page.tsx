import { PageHeading } from '../../../components/page-heading';

/** /admin/contenidos: contents by language. */
export default function ContenidosPage() {
  return <PageHeading title="Contenidos" />;
}
