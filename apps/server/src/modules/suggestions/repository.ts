import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licenses } from '../../db/schema';

/** What a business already holds, as suggestions compare it: the template and the name of each licence. */
export function heldBy(db: Db, businessId: string): Promise<{ templateId: string | null; name: string }[]> {
  return db
    .select({ templateId: licenses.templateId, name: licenses.licenseName })
    .from(licenses)
    .where(eq(licenses.businessId, businessId));
}
