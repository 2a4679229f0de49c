import 'i18next';
import type { about } from './en/about';
import type { admin } from './en/admin';
import type { app } from './en/app';
import type { businesses } from './en/businesses';
import type { businessPage } from './en/businessPage';
import type { channels } from './en/channels';
import type { common } from './en/common';
import type { dashboard } from './en/dashboard';
import type { data } from './en/data';
import type { home } from './en/home';
import type { landing } from './en/landing';
import type { licenses } from './en/licenses';
import type { locations } from './en/locations';
import type { onboarding } from './en/onboarding';
import type { profile } from './en/profile';
import type { recipients } from './en/recipients';
import type { terms } from './en/terms';
import type { workspaces } from './en/workspaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      about: typeof about;
      terms: typeof terms;
      landing: typeof landing;
      app: typeof app;
      admin: typeof admin;
      dashboard: typeof dashboard;
      onboarding: typeof onboarding;
      licenses: typeof licenses;
      profile: typeof profile;
      locations: typeof locations;
      businesses: typeof businesses;
      businessPage: typeof businessPage;
      data: typeof data;
      recipients: typeof recipients;
      workspaces: typeof workspaces;
      channels: typeof channels;
    };
  }
}
