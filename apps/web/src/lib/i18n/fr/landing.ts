import type { landing as en } from '../en/landing';

// Page d'accueil simplifiée (PRODUCT §2 « /landing »).
export const landing: typeof en = {
  title: 'Gardez tous les permis de votre entreprise à jour',
  body: 'License Tracker vous avertit avant l’expiration de vos permis, pour que vous puissiez vous concentrer sur votre entreprise.',
  getStarted: 'Commencer',
  featuresTitle: 'Ce que vous obtenez',
  features: {
    reminders: {
      title: 'Rappels automatiques',
      body: 'Des rappels par courriel 30, 14 et 7 jours avant l’expiration de chaque permis.',
    },
    tracking: {
      title: 'Suivi des permis',
      body: 'Vos permis municipaux, provinciaux et fédéraux dans une seule liste bien organisée.',
    },
    expiry: {
      title: 'Calcul des dates d’expiration',
      body: 'Des dates d’expiration calculées selon les durées de validité habituelles, modifiables au besoin.',
    },
    location: {
      title: 'Recommandations selon l’emplacement',
      body: 'Des suggestions des permis dont les entreprises comme la vôtre ont habituellement besoin dans votre ville et votre province.',
    },
  },
};
