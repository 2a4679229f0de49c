import type { common as en } from '../en/common';

// Chaînes communes à toutes les pages : marque, navigation, chargement, erreurs et pied de page.
export const common: typeof en = {
  brand: 'License Tracker',
  skipToContent: 'Passer au contenu principal',
  loading: 'Chargement…',
  screens: {
    dashboard: 'Tableau de bord des permis',
    licenses: 'Gestionnaire de permis',
  },
  nav: {
    label: 'Principale',
    about: 'À propos',
    terms: 'Conditions d’utilisation',
    logIn: 'Se connecter',
    goToDashboard: 'Aller au tableau de bord',
    getStarted: 'Commencer',
    backToHome: 'Retour à l’accueil',
    home: 'Accueil',
  },
  footer: {
    tagline:
      'Tous les permis municipaux, provinciaux et fédéraux de votre entreprise canadienne, au même endroit.',
    linksLabel: 'Pied de page',
    copyright: '© 2025 License Tracker. Tous droits réservés.',
    madeIn: 'Conçu pour les entreprises de partout au Canada.',
  },
  source: {
    issuedBy: 'Délivré par {{authority}}',
    officialPage: 'Page officielle',
    officialPageOf: 'Page officielle de {{name}} (s’ouvre dans un nouvel onglet)',
  },
  auth: {
    unavailable: 'La connexion est actuellement indisponible. Veuillez réessayer plus tard.',
    callbackTitle: 'Connexion en cours…',
    callbackErrorTitle: 'Nous n’avons pas pu vous connecter',
    callbackErrorBody: 'La connexion n’a pas abouti. Veuillez retourner à la page d’accueil et réessayer.',
    callbackErrorDetail: 'Détails : {{message}}',
  },
  errors: {
    forbidden: 'Vous n’avez pas l’autorisation d’effectuer cette action',
    notFound: 'Ressource introuvable',
    server: 'Erreur du serveur. Veuillez réessayer plus tard.',
  },
  routeError: {
    title: 'Une erreur est survenue',
    body: 'Cette page n’a pas pu être chargée. Recharger la page règle habituellement le problème.',
    reload: 'Recharger la page',
  },
  notFound: {
    title: 'Page introuvable',
    code: '404',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  /** Provinces et territoires par code, dans la langue du lecteur. */
  provinces: {
    AB: 'Alberta',
    BC: 'Colombie-Britannique',
    MB: 'Manitoba',
    NB: 'Nouveau-Brunswick',
    NL: 'Terre-Neuve-et-Labrador',
    NS: 'Nouvelle-Écosse',
    ON: 'Ontario',
    PE: 'Île-du-Prince-Édouard',
    QC: 'Québec',
    SK: 'Saskatchewan',
    NT: 'Territoires du Nord-Ouest',
    NU: 'Nunavut',
    YT: 'Yukon',
  },
  previewAlt:
    'Aperçu du tableau de bord de License Tracker montrant les permis regroupés par palier et leurs dates d’expiration',
};
