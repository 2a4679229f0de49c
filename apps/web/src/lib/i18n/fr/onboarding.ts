import type { onboarding as en } from '../en/onboarding';

// /app/onboarding : l'assistant en cinq étapes (PRODUCT §2, §4, §5, §8).
export const onboarding: typeof en = {
  title: 'Bienvenue dans License Tracker',
  intro: 'Configurons votre entreprise en quelques étapes.',
  progressLabel: 'Progression de la configuration',
  stepOf: 'Étape {{step}} sur {{total}}',
  steps: {
    location: 'Emplacement',
    profile: 'Profil',
    business: 'Entreprise',
    licenses: 'Permis',
    complete: 'Terminer',
  },
  current: '(étape en cours)',
  done: '(terminée)',
  back: 'Retour',
  next: 'Suivant',
  saving: 'Enregistrement…',
  location: {
    title: 'Où se trouve votre entreprise?',
    canadaOnly: 'Nous prenons en charge uniquement les entreprises canadiennes.',
  },
  profile: {
    title: 'Vos coordonnées',
    fromAccount:
      'Ces renseignements proviennent de votre compte de connexion. Vérifiez-les et remplissez ce qui manque.',
    email: 'Courriel',
    fullName: 'Nom complet',
    phone: 'Numéro de téléphone',
    address: 'Adresse municipale',
  },
  business: {
    title: 'Votre entreprise',
  },
  licenses: {
    title: 'Choisissez les permis requis',
    intro:
      'Pour « {{activity}} » à {{city}}, {{province}} : répondez d’abord aux questions, puis cochez les permis qui s’appliquent.',
    loading: 'Chargement des permis…',
    loadError: 'Nous n’avons pas pu charger la liste des permis. Veuillez réessayer.',
    retry: 'Réessayer',
    groups: { federal: 'Fédéral', provincial: 'Provincial', municipal: 'Municipal' },
    none: 'Aucun pour votre activité et votre emplacement.',
    selected_one: '{{count}} permis sélectionné',
    selected_other: '{{count}} permis sélectionnés',
    questionsTitle: 'À propos de votre entreprise',
    questionsIntro: 'Vos réponses déterminent les permis qui s’appliquent à vous.',
    yes: 'Oui',
    no: 'Non',
    mightApply: 'Pourrait aussi s’appliquer',
    mightApplyIntro: 'Répondez aux questions ci-dessus pour savoir si ces permis s’appliquent à vous.',
    noteUnverified: 'Non vérifié :',
  },
  complete: {
    title: 'Dates d’expiration et rappels',
    intro:
      'Entrez la date d’expiration inscrite sur chaque permis. Si vous ne la connaissez pas, cochez « Je ne sais pas » et indiquez sa date de délivrance : nous calculerons l’expiration à partir de celle-ci.',
    expiryDate: 'Date d’expiration inscrite sur {{name}}',
    unknown: 'Je ne sais pas',
    unknownNamed: 'Je ne connais pas la date d’expiration de {{name}}',
    issueDate: 'Date de délivrance de {{name}}',
    issueHint:
      'Si cette date remonte à plus d’un renouvellement, l’expiration calculée est une estimation : vérifiez-la plus tard sur votre permis.',
    noExpiry: 'Rien à entrer : il reste valide jusqu’à son annulation.',
    printedOnly: 'Entrez la date d’expiration inscrite sur le permis — sa durée n’est pas connue.',
    notifications: 'Préférences de notification',
    email: 'Courriel',
    sms: 'Texto',
    smsPhone: 'Numéro de téléphone pour les rappels par texto',
    smsPhoneNeeded: 'Veuillez entrer un numéro de téléphone pour les rappels par texto',
    submit: 'Terminer la configuration',
    submitting: 'Finalisation…',
  },
  messages: {
    location: 'Veuillez choisir une ville et une province',
    required: 'Veuillez remplir tous les champs obligatoires',
    business: 'Veuillez entrer le nom et le type de l’entreprise',
    licenses: 'Veuillez choisir au moins un permis',
    dates:
      'Veuillez entrer la date d’expiration inscrite sur chaque permis, ou cocher « Je ne sais pas » et indiquer sa date de délivrance',
    profileFailed: 'Impossible de mettre à jour le profil',
    completeFailed: 'Impossible de terminer la configuration',
    completed: 'Configuration terminée! Bienvenue dans License Tracker!',
  },
};
