// What the catalogue cannot express with its yes/no questions (every condition of a template must
// hold; no question asks seating, a health region or a sales threshold). Each limitation is kept
// here, not dropped: the rule and its official source, the profile that meets it (its expectation
// is what the catalogue can say, with "Known limitation" in its reason), and the words the
// template's notes must carry so a reader of the catalogue sees the rule. See README.md.
import * as S from './panel-sources';
import * as A from './panel-sources-activities';
import * as D from './panel-sources-duties';
import { T } from './panel-templates';
import type { Citation } from './panel-types';

export interface Limitation extends Citation {
  template: string;
  /** What the law says and what onboarding says instead. */
  rule: string;
  /** A profile whose expectation for this template is what the catalogue can express. */
  profile?: string;
  /** Words the template's notes must contain. */
  notesSay: string;
}

export const LIMITATIONS: Limitation[] = [
  {
    template: T.workplaceNl,
    rule: 'Every incorporated entity registers with WorkplaceNL even with no employees; the template applies under has_employees only (no "or" between conditions).',
    profile: 'nl-st-johns-incorporated-consultant',
    notesSay: 'All incorporated entities operating in Newfoundland and Labrador must register',
    ...S.WORKPLACENL_REGISTER,
  },
  {
    template: T.torontoEating,
    rule: 'A take-out restaurant without seating holds the retail store (food) licence, with seating the eating-establishment licence; no question asks seating, so a fast-food or take-out restaurant is offered the eating-establishment licence.',
    notesSay: 'whether or not there is a seating area',
    ...A.TORONTO_FOOD_BY_SEATING,
  },
  {
    template: T.mbRst,
    rule: 'Small vendors under a sales threshold ($10,000 in the 2021 bulletin) need not register; no question asks that threshold, so the template applies to every business of its activities.',
    profile: 'duties-mb-sole-proprietor',
    notesSay: '$10,000',
    ...A.MB_RST_SMALL_VENDORS,
  },
  {
    template: T.bcPst,
    rule: 'A small seller (under $10,000 of taxable sales, without commercial premises; a third-party reading of the PST Act) need not register; no question asks that threshold, so every business of its activities is offered PST registration.',
    profile: 'duties-bc-sole-proprietor',
    notesSay: 'small sellers under $10,000',
    ...D.BC_PST_REGISTER,
  },
  {
    template: T.qcReq,
    rule: 'A sole proprietor trading under a name other than their own is registered in the enterprise register and files its annual update too; the template applies under incorporated only (no "or" between conditions).',
    profile: 'duties-qc-sole-proprietor',
    notesSay: 'sole proprietors using a name without their own first and last name',
    ...D.REQ_ANNUAL_UPDATE,
  },
];
