import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/**
 * Records that an administrator exported a person's personal data: a read, which the audit
 * plugin does not record, but an export of personal data is (docs/privacy.md).
 */
export async function insertPersonalDataExportLine(db: Database, adminId: number, userId: number) {
  await db.insert(auditLog).values({
    user_id: adminId,
    action: 'GET /v1/users/:id/personal-data',
    entity: 'users/personal-data',
    entity_id: String(userId),
    before: null,
    after: { exportado: 'datos personales' },
  });
}
