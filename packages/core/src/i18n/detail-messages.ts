/**
 * Every sentence the server can put in an error's `detail` (and the built-in sign-in pages show),
 * in English as the code writes it and in Canadian French (OQLF usage: « courriel », « permis »).
 * `{name}` is a placeholder: the English text around it is matched, the value is carried over as is
 * (field names, codes, dates, numbers, user text). A message prefixed by a field path
 * (`expiry_date: must …`) is matched without its path, which stays as is: the web maps it to the
 * field. `message-coverage.test.ts` (server) fails when the code can produce a message missing here.
 */
export const DETAIL_MESSAGES: readonly (readonly [en: string, fr: string])[] = [
  // Field rules of the zod contracts (packages/core/src/contracts)
  ['is required', 'est obligatoire'],
  ['is required (at least {n} characters)', 'est obligatoire (au moins {n} caractères)'],
  ['is invalid', "n'est pas valide"],
  ['must be a JSON object', 'doit être un objet JSON'],
  ['must be text', 'doit être du texte'],
  ['must be a valid id', 'doit être un identifiant valide'],
  ['must be a date in the form YYYY-MM-DD', 'doit être une date au format AAAA-MM-JJ'],
  ['must be a real calendar date in the form YYYY-MM-DD', 'doit être une date réelle au format AAAA-MM-JJ'],
  ['must be one of {values}', "doit être l'une des valeurs suivantes : {values}"],
  ['must be a list of whole numbers of days', 'doit être une liste de nombres entiers de jours'],
  ['must be a list of licenses', 'doit être une liste de permis'],
  ['must be a list of channels', 'doit être une liste de canaux'],
  ['must be a whole number of months', 'doit être un nombre entier de mois'],
  ['must be a whole number', 'doit être un nombre entier'],
  ['must be true or false', 'doit être true ou false'],
  [
    'must be a web address starting with https:// or http://',
    'doit être une adresse Web commençant par https:// ou http://',
  ],
  [
    'must be a Canadian or US phone number, such as (416) 555-0199: text messages go only to Canada and the US (no toll-free, premium or Caribbean numbers)',
    'doit être un numéro de téléphone du Canada ou des États-Unis, par exemple (416) 555-0199 : les textos ne vont qu’au Canada et aux États-Unis (aucun numéro sans frais, surtaxé ou des Caraïbes)',
  ],
  ['must be a renewal rule: {shape}', 'doit être une règle de renouvellement : {shape}'],
  ['must not contain control characters', 'ne doit pas contenir de caractères de contrôle'],
  ['must be at most {n} characters', 'doit compter au plus {n} caractères'],
  ['must be at least {n} characters', 'doit compter au moins {n} caractères'],
  ['must be at most {n}', 'doit être au plus {n}'],
  ['must be at least {n}', 'doit être au moins {n}'],
  ['must list at most {n} licenses', 'doit compter au plus {n} permis'],
  ['must list at most {n} channels', 'doit compter au plus {n} canaux'],
  ['must list {min} to {max} lead times', 'doit compter de {min} à {max} délais de rappel'],
  [
    'each lead time must be a whole number of days from {min} to {max}',
    'chaque délai de rappel doit être un nombre entier de jours de {min} à {max}',
  ],
  ['must not list the same lead time twice', 'ne doit pas compter deux fois le même délai de rappel'],
  ['must not be before the issue date', 'ne doit pas précéder la date de délivrance'],
  ['must not be before the issue date ({date})', 'ne doit pas précéder la date de délivrance ({date})'],
  [
    'must be after the current expiry date ({date})',
    "doit être postérieure à la date d'expiration actuelle ({date})",
  ],
  [
    'must be empty for a licence with no expiry (renewal rule "none")',
    'doit être vide pour un permis sans expiration (règle de renouvellement « none »)',
  ],
  [
    'must be empty for a licence with no expiry ({name})',
    'doit être vide pour un permis sans expiration ({name})',
  ],
  [
    'is too late; the expiry date would fall after 9999-12-31',
    "est trop tardive; la date d'expiration tomberait après le 9999-12-31",
  ],
  [
    'is too early; the issue date one term before it would fall before 0001-01-01',
    'est trop hâtive; la date de délivrance, un terme plus tôt, tomberait avant le 0001-01-01',
  ],
  ['is not a valid Canadian postal code', "n'est pas un code postal canadien valide"],
  ['Enter a postal code.', 'Entrez un code postal.'],
  [
    'Enter a postal code in the format A1A 1A1 (letter, digit, letter, digit, letter, digit).',
    'Entrez un code postal au format A1A 1A1 (lettre, chiffre, lettre, chiffre, lettre, chiffre).',
  ],
  [
    'Canadian postal codes never use the letters D, F, I, O, Q or U.',
    "Les codes postaux canadiens n'utilisent jamais les lettres D, F, I, O, Q ou U.",
  ],
  [
    'Canadian postal codes never start with W or Z.',
    'Les codes postaux canadiens ne commencent jamais par W ou Z.',
  ],
  [
    'Months must be a whole number from {min} to {max}.',
    'Le nombre de mois doit être un nombre entier de {min} à {max}.',
  ],
  ['Month must be a whole number from 1 to 12.', 'Le mois doit être un nombre entier de 1 à 12.'],
  [
    'Day must be a whole number from 1 to {max} for that month.',
    'Le jour doit être un nombre entier de 1 à {max} pour ce mois.',
  ],
  ['Unknown kind of renewal rule.', 'Type de règle de renouvellement inconnu.'],
  ['Please select at least one license', 'Veuillez choisir au moins un permis'],
  ['Please fill in all required fields', 'Veuillez remplir tous les champs obligatoires'],
  [
    'Please select a province for a provincial or municipal template',
    'Veuillez choisir une province pour un modèle provincial ou municipal',
  ],
  ['Please enter a city for a municipal template', 'Veuillez indiquer une ville pour un modèle municipal'],
  ['please enter your current password', 'veuillez entrer votre mot de passe actuel'],
  ['this is not your current password', "ce n'est pas votre mot de passe actuel"],
  ['does not match the e-mail of this account', 'ne correspond pas au courriel de ce compte'],
  ['no such license template', "ce modèle de permis n'existe pas"],
  ['Unknown field: {fields}', 'Champ inconnu : {fields}'],
  ['Unknown fields: {fields}', 'Champs inconnus : {fields}'],

  // The HTTP layer and the services (apps/server/src)
  ['Not authenticated', 'Non authentifié'],
  [
    'You do not have permission to perform this action',
    "Vous n'avez pas l'autorisation d'effectuer cette action",
  ],
  ['Not found', 'Introuvable'],
  ['Template not found', 'Modèle introuvable'],
  ['Business not found', 'Entreprise introuvable'],
  ['License not found', 'Permis introuvable'],
  ['Onboarding is already complete', "L'accueil est déjà terminé"],
  [
    'This licence has no expiry date; there is nothing to renew.',
    "Ce permis n'a pas de date d'expiration; il n'y a rien à renouveler.",
  ],
  [
    'Your sign-in is managed by your identity provider: change it there.',
    "Votre connexion est gérée par votre fournisseur d'identité : modifiez-la chez lui.",
  ],
  ['Your e-mail address is already verified.', 'Votre adresse courriel est déjà vérifiée.'],
  ['Too many attempts. Please try again later.', 'Trop de tentatives. Veuillez réessayer plus tard.'],
  ['Too many requests. Please try again later.', 'Trop de requêtes. Veuillez réessayer plus tard.'],
  ['The URL is not valid', "L'adresse URL n'est pas valide"],
  ['Invalid request', 'Requête non valide'],
  ['Bad request', 'Requête incorrecte'],
  ['The request body is not valid JSON', "Le corps de la requête n'est pas du JSON valide"],
  [
    'Unsupported content type; send application/json',
    'Type de contenu non pris en charge; envoyez application/json',
  ],
  ['The request body is too large', 'Le corps de la requête est trop volumineux'],
  [
    'The service is temporarily unavailable. Please try again in a moment.',
    'Le service est temporairement indisponible. Veuillez réessayer dans un instant.',
  ],
  // Faults answered cleanly (issue 30, item 7): a write racing a deletion; the embedded database's queue full
  [
    'It was deleted in the meantime. Please reload the page.',
    'Cet élément a été supprimé entre-temps. Veuillez recharger la page.',
  ],
  [
    'The server is busy. Please try again in a moment.',
    'Le serveur est occupé. Veuillez réessayer dans un instant.',
  ],
  ['Internal server error', 'Erreur interne du serveur'],

  // The built-in sign-in and account pages (apps/server/src/auth/builtin)
  ['Invalid email or password', 'Courriel ou mot de passe non valide'],
  [
    'Too many sign-in attempts. Please try again later, or reset your password to sign in now.',
    'Trop de tentatives de connexion. Veuillez réessayer plus tard, ou réinitialisez votre mot de passe pour vous connecter maintenant.',
  ],
  [
    'Too many new accounts from this network. Please try again later.',
    'Trop de nouveaux comptes depuis ce réseau. Veuillez réessayer plus tard.',
  ],
  [
    'Please remove the invisible control characters from this field.',
    'Veuillez retirer les caractères de contrôle invisibles de ce champ.',
  ],
  // Passwords too easy to guess (core's password-strength.ts, issue 31)
  [
    'This password is too easy to guess: it contains your e-mail address. Please choose another.',
    'Ce mot de passe est trop facile à deviner : il contient votre adresse courriel. Veuillez en choisir un autre.',
  ],
  [
    'This password is too easy to guess: it contains the name of this product. Please choose another.',
    'Ce mot de passe est trop facile à deviner : il contient le nom de ce produit. Veuillez en choisir un autre.',
  ],
  [
    'This password is too easy to guess: it is one of the most common passwords, or close to one. Please choose another.',
    'Ce mot de passe est trop facile à deviner : c’est l’un des mots de passe les plus courants, ou presque. Veuillez en choisir un autre.',
  ],
  [
    'Your password must be at least {n} characters.',
    'Votre mot de passe doit compter au moins {n} caractères.',
  ],
  [
    'Your password must be at most {n} characters.',
    'Votre mot de passe doit compter au plus {n} caractères.',
  ],
  ['Please enter your email address.', 'Veuillez entrer votre adresse courriel.'],
  ['Please enter a valid email address.', 'Veuillez entrer une adresse courriel valide.'],
  ['Please enter your full name.', 'Veuillez entrer votre nom complet.'],
  ['Your name must be at most {n} characters.', 'Votre nom doit compter au plus {n} caractères.'],
  // Zod's own wording, where a contract keeps it (a value of the wrong type, a text too long)
  ['Invalid input: expected {type}, received {got}', 'Entrée non valide : {type} attendu, {got} reçu'],
  ['Too big: expected string to have <={n} characters', 'Trop long : au plus {n} caractères attendus'],
  // The catalogue (decision 015)
  ['must be a list of business types', "doit être une liste de types d'entreprise"],
  ['lists a business type twice', "nomme deux fois le même type d'entreprise"],
  ['must be a web address', 'doit être une adresse Web'],
  ['must be a web address starting with https://', 'doit être une adresse Web commençant par https://'],
  [
    'must be a JSON object such as {"sells_alcohol":true}',
    'doit être un objet JSON comme {"sells_alcohol":true}',
  ],
  [
    '"{key}" is not a question; use one of {keys}',
    "« {key} » n'est pas une question; utilisez l'une de : {keys}",
  ],
  ['"{key}" must be true or false', '« {key} » doit être true ou false'],
  // The rulebook (decision 041)
  [
    'enter the expiry date printed on the licence; its term is not known',
    "entrez la date d'expiration inscrite sur le permis; sa durée n'est pas connue",
  ],
  [
    'must be a JSON object such as {"has_employees":true}',
    'doit être un objet JSON comme {"has_employees":true}',
  ],
  [
    'must be {type} for the activity {activity} (or left out)',
    "doit être {type} pour l'activité {activity} (ou être omis)",
  ],
  ['is required (or give an activity)', 'est obligatoire (ou indiquez une activité)'],
  [
    'must be an activity key such as hair_salon_barber (GET /api/activities lists them)',
    "doit être une clé d'activité comme hair_salon_barber (GET /api/activities les énumère)",
  ],
  [
    'must be a list of activity keys, or null for every business',
    "doit être une liste de clés d'activité, ou null pour toutes les entreprises",
  ],
  [
    'must name at least one activity, or be null for every business',
    'doit nommer au moins une activité, ou être null pour toutes les entreprises',
  ],
  ['lists an activity twice', 'nomme deux fois la même activité'],
  [
    'must be a list of conditions, each a key and when',
    'doit être une liste de conditions, chacune avec key et when',
  ],
  ['lists a question twice', 'nomme deux fois la même question'],
  [
    'city: {city} is not a place in {province} we know',
    'city : {city} ne fait pas partie des lieux connus de {province}',
  ],
  [
    'Only a super admin may send reminders now',
    'Seul un super-administrateur peut envoyer les rappels maintenant',
  ],
  // Spreadsheets and the calendar feed (decision 017)
  ['must be JSON: {"license_name": 0, …}', 'doit être du JSON : {"license_name": 0, …}'],
  [
    'must map fields ({fields}) to column numbers',
    'doit associer des champs ({fields}) à des numéros de colonne',
  ],
  [
    'mapping: {field} points at column {n}, past the last one',
    'mapping : {field} désigne la colonne {n}, au-delà de la dernière',
  ],
  [
    'No column is mapped to the licence name: map one, or name a header "Licence name".',
    'Aucune colonne ne correspond au nom du permis : associez-en une, ou nommez un en-tête « Nom du permis ».',
  ],
  ['The multipart/form-data body cannot be read.', 'Le corps multipart/form-data ne peut pas être lu.'],
  [
    'file: is required (a .csv or .xlsx file sent as multipart/form-data)',
    'file : est obligatoire (un fichier .csv ou .xlsx envoyé en multipart/form-data)',
  ],
  [
    'The file has more than {n} rows; import it in parts.',
    'Le fichier compte plus de {n} lignes; importez-le en plusieurs parties.',
  ],
  [
    'The file is not UTF-8 text: save it as "CSV UTF-8" or as .xlsx.',
    "Le fichier n'est pas du texte UTF-8 : enregistrez-le au format « CSV UTF-8 » ou en .xlsx.",
  ],
  ['The CSV file cannot be read: {reason}', 'Le fichier CSV ne peut pas être lu : {reason}'],
  // The problems of an imported sheet's rows (issue 30): the preview and the skipped rows' file
  ['Licence name is missing', 'Le nom du permis est manquant'],
  ['Business is missing', "L'entreprise est manquante"],
  ['Issue date is missing', 'La date de délivrance est manquante'],
  ['Unknown business "{name}"', 'Entreprise inconnue « {name} »'],
  [
    'Business name "{name}" is shared by several businesses',
    'Le nom « {name} » est celui de plusieurs entreprises',
  ],
  [
    'New business "{name}": give its province and city (columns of the sheet, or in the import dialog)',
    'Nouvelle entreprise « {name} » : indiquez sa province et sa ville (colonnes de la feuille, ou dans la fenêtre d’importation)',
  ],
  [
    'New business "{name}": unknown province "{province}"',
    'Nouvelle entreprise « {name} » : province inconnue « {province} »',
  ],
  ['Bad issue date "{value}" (use YYYY-MM-DD)', 'Date de délivrance invalide « {value} » (AAAA-MM-JJ)'],
  ['Bad expiry date "{value}" (use YYYY-MM-DD)', "Date d'expiration invalide « {value} » (AAAA-MM-JJ)"],
  [
    'Unknown level "{value}" (municipal, provincial or federal)',
    'Palier inconnu « {value} » (municipal, provincial ou fédéral)',
  ],
  [
    'Unknown renewal rule "{value}" (e.g. "every 12 months", "every year on 03-31", "no expiry", "date printed")',
    'Règle de renouvellement inconnue « {value} » (p. ex. « 12 mois », « chaque année le 03-31 », « aucune », « date inscrite »)',
  ],
  [
    'Bad reminder days "{value}" (e.g. "30, 14, 7")',
    'Jours de rappel invalides « {value} » (p. ex. « 30, 14, 7 »)',
  ],
  ['Reminders on must be yes or no, not "{value}"', 'Rappels actifs : oui ou non, pas « {value} »'],
  [
    'ID "{id}" is not a licence id from an export',
    "L'ID « {id} » n'est pas un identifiant de permis d'une exportation",
  ],
  ['Same licence as row {n}', 'Même permis que la ligne {n}'],
  ['must be a line number', 'doit être un numéro de ligne'],
  [
    'header_row: must be a line of the sheet (1 to {n})',
    'header_row : doit être une ligne de la feuille (1 à {n})',
  ],
  [
    'The file names {n} new businesses; at most {max} can be created in one import.',
    'Le fichier nomme {n} nouvelles entreprises; une importation peut en créer au plus {max}.',
  ],
  ['The file is not a readable .xlsx workbook.', "Le fichier n'est pas un classeur .xlsx lisible."],
  // Bounded reading of an uploaded workbook, one import at a time per account (issue 31)
  [
    'The workbook expands to more than {n} MB when opened; import it in parts.',
    'Le classeur dépasse {n} Mo une fois ouvert; importez-le en plusieurs parties.',
  ],
  [
    'The workbook is compressed {n} to 1, far more than a spreadsheet is; it cannot be imported.',
    "Le classeur est compressé à {n} pour 1, bien plus que ne l'est un tableur; il ne peut pas être importé.",
  ],
  [
    'The workbook has more than {n} parts; it cannot be imported.',
    'Le classeur compte plus de {n} parties; il ne peut pas être importé.',
  ],
  [
    'The file has more than {n} cells; import it in parts.',
    'Le fichier compte plus de {n} cellules; importez-le en plusieurs parties.',
  ],
  [
    'The workbook has more than {n} different texts; import it in parts.',
    'Le classeur compte plus de {n} textes différents; importez-le en plusieurs parties.',
  ],
  [
    'The workbook has more than {n} merged cell ranges; unmerge them or save the sheet as CSV.',
    'Le classeur compte plus de {n} plages de cellules fusionnées; annulez la fusion ou enregistrez la feuille en CSV.',
  ],
  [
    'An import of yours is already running; try again when it has finished.',
    'Une de vos importations est déjà en cours; réessayez quand elle sera terminée.',
  ],
  ['No such calendar feed', "Ce calendrier n'existe pas"],
  // Phone verification (decision 019)
  ['must be the 6 digits of the SMS', 'doit être les 6 chiffres du texto'],
  [
    'Add your phone number to your profile first.',
    "Ajoutez d'abord votre numéro de téléphone à votre profil.",
  ],
  ['This phone number is already verified.', 'Ce numéro de téléphone est déjà vérifié.'],
  ['Text messages are not set up on this server.', 'Les textos ne sont pas configurés sur ce serveur.'],
  [
    'This number answered STOP to our text messages: text START to us first.',
    "Ce numéro a répondu STOP à nos textos : envoyez-nous d'abord START par texto.",
  ],
  [
    'Too many text messages for this account today. Please try again tomorrow.',
    "Trop de textos pour ce compte aujourd'hui. Veuillez réessayer demain.",
  ],
  [
    'The text message could not be sent. Please try again later.',
    "Le texto n'a pas pu être envoyé. Veuillez réessayer plus tard.",
  ],
  ['no code is waiting; send a new one', "aucun code n'est en attente; demandez-en un nouveau"],
  [
    'the phone number changed since this code was sent; send a new one',
    'le numéro de téléphone a changé depuis l’envoi de ce code; demandez-en un nouveau',
  ],
  ['this code has expired; send a new one', 'ce code est expiré; demandez-en un nouveau'],
  ['too many wrong codes; send a new one', 'trop de codes erronés; demandez-en un nouveau'],
  // SMS only to Canadian and US numbers, within a daily budget per server (issue 31)
  [
    'Text messages go only to Canadian and US numbers: change the phone number on your profile.',
    'Les textos ne vont qu’aux numéros du Canada et des États-Unis : changez le numéro de téléphone de votre profil.',
  ],
  [
    'This server has sent all the text messages it may send today. Please try again tomorrow.',
    "Ce serveur a envoyé tous les textos permis aujourd'hui. Veuillez réessayer demain.",
  ],
  // Workspaces, members and invitations (decision 014)
  ['must be an e-mail address', 'doit être une adresse courriel'],
  ['is not a valid invitation link', "n'est pas un lien d'invitation valide"],
  [
    'You are a viewer in this workspace: you can see its businesses and licences but not change them.',
    'Vous êtes lecteur dans cet espace de travail : vous pouvez voir ses entreprises et ses permis, mais pas les modifier.',
  ],
  [
    'Only an owner of this workspace can do this.',
    'Seul un propriétaire de cet espace de travail peut faire cela.',
  ],
  ['Workspace not found', 'Espace de travail introuvable'],
  [
    'This person is already a member of the workspace.',
    "Cette personne est déjà membre de l'espace de travail.",
  ],
  // Caps per account and invitations from confirmed accounts only (issue 31)
  [
    'A workspace can have at most {n} invitations waiting or withdrawn in the last 24 hours; try again later.',
    'Un espace de travail peut avoir au plus {n} invitations en attente ou retirées dans les dernières 24 heures; réessayez plus tard.',
  ],
  [
    'You can send at most {n} invitations a day; try again tomorrow (UTC).',
    'Vous pouvez envoyer au plus {n} invitations par jour; réessayez demain (UTC).',
  ],
  [
    'Only an account with a confirmed e-mail address can invite: confirm yours first.',
    'Seul un compte dont l’adresse courriel est confirmée peut inviter : confirmez d’abord la vôtre.',
  ],
  [
    'You can create at most {n} businesses; delete some first.',
    'Vous pouvez créer au plus {n} entreprises; supprimez-en d’abord quelques-unes.',
  ],
  [
    'The owner of this business can have at most {n} licences across their businesses; delete some first.',
    'La personne propriétaire de cette entreprise peut avoir au plus {n} permis dans l’ensemble de ses entreprises; supprimez-en d’abord quelques-uns.',
  ],
  ['Invitation not found', 'Invitation introuvable'],
  [
    'This invitation was already accepted; remove the member instead.',
    'Cette invitation a déjà été acceptée; retirez plutôt le membre.',
  ],
  ['This invitation link is not valid.', "Ce lien d'invitation n'est pas valide."],
  ['This invitation has already been used.', 'Cette invitation a déjà été utilisée.'],
  [
    'This invitation was withdrawn; ask for a new one.',
    'Cette invitation a été retirée; demandez-en une nouvelle.',
  ],
  [
    'This invitation has expired (links work for {n} days); ask for a new one.',
    'Cette invitation est expirée (les liens sont valides {n} jours); demandez-en une nouvelle.',
  ],
  [
    'Confirm your e-mail address first: only a verified address can accept an invitation.',
    "Confirmez d'abord votre adresse courriel : seule une adresse vérifiée peut accepter une invitation.",
  ],
  [
    'This invitation was sent to another e-mail address: sign in with that address to accept it.',
    "Cette invitation a été envoyée à une autre adresse courriel : connectez-vous avec cette adresse pour l'accepter.",
  ],
  [
    'full_name and phone_number: confirm your name and phone to join',
    'full_name et phone_number : confirmez votre nom et votre téléphone pour vous joindre',
  ],
  ['full_name: confirm your name to join', 'full_name : confirmez votre nom pour vous joindre'],
  ['You can create at most {n} workspaces.', 'Vous pouvez créer au plus {n} espaces de travail.'],
  [
    'Your personal workspace cannot be deleted; delete its businesses, or your account, instead.',
    'Votre espace de travail personnel ne peut pas être supprimé; supprimez plutôt ses entreprises, ou votre compte.',
  ],
  ['does not match the name of this workspace', 'ne correspond pas au nom de cet espace de travail'],
  ['Member not found', 'Membre introuvable'],
  [
    'A workspace needs at least one owner: make another member an owner first, or delete the workspace.',
    "Un espace de travail doit avoir au moins un propriétaire : nommez d'abord un autre membre propriétaire, ou supprimez l'espace.",
  ],
  [
    'You cannot leave or be removed from your own personal workspace.',
    'Vous ne pouvez pas quitter votre propre espace de travail personnel ni en être retiré.',
  ],
  // Workspace channels: Slack, Teams, webhooks (decision 026)
  ['Channel not found', 'Canal introuvable'],
  [
    'A workspace can have at most {n} channels; delete one first.',
    "Un espace de travail peut avoir au plus {n} canaux; supprimez-en un d'abord.",
  ],
  ['The address is not a valid URL.', "L'adresse n'est pas une URL valide."],
  ['The address must start with https://.', "L'adresse doit commencer par https://."],
  ['{host} does not resolve.', '{host} ne correspond à aucune adresse.'],
  [
    '{host} points to a private or reserved address ({address}).',
    '{host} pointe vers une adresse privée ou réservée ({address}).',
  ],
  // A business's reminder recipients (decision 023)
  ['must name at least one channel', 'doit nommer au moins un canal'],
  ['is required for an outside contact', 'est obligatoire pour un contact externe'],
  [
    'an outside contact needs an e-mail address or a phone number',
    'un contact externe doit avoir une adresse courriel ou un numéro de téléphone',
  ],
  [
    'SMS to an outside contact is not available yet; choose e-mail.',
    'Les textos à un contact externe ne sont pas encore offerts; choisissez le courriel.',
  ],
  ['is required to send e-mail reminders', 'est obligatoire pour envoyer des rappels par courriel'],
  [
    'A business can have at most {n} reminder recipients; remove some first.',
    "Une entreprise peut avoir au plus {n} destinataires de rappels; retirez-en d'abord.",
  ],
  [
    'A member receives reminders at the e-mail and phone of their own profile: send only kind and channels.',
    'Un membre reçoit les rappels au courriel et au téléphone de son propre profil : envoyez seulement kind et channels.',
  ],
  [
    'You already receive the reminders of this business.',
    'Vous recevez déjà les rappels de cette entreprise.',
  ],
  [
    'this address already receives the reminders of this business',
    'cette adresse reçoit déjà les rappels de cette entreprise',
  ],
  [
    'This contact was already sent {n} confirmation e-mails; they can use the last one.',
    'Ce contact a déjà reçu {n} courriels de confirmation; il peut utiliser le dernier.',
  ],
  [
    'Your account reached its daily cap of e-mails; try again tomorrow.',
    'Votre compte a atteint sa limite quotidienne de courriels; réessayez demain.',
  ],
  ['Recipient not found', 'Destinataire introuvable'],
  [
    'This contact already confirmed; reminders go to them.',
    'Ce contact a déjà confirmé; les rappels lui sont envoyés.',
  ],
  [
    'A member receives reminders at their own profile’s address: there is nothing to confirm.',
    'Un membre reçoit les rappels à l’adresse de son propre profil : il n’y a rien à confirmer.',
  ],
  [
    'This contact stopped these reminders: no confirmation can be sent to them.',
    'Ce contact a arrêté ces rappels : aucune confirmation ne peut lui être envoyée.',
  ],
  [
    'This contact has no e-mail address to send a confirmation to.',
    'Ce contact n’a pas d’adresse courriel à laquelle envoyer une confirmation.',
  ],
  [
    'Each member opts in or out of reminders themselves.',
    "Chaque membre s'abonne ou se désabonne lui-même des rappels.",
  ],
  // Watched sources (decision 043)
  [
    'Only a super admin may check the sources now',
    'Seul un super administrateur peut vérifier les sources maintenant',
  ],
  [
    'Watching sources is turned off on this server (SOURCE_WATCH_ENABLED=false).',
    'La surveillance des sources est désactivée sur ce serveur (SOURCE_WATCH_ENABLED=false).',
  ],
  ['Source change not found', 'Changement de source introuvable'],
  ['This source change was already reviewed.', 'Ce changement de source a déjà été examiné.'],
  // Idempotency-Key on creates (decision 045)
  [
    'The Idempotency-Key header must be 1 to 255 printable characters.',
    'L’en-tête Idempotency-Key doit compter de 1 à 255 caractères imprimables.',
  ],
  [
    'A request with this Idempotency-Key is still in progress. Try again in a moment.',
    'Une requête portant cette clé Idempotency-Key est encore en cours. Réessayez dans un instant.',
  ],
  [
    'This Idempotency-Key was already used for a different request.',
    'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
  ],
];
