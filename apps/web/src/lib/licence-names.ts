// A licence's name and authority in the reader's language (issue 27): the French kept from its
// template when the interface is in French, else what is stored (core's licenceNameIn/authorityIn,
// the rule the e-mails, SMS, calendar and exports follow too).
import { type AuthorisedLicence, authorityIn, licenceNameIn, type NamedLicence } from '@lt/core';
import { useTranslation } from 'react-i18next';

export interface LicenceNames {
  name: (licence: NamedLicence) => string;
  authority: (licence: AuthorisedLicence) => string | null;
}

/** Re-renders its component when the language changes, as `useTranslation` does. */
export function useLicenceNames(): LicenceNames {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    name: (licence) => licenceNameIn(licence, language),
    authority: (licence) => authorityIn(licence, language),
  };
}
