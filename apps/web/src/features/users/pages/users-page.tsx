import { PageHeading } from '../../../components/page-heading';

/** /admin/usermngmt (spec §2): users, profiles, cargos and mass upload. */
export default function UsersPage() {
  return <PageHeading title="Gestión de usuarios" />;
}
