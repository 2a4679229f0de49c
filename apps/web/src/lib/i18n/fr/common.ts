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
  /** Issue 30: a screen whose code or data cannot load (offline, or a failed chunk). */
  loadError: {
    offlineTitle: 'Vous êtes hors ligne',
    offlineBody: 'Cette page se chargera d’elle-même dès que la connexion reviendra.',
    failedTitle: 'Impossible de charger cette page',
    failedBody: 'Une erreur est survenue pendant le chargement de cette page. Veuillez réessayer.',
    retry: 'Réessayer',
    retrying: 'Nouvel essai…',
    offlineToast:
      'Vous êtes hors ligne. Les modifications ne peuvent pas être enregistrées avant le retour de la connexion.',
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
  // Le titre de l’onglet de chaque écran (issue 30) : « <écran> — License Tracker » (usePageTitle).
  pageTitles: {
    home: 'Rappels de permis pour les entreprises canadiennes',
    about: 'À propos',
    terms: 'Conditions d’utilisation',
    landing: 'Gardez tous vos permis à jour',
    signingIn: 'Connexion',
    dashboard: 'Tableau de bord',
    onboarding: 'Configurer votre entreprise',
    licenses: 'Permis',
    business: 'Entreprise',
    profile: 'Profil',
    admin: 'Administration du site',
    workspaces: 'Espaces de travail',
    invite: 'Invitation à un espace de travail',
    notFound: 'Page introuvable',
  },
  // Chaque message « confirmez votre adresse » l’offre (issue 30; features/auth/resend-confirmation).
  resendConfirmation: {
    button: 'Renvoyer le courriel de confirmation',
    sending: 'Envoi…',
    sent: 'Nous avons envoyé un nouveau courriel de confirmation à {{email}}. Seul son lien fonctionne maintenant.',
    failed: 'Le courriel de confirmation n’a pas pu être envoyé. Réessayez dans un moment.',
  },
};
