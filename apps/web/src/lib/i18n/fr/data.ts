import type { data as en } from '../en/data';

// Données entrantes et sortantes (issue 18) : importation et exportation des permis, calendrier, « télécharger mes données ».
export const data: typeof en = {
  personalWorkspace: 'Personnel',
  export: {
    csv: 'Exporter en CSV',
    xlsx: 'Exporter en Excel',
    csvFiltered: 'Exporter les résultats en CSV',
    xlsxFiltered: 'Exporter les résultats en Excel',
    filteredHint_zero:
      'Aucun permis ne correspond à la recherche et aux filtres : l’exportation ne contient que les en-têtes.',
    filteredHint_one:
      'L’exportation contient le {{count}} permis qui correspond à la recherche et aux filtres.',
    filteredHint_other:
      'L’exportation contient les {{count}} permis qui correspondent à la recherche et aux filtres.',
    failed: 'L’exportation a échoué',
  },
  import: {
    open: 'Importer',
    title: 'Importer des permis à partir d’un tableur',
    workspace: 'Importer dans',
    workspaceHint: 'Les lignes ne nomment que des entreprises de cet espace de travail.',
    anyWorkspace: 'Tous les espaces de travail que je peux modifier',
    intro:
      'Téléversez un fichier .csv (UTF-8, virgule ou point-virgule) ou .xlsx avec un permis par ligne. Les en-têtes en français ou en anglais sont reconnus; vérifiez les colonnes ci-dessous avant d’importer.',
    file: 'Fichier du tableur',
    reading: 'Lecture du fichier…',
    mapping: 'Colonnes',
    mappingHint:
      'La colonne qui contient chaque champ. Les lignes sont jumelées aux permis existants par leur identifiant, ou par entreprise, nom et numéro.',
    notMapped: '(non importée)',
    mode: 'Si certaines lignes posent problème',
    modeAllOrNothing: 'Ne rien importer (tout ou rien)',
    modeValidRows: 'Importer les lignes valides, ignorer les autres',
    preview: 'Aperçu des premières lignes',
    row: 'Ligne',
    action: 'Ce qui se passera',
    licence: 'Permis',
    business: 'Entreprise',
    expiry: 'Expiration',
    problems: 'Problèmes',
    actions: {
      create: 'Nouveau',
      update: 'Mis à jour',
      unchanged: 'Inchangé',
      skip: 'Ignoré',
    },
    counts:
      '{{rows}} lignes : {{created}} nouvelles, {{updated}} mises à jour, {{unchanged}} inchangées, {{skipped}} avec des problèmes.',
    submit: 'Importer',
    importing: 'Importation…',
    done: 'Importation terminée : {{created}} nouveaux, {{updated}} mis à jour, {{unchanged}} inchangés, {{skipped}} ignorés.',
    refused:
      'Rien n’a été importé : {{skipped}} lignes posent problème. Corrigez-les, ou choisissez d’importer les lignes valides.',
    skippedTitle: 'Lignes ignorées',
    failed: 'L’importation a échoué',
    close: 'Fermer',
    fields: {
      id: 'Identifiant',
      business: 'Entreprise',
      license_name: 'Nom du permis',
      license_type: 'Type de permis',
      level: 'Palier',
      issued_date: 'Date de délivrance',
      expiry_date: 'Date d’expiration',
      license_number: 'Numéro de permis',
      authority: 'Autorité émettrice',
      renewal_rule: 'Règle de renouvellement',
      reminder_days: 'Jours de rappel',
      reminder_enabled: 'Rappels activés',
      source_url: 'Source officielle',
      notes: 'Remarques',
    },
  },
  calendar: {
    title: 'Calendrier des échéances',
    body: 'Abonnez-vous à cette adresse privée dans votre application de calendrier pour voir chaque date d’expiration de permis, avec des alarmes aux délais de rappel. Toute personne qui a l’adresse peut la lire : gardez-la privée, ou créez-en une nouvelle.',
    url: 'Adresse du calendrier',
    scope: 'Permis de',
    allWorkspaces: 'Tous mes espaces de travail',
    scopeHint:
      'Le calendrier d’un espace de travail ne montre que ses permis; tous utilisent la même clé : une nouvelle adresse les remplace tous.',
    feedName: 'Échéances des permis',
    feedNameIn: 'Échéances des permis — {{workspace}}',
    copy: 'Copier',
    copied: 'Adresse copiée',
    subscribe: 'Ouvrir dans mon application de calendrier',
    google: 'Ajouter à Google Agenda',
    outlook: 'Ajouter à Outlook',
    rotate: 'Créer une nouvelle adresse',
    rotateConfirm:
      'L’adresse actuelle cessera de fonctionner dans tous les calendriers qui l’utilisent. Continuer?',
    rotated: 'Nouvelle adresse créée; l’ancienne ne fonctionne plus.',
    refreshNote:
      'Les applications de calendrier actualisent les abonnements à leur propre rythme, souvent seulement toutes les quelques heures (Google Agenda peut prendre jusqu’à une journée) : un changement ici peut prendre autant de temps à s’afficher.',
    failed: 'Impossible de charger l’adresse du calendrier',
  },
  myData: {
    title: 'Vos données',
    body: 'Téléchargez tout ce que License Tracker conserve à votre sujet — profil, compte de connexion, espaces de travail et votre rôle dans chacun, entreprises que vous avez créées, permis et leur historique (aussi en tableau CSV dans le fichier), contacts externes à qui vos entreprises envoient des rappels, rappels qui vous ont été envoyés — dans un seul fichier JSON.',
    download: 'Télécharger mes données',
    downloadCsv: 'Mes permis en CSV',
    failed: 'Le téléchargement a échoué',
  },
};
