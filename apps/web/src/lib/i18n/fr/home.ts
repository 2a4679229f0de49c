import type { home as en } from '../en/home';

// Page d'accueil (PRODUCT §2 « / »).
export const home: typeof en = {
  hero: {
    eyebrow: 'Conçu pour les entreprises canadiennes',
    title: 'Ne manquez plus jamais une date de renouvellement de permis',
    body: 'License Tracker réunit dans un seul tableau de bord tous les permis, licences et certificats municipaux, provinciaux et fédéraux de votre entreprise. Nous calculons les dates d’expiration pour vous et envoyons des rappels 30, 14 et 7 jours avant toute échéance.',
    secondary: 'En savoir plus sur nous',
    note: 'Gratuit pour commencer. Aucune carte de crédit requise.',
  },
  why: {
    title: 'Pourquoi choisir License Tracker',
    subtitle: 'Des centaines d’entreprises au Canada nous font confiance pour rester conformes sans tableur.',
    stats: {
      setup: { value: '5 min', label: 'Temps de configuration' },
      alerts: { value: '3', label: 'Alertes avant chaque expiration' },
      levels: { value: 'Tous', label: 'Paliers de permis : municipal, provincial et fédéral' },
      cost: { value: 'Gratuit', label: 'Commencez gratuitement, sans carte de crédit' },
    },
  },
  features: {
    title: 'Tout ce qu’il faut pour rester conforme',
    subtitle: 'De votre premier permis d’exploitation à un portefeuille réparti sur plusieurs emplacements.',
    items: {
      dashboard: {
        title: 'Un seul tableau de bord pour tous vos permis',
        body: 'Consultez côte à côte vos permis municipaux, provinciaux et fédéraux, et voyez d’un coup d’œil ce qui est actif, expire bientôt ou est expiré.',
      },
      reminders: {
        title: 'Des rappels avant qu’il soit trop tard',
        body: 'Des rappels automatiques 30, 14 et 7 jours avant chaque date d’expiration, pour que les renouvellements ne vous prennent jamais par surprise.',
      },
      expiry: {
        title: 'Des dates d’expiration calculées pour vous',
        body: 'Entrez la date de délivrance et nous calculons l’expiration selon la durée de validité habituelle. Vous pouvez toujours la modifier.',
      },
      templates: {
        title: 'Des modèles pour votre type d’entreprise',
        body: 'Des modèles de permis préchargés selon votre type d’entreprise, votre province et votre ville vous aident à trouver ce que vous devez détenir.',
      },
      locations: {
        title: 'Plusieurs entreprises, un seul compte',
        body: 'Suivez les permis de chacun de vos emplacements, chacun avec sa ville et sa province.',
      },
      secure: {
        title: 'Sécuritaire dès la conception',
        body: 'La connexion est confiée à un fournisseur d’identité de confiance et vos données ne sont visibles que par vous.',
      },
    },
  },
  preview: {
    title: 'Votre conformité, d’un coup d’œil',
    body: 'Les permis qui expirent bientôt, expirés et actifs, regroupés par palier, dès que vous vous connectez.',
  },
  cta: {
    title: 'Prêt à ne plus vous soucier des renouvellements?',
    body: 'Configurez votre entreprise en cinq minutes environ et laissez License Tracker surveiller le calendrier pour vous.',
    button: 'Commencer',
  },
};
