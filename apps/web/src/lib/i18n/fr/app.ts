import type { app as en } from '../en/app';

// L'espace connecté sous /app : navigation et titres des écrans.
export const app: typeof en = {
  shell: {
    navLabel: 'Application',
    dashboard: 'Tableau de bord',
    licenses: 'Permis',
    workspaces: 'Espaces de travail',
    profile: 'Profil',
    admin: 'Administration',
    signOut: 'Déconnexion',
    userMenu: 'Menu de l’utilisateur',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mobileMenuLabel: 'Mobile',
    languageFailed: 'Votre choix de langue n’a pas pu être enregistré',
    fallbackName: 'Utilisateur',
  },
  profileError: {
    title: 'Nous n’avons pas pu charger votre compte',
    body: 'Une erreur est survenue pendant le chargement de votre profil. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  dashboard: { title: 'Tableau de bord des permis' },
  onboarding: { title: 'Bienvenue dans License Tracker' },
  licenses: { title: 'Gestionnaire de permis' },
  profile: { title: 'Paramètres du profil' },
  admin: {
    title: 'Panneau d’administration',
    accessDenied: 'Accès refusé',
    accessDeniedBody: 'Vous n’avez pas l’autorisation d’accéder au panneau d’administration.',
  },
};
