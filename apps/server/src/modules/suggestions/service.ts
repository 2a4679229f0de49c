import { type BusinessSuggestions, normalizePlaceName } from '@lt/core';
import type { Db } from '../../db/client';
import { getBusiness } from '../businesses/service';
import { templatesByLevelFor } from '../templates/service';
import * as repo from './repository';

/**
 * The catalogue's licences a business could add (PRODUCT §2): onboarding's own choice for its
 * activity (or type), place and the answers it gave (`templatesByLevelFor`), less those it holds — by template, or by
 * name for a licence typed in by hand or imported — and less those its activity or answers rule out. Any member
 * may read them; adding one is an ordinary POST /licenses/, which checks the role.
 */
export async function suggestionsFor(
  db: Db,
  userId: string,
  businessId: string,
): Promise<BusinessSuggestions> {
  const { business } = await getBusiness(db, userId, businessId, 'read');
  const [offered, held] = await Promise.all([
    templatesByLevelFor(db, {
      businessType: business.businessType,
      activity: business.activity,
      answers: business.answers,
      province: business.province,
      city: business.city,
    }),
    repo.heldBy(db, business.id),
  ]);
  const heldTemplates = new Set(held.map((l) => l.templateId).filter(Boolean));
  const heldNames = new Set(held.map((l) => normalizePlaceName(l.name)));
  const wanted = (list: BusinessSuggestions['federal']) =>
    list.filter(
      (t) =>
        t.applies !== false &&
        !heldTemplates.has(t.id) &&
        !heldNames.has(normalizePlaceName(t.name)) &&
        !(t.name_fr && heldNames.has(normalizePlaceName(t.name_fr))),
    );
  return {
    business_id: business.id,
    federal: wanted(offered.federal),
    provincial: wanted(offered.provincial),
    municipal: wanted(offered.municipal),
  };
}
