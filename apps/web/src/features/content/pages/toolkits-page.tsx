import { PageHeading } from '../../../components/page-heading';

/** /admin/toolkits: toolkits by language. */
export default function ToolkitsPage() {
  return <PageHeading title="Toolkits" />;
}
