import type { about as en } from '../en/about';

// Page À propos (PRODUCT §2 « /about »).
export const about: typeof en = {
  title: 'À propos de License Tracker',
  intro:
    'Nous aidons les entreprises canadiennes à garder leurs permis, licences et certificats à jour, sans tableurs ni papillons adhésifs.',
  story: {
    title: 'Notre histoire',
    paragraphs: [
      'License Tracker est né de l’expérience d’une restauratrice qui a appris que le permis de son établissement alimentaire était expiré seulement lorsqu’un inspecteur le lui a signalé. L’avis de renouvellement avait été envoyé à une ancienne adresse, et l’amende a coûté plus cher que le permis lui-même.',
      'En discutant avec d’autres propriétaires, nous avons entendu la même chose encore et encore : les permis municipaux, provinciaux et fédéraux suivent chacun leur propre calendrier, et personne n’a le temps de tous les surveiller. Nous avons donc créé l’outil que nous aurions voulu avoir : un seul endroit qui sait ce que vous détenez, quand cela expire et quand vous le rappeler.',
    ],
  },
  whatWeDo: {
    title: 'Ce que nous faisons',
    items: [
      'Réunir tous les permis municipaux, provinciaux et fédéraux de votre entreprise dans un seul tableau de bord.',
      'Calculer les dates d’expiration selon les durées de validité habituelles, et vous permettre de les modifier lorsque votre permis indique autre chose.',
      'Envoyer des rappels 30, 14 et 7 jours avant chaque date d’expiration.',
      'Suggérer les permis dont les entreprises comme la vôtre ont habituellement besoin, selon votre type d’entreprise, votre province et votre ville.',
    ],
  },
  commitment: {
    title: 'Notre engagement',
    accuracy: {
      title: 'Exactitude',
      body: 'Nous tenons à jour nos modèles de permis et leurs durées de validité, et nous indiquons la source de chaque suggestion pour que vous puissiez la confirmer auprès de l’autorité émettrice.',
    },
    security: {
      title: 'Sécurité',
      body: 'Vos renseignements sont protégés en transit et au repos, la connexion est confiée à un fournisseur d’identité de confiance, et nous ne vendons jamais vos données.',
    },
    support: {
      title: 'Soutien',
      body: 'De vraies personnes répondent à vos questions. Si quelque chose semble incorrect ou s’il vous faut un permis que nous n’offrons pas encore, dites-le-nous et nous vous aiderons.',
    },
  },
  whoWeServe: {
    title: 'Notre clientèle',
    smallBusinesses: {
      title: 'Petites entreprises et jeunes pousses',
      body: 'Soyez conforme dès le premier jour, sans embaucher d’aide ni apprendre chaque règlement municipal.',
    },
    multiLocation: {
      title: 'Entreprises à plusieurs emplacements',
      body: 'Suivez les permis de chaque magasin, cuisine ou chantier, chacun avec sa ville et sa province.',
    },
    growing: {
      title: 'Entreprises en croissance',
      body: 'À mesure que vous ajoutez des services et des emplacements, les nouvelles exigences sont faciles à ajouter et à suivre.',
    },
    consultants: {
      title: 'Consultants et teneurs de livres',
      body: 'Surveillez les dates de renouvellement des entreprises que vous accompagnez, au même endroit.',
    },
  },
  cta: {
    title: 'Joignez-vous aux centaines d’entreprises qui devancent leurs renouvellements',
    body: 'C’est gratuit pour commencer et la configuration prend environ cinq minutes. Aucune carte de crédit requise.',
    button: 'Commencer',
  },
};
