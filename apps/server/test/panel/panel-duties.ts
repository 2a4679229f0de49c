// The two businesses every jurisdiction's recurring duties are checked against (issue 28): a shop
// that employs staff, is incorporated in its province and is past the small-supplier threshold, and
// its counter-profile, a sole proprietor trading under a name of their own choosing, with no
// employees and under the threshold. Both are general retailers: every duty of the place concerns
// a shop (Ontario's exempt industries and Nova Scotia's mandatory ones are checked elsewhere).
import * as S from './panel-sources';
import { T } from './panel-templates';
import { type Expectation, expectation as e, type Profile } from './panel-types';

/** An incorporated employer with three or more workers, past $30,000 of taxable sales. */
export const EMPLOYER_ANSWERS = {
  has_employees: true,
  three_or_more_workers: true,
  incorporated: true,
  federally_incorporated: false,
  over_small_supplier: true,
};

/** A sole proprietor trading under another name, alone, under $30,000 of taxable sales. */
export const SOLE_PROPRIETOR_ANSWERS = {
  has_employees: false,
  incorporated: false,
  trade_name: true,
  over_small_supplier: false,
};

interface Place {
  province: string;
  city: string;
  language?: 'en' | 'fr';
}

/** The federal duties every employer and every small supplier meets, in any province. */
function federal(employer: boolean, fr: boolean): Expectation[] {
  if (employer)
    return [
      e(T.craPayroll, true, S.CRA_PAYROLL, fr ? 'Elle verse des salaires.' : 'It pays wages.'),
      e(T.gstHst, true, S.SMALL_SUPPLIER, fr ? 'Elle dépasse 30 000 $.' : 'It is past $30,000 of sales.'),
      e(
        T.cbcaAnnualReturn,
        false,
        S.CBCA_ANNUAL_RETURN,
        fr ? 'Constituée au Québec, pas sous la LCSA.' : 'Incorporated provincially, not under the CBCA.',
      ),
    ];
  return [
    e(T.craPayroll, 'not_applying', S.CRA_PAYROLL, fr ? 'Aucun employé.' : 'No employees.'),
    e(T.gstHst, false, S.SMALL_SUPPLIER, fr ? 'Petit fournisseur.' : 'A small supplier.'),
    e(T.cbcaAnnualReturn, 'not_applying', S.CBCA_ANNUAL_RETURN, fr ? 'Non constituée.' : 'Not incorporated.'),
  ];
}

/** The employer of `place`, with the federal duties and these provincial ones. */
export function employer(
  id: string,
  place: Place,
  expect: Expectation[],
  answers: Record<string, boolean> = {},
): Profile {
  const fr = place.language === 'fr';
  return {
    id: `duties-${id}`,
    description: fr
      ? `Une boutique constituée en société à ${place.city}, avec des employés, au-delà du seuil de petit fournisseur.`
      : `An incorporated shop in ${place.city} with employees, past the small-supplier threshold.`,
    language: place.language ?? 'en',
    activity: 'general_retail',
    province: place.province,
    city: place.city,
    answers: { ...EMPLOYER_ANSWERS, ...answers },
    expect: [...federal(true, fr), ...expect],
  };
}

/** The sole proprietor of `place`, with the federal duties it does not meet and these provincial ones. */
export function soleProprietor(id: string, place: Place, expect: Expectation[]): Profile {
  const fr = place.language === 'fr';
  return {
    id: `duties-${id}`,
    description: fr
      ? `Une boutique à ${place.city} exploitée seule sous un nom commercial, sans employés, sous le seuil.`
      : `A sole proprietor’s shop in ${place.city} under a trade name, no employees, under the threshold.`,
    language: place.language ?? 'en',
    activity: 'general_retail',
    province: place.province,
    city: place.city,
    answers: SOLE_PROPRIETOR_ANSWERS,
    expect: [...federal(false, fr), ...expect],
  };
}
