// The signed-in area under /app: shell and screen titles (later issues add their screens' strings).
export const app = {
  shell: {
    navLabel: 'Application',
    dashboard: 'Dashboard',
    licenses: 'Licenses',
    workspaces: 'Workspaces',
    profile: 'Profile',
    admin: 'Admin',
    signOut: 'Sign out',
    userMenu: 'User menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mobileMenuLabel: 'Mobile',
    languageFailed: 'Your language choice could not be saved',
    fallbackName: 'User',
  },
  profileError: {
    title: 'We could not load your account',
    body: 'Something went wrong while loading your profile. Please try again.',
    retry: 'Try again',
  },
  dashboard: { title: 'License Dashboard' },
  onboarding: { title: 'Welcome to License Tracker' },
  licenses: { title: 'License Manager' },
  profile: { title: 'Profile Settings' },
  admin: {
    title: 'Admin Panel',
    accessDenied: 'Access Denied',
    accessDeniedBody: 'You do not have permission to access the admin panel.',
  },
};
