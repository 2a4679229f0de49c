// Every namespace of the web app in both languages, for the translation tests.
import { about } from '../src/lib/i18n/en/about';
import { admin } from '../src/lib/i18n/en/admin';
import { app } from '../src/lib/i18n/en/app';
import { businesses } from '../src/lib/i18n/en/businesses';
import { businessPage } from '../src/lib/i18n/en/businessPage';
import { channels } from '../src/lib/i18n/en/channels';
import { common } from '../src/lib/i18n/en/common';
import { dashboard } from '../src/lib/i18n/en/dashboard';
import { data } from '../src/lib/i18n/en/data';
import { home } from '../src/lib/i18n/en/home';
import { landing } from '../src/lib/i18n/en/landing';
import { licenses } from '../src/lib/i18n/en/licenses';
import { locations } from '../src/lib/i18n/en/locations';
import { onboarding } from '../src/lib/i18n/en/onboarding';
import { profile } from '../src/lib/i18n/en/profile';
import { recipients } from '../src/lib/i18n/en/recipients';
import { terms } from '../src/lib/i18n/en/terms';
import { workspaces } from '../src/lib/i18n/en/workspaces';
import { about as aboutFr } from '../src/lib/i18n/fr/about';
import { admin as adminFr } from '../src/lib/i18n/fr/admin';
import { app as appFr } from '../src/lib/i18n/fr/app';
import { businesses as businessesFr } from '../src/lib/i18n/fr/businesses';
import { businessPage as businessPageFr } from '../src/lib/i18n/fr/businessPage';
import { channels as channelsFr } from '../src/lib/i18n/fr/channels';
import { common as commonFr } from '../src/lib/i18n/fr/common';
import { dashboard as dashboardFr } from '../src/lib/i18n/fr/dashboard';
import { data as dataFr } from '../src/lib/i18n/fr/data';
import { home as homeFr } from '../src/lib/i18n/fr/home';
import { landing as landingFr } from '../src/lib/i18n/fr/landing';
import { licenses as licensesFr } from '../src/lib/i18n/fr/licenses';
import { locations as locationsFr } from '../src/lib/i18n/fr/locations';
import { onboarding as onboardingFr } from '../src/lib/i18n/fr/onboarding';
import { profile as profileFr } from '../src/lib/i18n/fr/profile';
import { recipients as recipientsFr } from '../src/lib/i18n/fr/recipients';
import { terms as termsFr } from '../src/lib/i18n/fr/terms';
import { workspaces as workspacesFr } from '../src/lib/i18n/fr/workspaces';

export const english: Record<string, unknown> = {
  about,
  admin,
  app,
  businessPage,
  businesses,
  channels,
  common,
  dashboard,
  data,
  home,
  landing,
  licenses,
  locations,
  onboarding,
  profile,
  recipients,
  terms,
  workspaces,
};

export const french: Record<string, unknown> = {
  about: aboutFr,
  admin: adminFr,
  app: appFr,
  businessPage: businessPageFr,
  businesses: businessesFr,
  channels: channelsFr,
  common: commonFr,
  dashboard: dashboardFr,
  data: dataFr,
  home: homeFr,
  landing: landingFr,
  licenses: licensesFr,
  locations: locationsFr,
  onboarding: onboardingFr,
  profile: profileFr,
  recipients: recipientsFr,
  terms: termsFr,
  workspaces: workspacesFr,
};

/** The namespaces under `src/lib/i18n/<language>/`, from the file names (a new file must be listed above). */
export const namespaceFiles = (language: 'en' | 'fr') =>
  Object.keys(import.meta.glob('../src/lib/i18n/*/*.ts')).flatMap((path) => {
    const match = path.match(new RegExp(`/i18n/${language}/(\\w+)\\.ts$`));
    return match?.[1] ? [match[1]] : [];
  });

/** Every leaf of a resource tree as `path → text` (array items get their index). */
export function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree))
      for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  return out;
}

/**
 * Texts that are rightly the same in English and French: proper names (the brand, provinces whose
 * name does not change), codes and formats, and words spelled alike in both languages.
 */
export const SAME_IN_BOTH = new Set([
  'License Tracker',
  // Languages by their own names (the language switch, a contact's language).
  'English',
  'Français',
  '404',
  'A1A 1A1',
  'https://',
  '5 min',
  '3',
  '{{city}}, {{province}}',
  '{{number}}. {{title}}',
  'Alberta',
  'Manitoba',
  'Ontario',
  'Saskatchewan',
  'Nunavut',
  'Yukon',
  'Province',
  'Application',
  'Mobile',
  'Actions',
  'Notes',
  'Type',
  'Description',
  'Pagination',
  'Construction',
  'Municipal',
  'Provincial',
  'Invitations',
  'Outlook',
  'Slack',
  'Microsoft Teams',
]);
