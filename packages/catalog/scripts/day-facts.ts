// What an owner needs on the day a reminder arrives (issue 28): the fee, what happens when it is
// late, how to renew and the renewal page, in English and Canadian French, by template key.
//
// Written from the research of 2026-11 (the `fee`, `late_penalty`, `recurring_filing` and `notes` of
// activity-licences.json, employer-registrations.json, municipal-more.json and
// municipal-and-corrections.json, with their -evidence.md) and from the notes of the older facts
// (license-facts.json and its additions). Rules:
// - A field the research leaves blank ("Not stated", "Not found", "not retrieved", "not shown") has
//   no entry here: the template says null, and nothing is guessed.
// - A statement that rests only on a secondary source (a news report, a govanswers.org summary, a
//   copy on a document host) says so ("according to …"); nothing third-party reads as official.
// - `late` is a penalty, a grace period or what a lapse costs; a plain filing deadline is `renew`.
// - `url` is an official page for renewing or filing that the research names and that differs from
//   the template's source (build-templates.ts checks both).
// Amounts are as the source gives them, with its year when the research gives one.

/** [English, French]. */
type Bilingual = readonly [string, string];

export interface DayFacts {
  fee?: Bilingual;
  late?: Bilingual;
  renew?: Bilingual;
  url?: string;
}

export const DAY_FACTS: Readonly<Record<string, DayFacts>> = {
  // ——— Federal (license-facts notes; employer-registrations.json) ———
  'federal-safe-food-for-canadians-sfc-licence': {
    renew: [
      'Renew up to 120 days before expiry; the renewed licence runs 2 years from the original expiry date.',
      'Renouveler jusqu’à 120 jours avant l’expiration; le permis renouvelé est valide 2 ans à compter de la date d’expiration initiale.',
    ],
  },
  'federal-drug-establishment-licence-del': {
    renew: [
      'Send Health Canada the application for annual review, with the payment, before 1 April each year.',
      'Envoyer à Santé Canada la demande d’examen annuel, avec le paiement, avant le 1er avril de chaque année.',
    ],
  },
  'federal-medical-device-licence-class-ii-iv-annual-right-to-sell': {
    fee: ['A yearly right-to-sell fee.', 'Droit annuel de vente.'],
    renew: [
      'Complete the annual licence renewal (Health Canada sends the package in early August) and pay the right-to-sell fee.',
      'Remplir le renouvellement annuel de l’homologation (Santé Canada envoie la trousse au début d’août) et payer le droit de vente.',
    ],
  },
  'federal-cannabis-licence-cultivation-processing-sale-for-medical-purposes': {
    renew: [
      'Apply in the Cannabis Tracking and Licensing System (CTLS) at least 3 months before expiry; the renewal opens 4 months before.',
      'Présenter la demande dans le Système de suivi du cannabis et de demande de licence (SSCDL) au moins 3 mois avant l’expiration; le renouvellement s’ouvre 4 mois avant.',
    ],
  },
  'federal-background-music-licence-socan-tariff-15a-re-sound-tariff-3-via-entandem': {
    fee: [
      'A yearly blanket licence, priced by floor area.',
      'Licence générale annuelle, dont le prix dépend de la superficie.',
    ],
  },
  'federal-payroll-deductions-program-account-rp': {
    renew: [
      'Remit source deductions (income tax, CPP, EI) by the 15th of the month after you paid them, unless the CRA assigns another frequency.',
      'Verser les retenues à la source (impôt, RPC, AE) au plus tard le 15 du mois suivant leur retenue, sauf si l’ARC attribue une autre fréquence.',
    ],
  },
  'federal-t4-information-return-t4-slips-and-summary': {
    renew: [
      'File the T4 return and give the slips by the last day of February for the previous year.',
      'Produire la déclaration T4 et remettre les feuillets au plus tard le dernier jour de février pour l’année précédente.',
    ],
  },
  'federal-gst-hst-registration-rt-program-account': {
    renew: [
      'Returns are due one month after each monthly or quarterly period, or three months after the year end for yearly filers (individuals with a 31 December year end: return by 15 June, payment by 30 April).',
      'Les déclarations sont dues un mois après chaque période mensuelle ou trimestrielle, ou trois mois après la fin de l’exercice pour une déclaration annuelle (particuliers dont l’exercice se termine le 31 décembre : déclaration au plus tard le 15 juin, paiement au plus tard le 30 avril).',
    ],
  },
  'federal-federal-corporation-annual-return-cbca': {
    renew: [
      'File the annual return, with the information on individuals with significant control, within 60 days after the anniversary of incorporation.',
      'Déposer le rapport annuel, avec les renseignements sur les particuliers ayant un contrôle important, dans les 60 jours suivant l’anniversaire de la constitution.',
    ],
  },

  // ——— Ontario ———
  'provincial-on-notice-of-personal-service-setting-operation-o-reg-136-18': {
    late: [
      'Public health inspectors can issue tickets and fines when the regulation is not followed.',
      'Les inspecteurs de la santé publique peuvent remettre des contraventions et imposer des amendes en cas de non-respect du règlement.',
    ],
    renew: [
      'Give the local public health unit written notice at least 14 days before opening, adding a service or renovating.',
      'Aviser par écrit le bureau de santé publique local au moins 14 jours avant l’ouverture, l’ajout d’un service ou des rénovations.',
    ],
  },
  'provincial-on-child-care-licence-child-care-and-early-years-act-2014': {
    fee: [
      'Renewal: $100 to $230 by licensed capacity (the Ministry’s FAQ, an older page).',
      'Renouvellement : de 100 $ à 230 $ selon la capacité autorisée (FAQ du Ministère, une page ancienne).',
    ],
  },
  'provincial-on-liquor-sales-licence': {
    fee: [
      'Set by the AGCO’s fee schedule for the chosen 2- or 4-year term; the page seen does not give the amounts.',
      'Fixés par le barème de la CAJO selon la durée choisie, 2 ou 4 ans; la page consultée ne donne pas les montants.',
    ],
    late: [
      'An expired liquor licence cannot be renewed: if the renewal is not received by the expiry date, a new application (and a new licence number) is needed.',
      'Un permis d’alcool expiré ne peut pas être renouvelé : si le renouvellement n’est pas reçu à la date d’expiration, il faut une nouvelle demande (et un nouveau numéro de permis).',
    ],
    renew: [
      'Renew with the AGCO before the expiry date (reminders come 60 and 7 days before); tax compliance is checked.',
      'Renouveler auprès de la CAJO avant la date d’expiration (rappels 60 et 7 jours avant); la conformité fiscale est vérifiée.',
    ],
  },
  'provincial-on-grocery-store-licence-beer-cider-wine': {
    renew: [
      'Tax compliance is verified at each renewal.',
      'La conformité fiscale est vérifiée à chaque renouvellement.',
    ],
  },
  'provincial-on-liquor-delivery-service-licence': {
    fee: ['$200 for 2 years or $400 for 4 years.', '200 $ pour 2 ans ou 400 $ pour 4 ans.'],
  },
  'provincial-on-new-home-builder-vendor-licence': {
    renew: [
      'The renewal is due 30 days before expiry.',
      'Le renouvellement est dû 30 jours avant l’expiration.',
    ],
  },
  'provincial-on-fuels-contractor-registration': {
    renew: [
      'The TSSA sends the renewal invoice 60 days before expiry.',
      'L’Office des normes techniques et de la sécurité (TSSA) envoie la facture de renouvellement 60 jours avant l’expiration.',
    ],
  },
  'provincial-on-specialty-vape-store-registration-smoke-free-ontario-act-2017': {
    renew: [
      'Update the registration every year by 31 January (Wellington-Dufferin-Guelph Public Health; confirm with your health unit).',
      'Mettre à jour l’enregistrement chaque année au plus tard le 31 janvier (Santé publique de Wellington-Dufferin-Guelph; vérifier auprès de votre bureau de santé).',
    ],
  },
  'provincial-on-motor-vehicle-dealer-registration-omvic': {
    fee: [
      'Yearly dealer renewal $392 (each branch $392); new application $683; $22 transaction fee per vehicle (from 1 September 2025).',
      'Renouvellement annuel du commerçant : 392 $ (chaque succursale : 392 $); nouvelle demande : 683 $; frais de transaction de 22 $ par véhicule (depuis le 1er septembre 2025).',
    ],
    late: [
      'A $300 late fee for dealers; operating without registration is illegal.',
      'Frais de retard de 300 $ pour les commerçants; exercer sans inscription est illégal.',
    ],
    renew: [
      'File the renewal up to 60 days before expiry.',
      'Déposer le renouvellement jusqu’à 60 jours avant l’expiration.',
    ],
    url: 'https://omvic.ca/selling/register/maintaining-registration',
  },
  'provincial-on-security-guard-private-investigator-agency-licence-psisa': {
    fee: [
      '$700 (security guard or private investigator agency); $1,400 (both).',
      '700 $ (agence de gardiennage ou d’enquête privée); 1 400 $ (les deux).',
    ],
  },
  'provincial-on-brokerage-salesperson-registration-tresa': {
    late: [
      'No trading while the registration has lapsed (according to a third-party guide).',
      'Aucune opération pendant que l’inscription est échue (selon un guide d’un tiers).',
    ],
  },
  'provincial-on-electrical-contractor-licence-lec': {
    fee: [
      'A yearly licence fee; the page seen does not give the amount.',
      'Droits annuels de permis; la page consultée ne donne pas le montant.',
    ],
    late: [
      'If the licence lapses, the contractor must stop operating and cannot arrange inspections.',
      'Si le permis n’est plus valide, l’entrepreneur doit cesser ses activités et ne peut pas demander d’inspections.',
    ],
    renew: [
      'The ESA sends the renewal forms 90 days before expiry; every five years the full documents are needed again (certificate of qualification, insurance, WSIB).',
      'L’Office de la sécurité des installations électriques (ESA) envoie les formulaires de renouvellement 90 jours avant l’expiration; tous les cinq ans, il faut fournir de nouveau tous les documents (certificat de qualification, assurance, CSPAAT).',
    ],
  },
  'provincial-on-cannabis-retail-operator-licence': {
    late: [
      'An expired licence cannot be renewed: a new application is needed, and the store cannot sell cannabis without a valid licence and authorization.',
      'Un permis expiré ne peut pas être renouvelé : il faut une nouvelle demande, et le magasin ne peut pas vendre de cannabis sans permis et autorisation valides.',
    ],
    renew: [
      'The AGCO sends reminders 60, 7 and 2 days before expiry.',
      'La CAJO envoie des rappels 60, 7 et 2 jours avant l’expiration.',
    ],
  },
  'provincial-on-cannabis-retail-store-authorization': {
    late: [
      'An expired authorization cannot be renewed: a new application is needed, and the store cannot sell cannabis without a valid licence and authorization.',
      'Une autorisation expirée ne peut pas être renouvelée : il faut une nouvelle demande, et le magasin ne peut pas vendre de cannabis sans permis et autorisation valides.',
    ],
    renew: [
      'The AGCO sends reminders 60, 7 and 2 days before expiry.',
      'La CAJO envoie des rappels 60, 7 et 2 jours avant l’expiration.',
    ],
  },
  'provincial-on-travel-agent-travel-wholesaler-registration-tico': {
    fee: [
      'Yearly renewal by Ontario gross sales: $300 (up to $2 million) to $1,800 (over $50 million), plus $300 per branch; Compensation Fund contributions extra (figures from before April 2024).',
      'Renouvellement annuel selon les ventes brutes en Ontario : de 300 $ (jusqu’à 2 millions $) à 1 800 $ (plus de 50 millions $), plus 300 $ par succursale; contributions au fonds d’indemnisation en sus (montants d’avant avril 2024).',
    ],
    late: [
      'Selling travel without registration is an offence under the Travel Industry Act, 2002.',
      'Vendre des voyages sans inscription est une infraction à la Loi de 2002 sur le secteur du voyage.',
    ],
    renew: [
      'Renewal fees are due 90 days after the registrant’s year end.',
      'Les droits de renouvellement sont dus 90 jours après la fin de l’exercice de la personne inscrite.',
    ],
  },
  'provincial-on-mortgage-broker-principal-broker-licence-annual-and-mortgage-brokerage-licence': {
    fee: [
      'Renewal $883 (broker, level 2 agent, principal broker); $841 (level 1 agent).',
      'Renouvellement : 883 $ (courtier, agent de niveau 2, courtier principal); 841 $ (agent de niveau 1).',
    ],
    late: [
      'A licence not renewed before expiry lapses; if the principal broker does not renew and no other broker has, the brokerage licence is suspended automatically and its agents cannot deal in mortgages.',
      'Un permis non renouvelé avant l’expiration devient caduc; si le courtier principal ne renouvelle pas et qu’aucun autre courtier ne l’a fait, le permis de la maison de courtage est suspendu d’office et ses agents ne peuvent plus faire de transactions hypothécaires.',
    ],
    renew: [
      'Renewals open on 1 February; continuing education is required every 2 years.',
      'Les renouvellements s’ouvrent le 1er février; la formation continue est exigée tous les 2 ans.',
    ],
  },
  'provincial-on-general-insurance-brokerage-member-firm-registration-ribo': {
    late: [
      'Renew in August (deadline 31 August), with a grace period to 30 September; after that, an administrative suspension, then cancellation unless reinstated.',
      'Renouveler en août (date limite : 31 août), avec un délai de grâce jusqu’au 30 septembre; ensuite, suspension administrative, puis annulation à moins d’une réintégration.',
    ],
    url: 'https://www.ribo.com/how-to-renew-firms/',
  },
  'provincial-on-commercial-vehicle-operator-s-registration-cvor-certificate': {
    fee: ['Renewal $51; new certificate $287.', 'Renouvellement : 51 $; nouveau certificat : 287 $.'],
    late: [
      'Renew before the certificate expires; an Unsatisfactory safety rating means no renewal, and the certificate is suspended or cancelled.',
      'Renouveler avant l’expiration du certificat; une cote de sécurité « insatisfaisante » empêche le renouvellement, et le certificat est suspendu ou annulé.',
    ],
    renew: ['A reminder comes 60 days before expiry.', 'Un rappel est envoyé 60 jours avant l’expiration.'],
  },
  'provincial-on-veterinary-facility-certificate-of-accreditation': {
    fee: [
      'A yearly accreditation fee per practice, due by 30 November; the page seen does not give the amount.',
      'Droits d’agrément annuels par établissement, dus au plus tard le 30 novembre; la page consultée ne donne pas le montant.',
    ],
    renew: [
      'Two deadlines: the certificate’s renewal about every 5 years (notice 3 months ahead) and the yearly fee by 30 November.',
      'Deux échéances : le renouvellement du certificat environ tous les 5 ans (avis 3 mois à l’avance) et les droits annuels au plus tard le 30 novembre.',
    ],
  },
  'provincial-on-wsib-employer-registration': {
    renew: [
      'Register within 10 calendar days of hiring the first employee; then report insurable earnings and pay premiums on the schedule the WSIB assigns (yearly, quarterly or monthly).',
      'S’inscrire dans les 10 jours civils suivant l’embauche du premier employé; ensuite, déclarer les gains assurables et payer les primes selon le calendrier fixé par la CSPAAT (annuel, trimestriel ou mensuel).',
    ],
  },
  'provincial-on-wsib-annual-premium-report-and-payment-annual-reporters': {
    late: [
      'Insurable earnings not reported by the due date, even when they are zero, bring an administrative penalty.',
      'Des gains assurables non déclarés à l’échéance, même nuls, entraînent une pénalité administrative.',
    ],
    renew: [
      'Send the premium report and payment for 1 January to 31 December by 30 April of the next year (quarterly reporters: 30 April, 31 July, 31 October, 31 January).',
      'Envoyer la déclaration des primes et le paiement pour la période du 1er janvier au 31 décembre au plus tard le 30 avril de l’année suivante (déclarants trimestriels : 30 avril, 31 juillet, 31 octobre, 31 janvier).',
    ],
  },
  'provincial-on-wsib-clearance-certificate': {
    renew: [
      'The clearance is generated automatically while the WSIB account is up to date.',
      'L’attestation est produite automatiquement tant que le compte auprès de la CSPAAT est à jour.',
    ],
  },
  'provincial-on-business-name-registration-master-business-licence': {
    late: [
      'If the renewal is not filed within 60 days after expiry, a new registration (with a new business number) is needed (according to the Ministry’s notice, seen on a third-party site).',
      'Si le renouvellement n’est pas déposé dans les 60 jours suivant l’expiration, il faut un nouvel enregistrement (avec un nouveau numéro d’entreprise) (selon l’avis du Ministère, consulté sur un site tiers).',
    ],
    renew: ['Renew before expiry, every 5 years.', 'Renouveler avant l’expiration, tous les 5 ans.'],
  },
  'municipal-on-toronto-eating-or-drinking-establishment-licence': {
    fee: [
      'About $565.26 for the application and licence, according to a law firm (toronto.ca does not give it).',
      'Environ 565,26 $ pour la demande et le permis, selon un cabinet d’avocats (toronto.ca ne le donne pas).',
    ],
  },
  'municipal-on-toronto-taxicab-owner-licence': {
    fee: [
      'Standard taxicab owner: $1,003.84 licensing fee plus a $125.32 Accessibility Fund Program fee (an older page).',
      'Propriétaire de taxi standard : droits de permis de 1 003,84 $ plus 125,32 $ pour le Programme du fonds d’accessibilité (une page ancienne).',
    ],
  },
  'municipal-on-mississauga-short-term-accommodation-licence': {
    fee: [
      '$250 a year (a 2021 page; the fee may have changed).',
      '250 $ par année (une page de 2021; les droits ont pu changer).',
    ],
  },
  'municipal-on-mississauga-eatery-licence-restaurant-retail-food': {
    fee: ['$212.71 new; $207.41 to renew.', 'Nouveau permis : 212,71 $; renouvellement : 207,41 $.'],
  },
  'municipal-on-niagara-falls-vacation-rental-unit-licence': {
    fee: ['$500 new; $250 to renew each year.', 'Nouveau permis : 500 $; renouvellement annuel : 250 $.'],
  },
  'municipal-on-vaughan-second-hand-goods-or-pawn-shop-licence': {
    fee: ['2026: $512 new; $217 to renew.', '2026 : nouveau permis 512 $; renouvellement 217 $.'],
  },
  'municipal-on-vaughan-business-licence-eating-establishment-lounge-nightclub-pub-and-other-classes': {
    late: [
      'A 90-day grace period for renewals after the expiry date (2020).',
      'Délai de grâce de 90 jours pour les renouvellements après la date d’expiration (2020).',
    ],
  },
  'municipal-on-windsor-business-licence-business-licensing-by-law-395-2004': {
    late: [
      'Renewing after the category’s deadline costs a 50% penalty on the base fee.',
      'Renouveler après la date limite de la catégorie entraîne une pénalité de 50 % des droits de base.',
    ],
  },
  'municipal-on-burlington-business-licence-business-licensing-by-law-042-2008': {
    fee: [
      'A yearly fee by category (for example, $261.12 for an automotive business).',
      'Droits annuels selon la catégorie (par exemple, 261,12 $ pour une entreprise automobile).',
    ],
  },
  'municipal-on-kitchener-business-licence-municipal-code-chapter-599': {
    late: [
      'A late fee for last year’s licensees who have not renewed by 15 March.',
      'Frais de retard pour les titulaires de l’année précédente qui n’ont pas renouvelé au plus tard le 15 mars.',
    ],
  },
  'municipal-on-brampton-business-licence-stationary-business-licensing-by-law-332-2013': {
    renew: ['Renew online.', 'Renouveler en ligne.'],
  },
  'municipal-on-ottawa-cafe-seating-temporary-patio-encroachment-permit': {
    fee: [
      '$73 yearly processing fee plus $136.50 a year.',
      'Frais de traitement annuels de 73 $ plus 136,50 $ par année.',
    ],
    renew: [
      'Have proof of $2 million commercial liability insurance.',
      'Avoir une preuve d’assurance responsabilité commerciale de 2 millions $.',
    ],
  },
  'municipal-on-oshawa-business-licence-regulated-classes': {
    fee: [
      'One primary licence per location, plus a $50 application fee for each additional licence endorsement.',
      'Un permis principal par emplacement, plus des frais de demande de 50 $ pour chaque mention supplémentaire.',
    ],
  },
  'municipal-on-oshawa-peddler-licence': {
    fee: ['$30 a year, with no application fee.', '30 $ par année, sans frais de demande.'],
  },
  'municipal-on-milton-business-licence-licensed-classes': {
    fee: [
      'A yearly fee by class; the Town’s page does not give the amounts.',
      'Droits annuels selon la catégorie; la page de la Ville ne donne pas les montants.',
    ],
    renew: [
      'Personal services applicants include a copy of their Halton Region health inspection.',
      'Les demandeurs de services personnels joignent une copie de leur inspection sanitaire de la Région de Halton.',
    ],
  },
  'municipal-on-newmarket-business-licence-licensed-classes': {
    fee: [
      'A $50 application fee on any licence; pet store licence $150 a year; other fees in the Fees and Charges By-law.',
      'Frais de demande de 50 $ pour tout permis; animalerie : 150 $ par année; autres droits dans le règlement sur les droits et frais.',
    ],
  },
  'municipal-on-norfolk-county-business-licence-licensed-classes': {
    fee: [
      'A fee by class; the County’s page does not give the amounts.',
      'Droits selon la catégorie; la page du comté ne donne pas les montants.',
    ],
  },
  'municipal-on-sarnia-business-licence-licensed-classes': {
    fee: [
      'New / renewal: eating establishment $195 / $130; tattoo parlour $205 / $135; kennel $400 / $150; other classes on the City’s page; fire inspection $118.65 where needed.',
      'Nouveau / renouvellement : établissement de restauration 195 $ / 130 $; salon de tatouage 205 $ / 135 $; chenil 400 $ / 150 $; autres catégories sur la page de la Ville; inspection des incendies 118,65 $ au besoin.',
    ],
  },
  'municipal-on-caledon-taxi-and-limousine-licence': {
    fee: [
      'Taxi $450.88 new, $344.79 to renew; limousine $424.36 new, $344.79 to renew.',
      'Taxi : 450,88 $ (nouveau), 344,79 $ (renouvellement); limousine : 424,36 $ (nouveau), 344,79 $ (renouvellement).',
    ],
  },
  'municipal-on-pickering-business-licence-licensed-classes': {
    fee: [
      'Per year: kennel, breeder or pet shop $258; refreshment vehicle $515; home-based business $75; other classes on the City’s page.',
      'Par année : chenil, éleveur ou animalerie 258 $; véhicule de restauration 515 $; entreprise à domicile 75 $; autres catégories sur la page de la Ville.',
    ],
    late: [
      'A $60 late renewal penalty (boarding kennel, breeder, pet shop, horse riding establishment).',
      'Pénalité de renouvellement tardif de 60 $ (pension pour animaux, éleveur, animalerie, centre d’équitation).',
    ],
  },

  // ——— Québec ———
  'provincial-qc-permis-de-centre-de-la-petite-enfance-ou-de-garderie': {
    fee: [
      'Fees set by the Educational Childcare Regulation, indexed each 1 April; the source seen does not give the amounts.',
      'Droits fixés par le Règlement sur les services de garde éducatifs à l’enfance, indexés chaque 1er avril; la source consultée ne donne pas les montants.',
    ],
  },
  'provincial-qc-tourist-accommodation-establishment-registration-citq': {
    fee: [
      'Yearly renewal fees; the source seen does not give the amounts.',
      'Droits de renouvellement annuels; la source consultée ne donne pas les montants.',
    ],
    late: [
      'Send the renewal request within the 60 days before the registration ends; operating or advertising without a valid number is an offence.',
      'Envoyer la demande de renouvellement dans les 60 jours précédant la fin de l’enregistrement; exploiter ou annoncer sans numéro valide est une infraction.',
    ],
    url: 'https://www.quebec.ca/tourisme-et-loisirs/hebergement-touristique-courte-duree/enregistrement',
  },
  'provincial-qc-permis-alimentaire-restauration': {
    fee: [
      '$351 to $540 a year by category, according to the press (Protégez-Vous, 2024).',
      'De 351 $ à 540 $ par année selon la catégorie, selon la presse (Protégez-Vous, 2024).',
    ],
    late: [
      'The application and the fees must reach the Minister before the permit’s expiry date (P-29, r. 1, s. 1.3.1.5).',
      'La demande et le paiement des droits doivent parvenir au ministre avant la date d’expiration du permis (P-29, r. 1, art. 1.3.1.5).',
    ],
  },
  'provincial-qc-permis-alimentaire-vente-au-detail': {
    fee: [
      '$351 to $540 a year by category, according to the press (Protégez-Vous, 2024).',
      'De 351 $ à 540 $ par année selon la catégorie, selon la presse (Protégez-Vous, 2024).',
    ],
    late: [
      'The application and the fees must reach the Minister before the permit’s expiry date (P-29, r. 1, s. 1.3.1.5).',
      'La demande et le paiement des droits doivent parvenir au ministre avant la date d’expiration du permis (P-29, r. 1, art. 1.3.1.5).',
    ],
  },
  'provincial-qc-permis-d-alcool-restaurant-pour-vendre-pour-servir-ou-bar': {
    fee: [
      'Yearly dues calculated on the operating period; about $563 per permit after the 2019 reform, according to the press.',
      'Droits annuels calculés selon la période d’exploitation; environ 563 $ par permis depuis la réforme de 2019, selon la presse.',
    ],
  },
  'provincial-qc-permis-d-alcool-epicerie': {
    fee: [
      '$140 to apply and $168 in yearly dues (rates of 2018–2019, indexed since).',
      '140 $ pour la demande et 168 $ de droits annuels (tarifs de 2018-2019, indexés depuis).',
    ],
  },
  'provincial-qc-permis-de-commercant-de-vehicules-routiers': {
    late: [
      'Operating without a permit: fines up to $87,500 (an individual) or $175,000 (others), doubled on a repeat; administrative penalties up to $1,750 or $3,500 a day.',
      'Exercer sans permis : amendes jusqu’à 87 500 $ (personne physique) ou 175 000 $ (autres), doublées en cas de récidive; sanctions administratives jusqu’à 1 750 $ ou 3 500 $ par jour.',
    ],
  },
  'provincial-qc-permis-d-agence-de-securite-privee-bsp': {
    fee: [
      'By class, indexed each 1 January: guarding $2,862; investigation $2,026; locksmithing $1,311.',
      'Selon la catégorie, indexés chaque 1er janvier : gardiennage 2 862 $; investigation 2 026 $; serrurerie 1 311 $.',
    ],
    late: [
      'A $35 administrative fee when the yearly fees are paid late.',
      'Frais administratifs de 35 $ pour le paiement tardif des droits annuels.',
    ],
  },
  'provincial-qc-licence-d-entrepreneur-rbq': {
    late: [
      'If the maintenance fees are not paid by the due date, the licence becomes void automatically and a new licence application is needed.',
      'Si les frais de maintien ne sont pas payés à l’échéance, la licence devient nulle d’office et il faut présenter une nouvelle demande de licence.',
    ],
    renew: [
      'The RBQ mails a notice of assessment 60 days before, and a final notice 15 days before if it is unpaid.',
      'La RBQ envoie un avis de cotisation 60 jours avant l’échéance, puis un dernier avis 15 jours avant s’il reste impayé.',
    ],
  },
  'provincial-qc-cnesst-employer-registration-occupational-health-and-safety': {
    late: [
      'Registering after the 60-day limit brings late-registration fees.',
      'S’inscrire après le délai de 60 jours entraîne des frais d’inscription tardive.',
    ],
    renew: [
      'Register within 60 days after the first worker’s first day; then file the yearly Déclaration des salaires and pay premiums through Revenu Québec.',
      'S’inscrire dans les 60 jours suivant la première journée de travail du premier travailleur; ensuite, produire la déclaration des salaires annuelle et payer les primes par l’intermédiaire de Revenu Québec.',
    ],
  },
  'provincial-qc-cnesst-annual-declaration-of-wages': {
    renew: [
      'File before 15 March for the previous year, even when no wages were paid (and within 45 days after the last worker leaves).',
      'Produire la déclaration avant le 15 mars pour l’année précédente, même si aucun salaire n’a été versé (et dans les 45 jours suivant le départ du dernier travailleur).',
    ],
  },
  'provincial-qc-qst-registration': {
    renew: [
      'GST and QST returns are due one month after each monthly or quarterly period, or three months after the period for yearly filers (individuals with a 31 December year end: 15 June, payment by 30 April).',
      'Les déclarations de TPS et de TVQ sont dues un mois après chaque période mensuelle ou trimestrielle, ou trois mois après la période pour une déclaration annuelle (particuliers dont l’exercice se termine le 31 décembre : 15 juin, paiement au plus tard le 30 avril).',
    ],
  },
  'provincial-qc-revenu-quebec-employer-source-deductions-and-health-services-fund-fss-contribution-rl-1-summary':
    {
      renew: [
        'Remit source deductions and employer contributions (QPP, QPIP, Health Services Fund) periodically; file the RL-1 slips and RL-1 Summary by the last day of February.',
        'Verser périodiquement les retenues à la source et les cotisations de l’employeur (RRQ, RQAP, Fonds des services de santé); produire les relevés 1 et le Sommaire 1 au plus tard le dernier jour de février.',
      ],
    },
  'provincial-qc-declaration-de-mise-a-jour-annuelle-req': {
    fee: [
      'A yearly registration fee; the page seen does not give the amount.',
      'Droits annuels d’immatriculation; la page consultée ne donne pas le montant.',
    ],
    renew: [
      'File within 6 months after the fiscal year end, usually with the Québec income tax return.',
      'Produire la déclaration dans les 6 mois suivant la fin de l’exercice, habituellement avec la déclaration de revenus du Québec.',
    ],
  },
  'municipal-qc-montreal-terrasse-commerciale-sur-le-domaine-public-permit': {
    fee: [
      'Rent is billed for the season, 1 May to 31 October.',
      'Un loyer est facturé pour la saison, du 1er mai au 31 octobre.',
    ],
  },

  // ——— British Columbia ———
  'provincial-bc-provincial-short-term-rental-registration-host': {
    fee: [
      'A yearly host fee; the page seen does not give the amount.',
      'Droits annuels d’hôte; la page consultée ne donne pas le montant.',
    ],
    late: [
      'Unregistered listings are taken down and future bookings cancelled; administrative penalties and compliance orders are possible.',
      'Les annonces non enregistrées sont retirées et les réservations futures annulées; des sanctions administratives et des ordres de conformité sont possibles.',
    ],
    url: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/short-term-rentals/registry/host-registration',
  },
  'provincial-bc-liquor-primary-licence': {
    fee: [
      'A yearly renewal fee tiered on liquor purchases from the Liquor Distribution Branch: $250 to $2,000 (an older page).',
      'Droits de renouvellement annuels selon les achats d’alcool auprès de la Liquor Distribution Branch : de 250 $ à 2 000 $ (une page ancienne).',
    ],
    late: [
      'Renewals are accepted from 60 days before to 30 days after expiry; late fees apply after the expiry date.',
      'Les renouvellements sont acceptés de 60 jours avant à 30 jours après l’expiration; des frais de retard s’appliquent après la date d’expiration.',
    ],
  },
  'provincial-bc-food-primary-liquor-licence': {
    late: [
      'Renewals are accepted from 60 days before to 30 days after expiry; late fees apply after the expiry date.',
      'Les renouvellements sont acceptés de 60 jours avant à 30 jours après l’expiration; des frais de retard s’appliquent après la date d’expiration.',
    ],
  },
  'provincial-bc-liquor-manufacturer-licence-brewery-winery-distillery': {
    fee: ['A yearly fee based on production.', 'Droits annuels selon la production.'],
  },
  'provincial-bc-residential-builder-licence': {
    renew: [
      'Continuing professional development is required for the yearly renewal.',
      'Le perfectionnement professionnel continu est exigé pour le renouvellement annuel.',
    ],
  },
  'provincial-bc-motor-dealer-licence-vsa': {
    fee: [
      'Yearly: new vehicle dealer $3,525; used vehicle dealer $682 to $1,112 by number of demonstration plates; compensation fund $300.',
      'Par année : commerçant de véhicules neufs 3 525 $; commerçant de véhicules d’occasion de 682 $ à 1 112 $ selon le nombre de plaques de démonstration; fonds d’indemnisation 300 $.',
    ],
    late: [
      'A $221 late renewal fee when the renewal arrives after the expiry date.',
      'Frais de renouvellement tardif de 221 $ si le renouvellement arrive après la date d’expiration.',
    ],
  },
  'provincial-bc-real-estate-brokerage-licence-real-estate-services-act': {
    fee: [
      'Brokerage renewal $1,650 (each branch $950); first licence $2,200.',
      'Renouvellement de la maison de courtage : 1 650 $ (chaque succursale : 950 $); premier permis : 2 200 $.',
    ],
    late: [
      'For individual licensees: renewing within 90 days after expiry costs $1,700; relicensing after 90 days costs $2,000.',
      'Pour les titulaires individuels : renouveler dans les 90 jours suivant l’expiration coûte 1 700 $; obtenir un nouveau permis après 90 jours coûte 2 000 $.',
    ],
  },
  'provincial-bc-electrical-contractor-licence': {
    fee: [
      'An application fee (the page seen does not give it) and a $10,000 surety bond.',
      'Frais de demande (la page consultée ne les donne pas) et cautionnement de 10 000 $.',
    ],
    renew: [
      'Renewal is by notice from Technical Safety BC; a Field Safety Representative must be designated.',
      'Le renouvellement se fait sur avis de Technical Safety BC; un représentant de la sécurité sur le terrain doit être désigné.',
    ],
  },
  'provincial-bc-worksafebc-employer-registration': {
    renew: [
      'Register before workers start; then report payroll and pay premiums every year (premiums under $2,000) or every quarter.',
      'S’inscrire avant l’arrivée des travailleurs; ensuite, déclarer la masse salariale et payer les primes chaque année (primes de moins de 2 000 $) ou chaque trimestre.',
    ],
  },
  'provincial-bc-worksafebc-annual-payroll-report-and-payment': {
    renew: [
      'Report payroll, even when zero, by the date printed on the form (3, 5, 7, 9 or 11 March); quarterly filers by 20 April, 20 July, 20 October and 20 January, with a yearly reconciliation by 28 February.',
      'Déclarer la masse salariale, même nulle, au plus tard à la date imprimée sur le formulaire (3, 5, 7, 9 ou 11 mars); déclarants trimestriels : 20 avril, 20 juillet, 20 octobre et 20 janvier, avec un rapprochement annuel au plus tard le 28 février.',
    ],
  },
  'provincial-bc-pst-registration-vendor': {
    renew: [
      'The PST return and payment must be received by the last day of the month after each reporting period.',
      'La déclaration de PST et le paiement doivent être reçus au plus tard le dernier jour du mois suivant chaque période de déclaration.',
    ],
    url: 'https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst/report-pay',
  },
  'provincial-bc-bc-company-annual-report': {
    late: [
      'A company may be dissolved after two years of not filing (according to the Law Society of BC’s learning site).',
      'Une société peut être dissoute après deux ans sans dépôt (selon le site de formation du Barreau de la Colombie-Britannique).',
    ],
    renew: [
      'File the annual report within two months after each anniversary of incorporation (according to the Law Society of BC’s learning site).',
      'Déposer le rapport annuel dans les deux mois suivant chaque anniversaire de la constitution (selon le site de formation du Barreau de la Colombie-Britannique).',
    ],
  },
  'municipal-bc-vancouver-business-licence': {
    late: ['A late penalty of 10% or $40.', 'Pénalité de retard de 10 % ou de 40 $.'],
  },
  'municipal-bc-victoria-business-licence': {
    fee: [
      'General business not otherwise listed: $100 (according to a govanswers.org summary of the by-law).',
      'Entreprise générale non mentionnée ailleurs : 100 $ (selon un résumé du règlement sur govanswers.org).',
    ],
    late: [
      'A $25 late fee after 15 February (according to a govanswers.org summary of the by-law).',
      'Frais de retard de 25 $ après le 15 février (selon un résumé du règlement sur govanswers.org).',
    ],
    renew: [
      'Renew and pay by 15 January (according to a govanswers.org summary of the by-law).',
      'Renouveler et payer au plus tard le 15 janvier (selon un résumé du règlement sur govanswers.org).',
    ],
  },
  'municipal-bc-saanich-business-licence-business-licence-bylaw-no-8213-2002': {
    fee: [
      'A yearly fee, halved for businesses starting after 31 July.',
      'Droits annuels, réduits de moitié pour les entreprises qui commencent après le 31 juillet.',
    ],
  },
  'municipal-bc-kelowna-inter-community-mobile-business-licence': {
    fee: ['$150 a year, added to the Kelowna licence.', '150 $ par année, ajoutés au permis de Kelowna.'],
  },
  'municipal-bc-port-coquitlam-business-licence': {
    fee: [
      'The fee is halved for a licence issued after 31 July (according to a govanswers.org summary of the by-law).',
      'Les droits sont réduits de moitié pour un permis délivré après le 31 juillet (selon un résumé du règlement sur govanswers.org).',
    ],
  },
  'municipal-bc-new-westminster-business-licence': {
    renew: [
      'Most licences renew automatically: the invoice comes in late November and is due by 31 January.',
      'La plupart des permis se renouvellent automatiquement : la facture arrive à la fin de novembre et est payable au plus tard le 31 janvier.',
    ],
  },
  // municipal-100.json (issue 28): CQ1–CQ2, NVC1
  'municipal-bc-coquitlam-business-licence': {
    renew: ['The licence can be renewed online.', 'Le permis peut être renouvelé en ligne.'],
  },
  'municipal-bc-city-of-north-vancouver-business-licence': {
    fee: [
      'Varies with the business: the number of people working, the space occupied or other criteria of the Business Licence Bylaw.',
      'Varient selon l’entreprise : le nombre de personnes qui y travaillent, la superficie occupée ou d’autres critères du règlement sur les permis d’entreprise.',
    ],
    renew: [
      'The City sends every business owner a renewal notice each December.',
      'La Cité envoie un avis de renouvellement à chaque propriétaire d’entreprise en décembre.',
    ],
  },
  'municipal-bc-nanaimo-business-licence': {
    fee: ['$41.25 to $1,100 by type.', 'De 41,25 $ à 1 100 $ selon le type.'],
    late: [
      'Fees unpaid after 31 December can bring a fine under Bylaw 5351 (a 2015 news report speaks of $100 a day).',
      'Des droits impayés après le 31 décembre peuvent entraîner une amende en vertu du règlement 5351 (un article de presse de 2015 parle de 100 $ par jour).',
    ],
    renew: [
      'The City mails the invoice in late November; the fee is due by 31 December.',
      'La Ville envoie la facture à la fin de novembre; les droits sont payables au plus tard le 31 décembre.',
    ],
  },
  'municipal-bc-kamloops-business-licence': {
    fee: [
      'A fee by type, paid before the licence is issued; the page seen does not give the amounts.',
      'Droits selon le type, payés avant la délivrance du permis; la page consultée ne donne pas les montants.',
    ],
  },

  // ——— Alberta ———
  'provincial-ab-residential-builder-licence': {
    fee: ['$600 for the first licence; $500 to renew.', 'Premier permis : 600 $; renouvellement : 500 $.'],
  },
  'provincial-ab-prepaid-contracting-business-licence': {
    fee: [
      'About $75 a year; a security (bond) is required.',
      'Environ 75 $ par année; une garantie (cautionnement) est exigée.',
    ],
  },
  'provincial-ab-automotive-business-licence': {
    fee: [
      'Yearly: leasing class $175; several classes $350 (the page seen does not give the other classes); a $6.25 levy per vehicle sold.',
      'Par année : catégorie location 175 $; plusieurs catégories 350 $ (la page consultée ne donne pas les autres catégories); prélèvement de 6,25 $ par véhicule vendu.',
    ],
    late: [
      'A licence that lapses still pays the full yearly renewal fee; operating without an active licence is unlawful and customers may cancel their purchases.',
      'Un permis échu paie quand même la totalité des droits annuels de renouvellement; exercer sans permis actif est illégal et les clients peuvent annuler leurs achats.',
    ],
    renew: [
      'AMVIC e-mails a renewal notice about 30 days before expiry.',
      'L’AMVIC envoie un avis de renouvellement par courriel environ 30 jours avant l’expiration.',
    ],
  },
  'provincial-ab-security-services-business-licence-ssia': {
    fee: [
      'For 3 years: security services, investigators or locksmiths $1,500; in-house $1,200.',
      'Pour 3 ans : services de sécurité, enquêteurs ou serruriers 1 500 $; service interne 1 200 $.',
    ],
    renew: [
      'Renewal follows the same process as the first application.',
      'Le renouvellement suit le même processus que la première demande.',
    ],
  },
  'provincial-ab-wcb-alberta-employer-account': {
    renew: [
      'Open an account within 15 days of hiring the first worker; file the annual return each February.',
      'Ouvrir un compte dans les 15 jours suivant l’embauche du premier travailleur; produire la déclaration annuelle chaque février.',
    ],
  },
  'provincial-ab-wcb-alberta-annual-return-insurable-earnings': {
    renew: [
      'Report last year’s insurable earnings and an estimate for this year before the last day of February.',
      'Déclarer les gains assurables de l’année précédente et une estimation pour l’année en cours avant le dernier jour de février.',
    ],
  },
  'provincial-ab-alberta-corporation-annual-return': {
    late: [
      'A corporation that does not file may be dissolved.',
      'Une société qui ne dépose pas son rapport peut être dissoute.',
    ],
    renew: [
      'File through an authorized registry agent, by the last day of the month after the anniversary month (a due date given by third parties).',
      'Déposer le rapport par l’intermédiaire d’un agent d’enregistrement autorisé, au plus tard le dernier jour du mois suivant le mois anniversaire (échéance donnée par des tiers).',
    ],
  },
  'municipal-ab-calgary-business-licence': {
    fee: ['$172 new; $131 to renew (2021).', 'Nouveau permis : 172 $; renouvellement : 131 $ (2021).'],
  },
  'municipal-ab-edmonton-business-licence': {
    renew: [
      'At renewal, choose 1 year or a discounted 2 years (according to a copy of the City’s page on a development site).',
      'Au renouvellement, choisir 1 an ou 2 ans à prix réduit (selon une copie de la page de la Ville sur un site de développement).',
    ],
  },
  'municipal-ab-lethbridge-business-licence': {
    fee: [
      'By business type; the City’s page links the fee list.',
      'Selon le type d’entreprise; la page de la Ville renvoie à la liste des droits.',
    ],
  },
  'municipal-ab-airdrie-business-licence': {
    fee: [
      'From 1 January 2020: home-based or commercial $125; non-resident $350; half the fee from 1 July.',
      'Depuis le 1er janvier 2020 : entreprise à domicile ou commerciale 125 $; non-résident 350 $; moitié prix à partir du 1er juillet.',
    ],
  },
  'municipal-ab-st-albert-business-licence': {
    fee: [
      'In-town business $150; out-of-town $683 (2026, according to a govanswers.org summary of the by-law).',
      'Entreprise locale 150 $; entreprise de l’extérieur 683 $ (2026, selon un résumé du règlement sur govanswers.org).',
    ],
  },
  'municipal-ab-grande-prairie-business-licence': {
    fee: [
      'A licence for a commercial location is free since 1 May 2021; non-resident $525.',
      'Le permis d’un emplacement commercial est gratuit depuis le 1er mai 2021; non-résident 525 $.',
    ],
    late: [
      '$50 a month while delinquent, plus the renewal fee.',
      '50 $ par mois de retard, en plus des droits de renouvellement.',
    ],
    renew: [
      'Contractors file their trade prerequisites at each renewal.',
      'Les entrepreneurs fournissent leurs préalables de métier à chaque renouvellement.',
    ],
  },
  'municipal-ab-medicine-hat-business-licence': {
    fee: [
      'Tiered from $50 (tier 1) to $2,500 or $2,750 (tier 5); non-residents add $500 (2025–2026, according to a govanswers.org summary).',
      'Par palier, de 50 $ (palier 1) à 2 500 $ ou 2 750 $ (palier 5); 500 $ de plus pour les non-résidents (2025-2026, selon un résumé sur govanswers.org).',
    ],
  },

  // ——— Saskatchewan ———
  'provincial-sk-wcb-saskatchewan-employer-registration': {
    renew: [
      'Register within 30 days of starting business; file the Employer Payroll Statement by 28 February; premiums are usually paid in two instalments (1 April and 1 September).',
      'S’inscrire dans les 30 jours suivant le début des activités; produire l’état de la masse salariale de l’employeur au plus tard le 28 février; les primes sont habituellement payées en deux versements (1er avril et 1er septembre).',
    ],
  },
  'provincial-sk-wcb-saskatchewan-employer-payroll-statement-eps': {
    renew: [
      'File the Employer Payroll Statement (last year’s actual payroll and this year’s estimate) by 28 February.',
      'Produire l’état de la masse salariale de l’employeur (masse réelle de l’année précédente et estimation de l’année en cours) au plus tard le 28 février.',
    ],
  },
  'provincial-sk-pst-vendor-s-licence': {
    renew: [
      'File returns, nil returns too, by the 20th of the month after the period on paper, or by the last day of that month electronically; yearly, quarterly or monthly by the tax collected.',
      'Produire les déclarations, même nulles, au plus tard le 20 du mois suivant la période sur papier, ou le dernier jour de ce mois par voie électronique; chaque année, trimestre ou mois selon la taxe perçue.',
    ],
    url: 'https://saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax/file-your-pst-return',
  },
  'provincial-sk-business-name-registration': {
    renew: [
      'ISC sends a renewal reminder before expiry.',
      'ISC envoie un rappel de renouvellement avant l’expiration.',
    ],
  },
  'municipal-sk-saskatoon-home-based-business-licence': {
    fee: ['$135 new; $95 to renew each year.', 'Nouveau permis : 135 $; renouvellement annuel : 95 $.'],
  },
  'municipal-sk-regina-residential-home-based-business-licence': {
    fee: ['$195 a year.', '195 $ par année.'],
  },
  'municipal-sk-regina-non-resident-business-licence': {
    fee: ['$450 a year.', '450 $ par année.'],
  },

  // ——— Manitoba ———
  'provincial-mb-liquor-service-licence-general-age-restricted': {
    fee: [
      'A yearly fee under the Licensing and Appeals Regulation (M.R. 63/2014); the page seen does not give the amounts.',
      'Droits annuels en vertu du règlement sur la délivrance des licences et les appels (R.M. 63/2014); la page consultée ne donne pas les montants.',
    ],
  },
  'provincial-mb-liquor-retail-licence-liquor-vendor-specialty-store': {
    fee: ['$1,000 per store a year.', '1 000 $ par magasin par année.'],
  },
  'provincial-mb-wcb-manitoba-employer-registration': {
    renew: [
      'Register online; report payroll every year by the last day of February.',
      'S’inscrire en ligne; déclarer la masse salariale chaque année au plus tard le dernier jour de février.',
    ],
  },
  'provincial-mb-wcb-manitoba-annual-payroll-report': {
    late: [
      'A 5% penalty when late; if nothing arrives by 30 April, the WCB estimates the payroll and adds 10%.',
      'Pénalité de 5 % en cas de retard; si rien n’est reçu au 30 avril, la CAT estime la masse salariale et ajoute 10 %.',
    ],
    renew: [
      'Report last year’s actual payroll and this year’s estimate by the last day of February; pay as the account statement says.',
      'Déclarer la masse salariale réelle de l’année précédente et l’estimation de l’année en cours au plus tard le dernier jour de février; payer selon le relevé de compte.',
    ],
  },

  // ——— New Brunswick ———
  'provincial-nb-early-learning-and-childcare-facility-licence-early-childhood-services-act': {
    fee: [
      'Renewal: $75 (up to 25 children), $112.50 (26 to 60), $150 (over 60).',
      'Renouvellement : 75 $ (jusqu’à 25 enfants), 112,50 $ (26 à 60), 150 $ (plus de 60).',
    ],
    late: [
      'Apply for renewal at least 90 days before expiry (Regulation 2018-11, s. 6); the source does not say what lateness costs.',
      'Demander le renouvellement au moins 90 jours avant l’expiration (Règlement 2018-11, art. 6); la source ne précise pas les conséquences d’un retard.',
    ],
    renew: [
      'An annual inspection is needed to be granted the renewal licence.',
      'Une inspection annuelle est nécessaire pour obtenir le permis renouvelé.',
    ],
    url: 'https://secure1.nbed.nb.ca/sites/ECS/Pages/License-Renewal-Process.aspx',
  },
  'provincial-nb-food-premises-licence-class-3-4-5': {
    fee: [
      'By class, prorated for a new licence; the page seen does not give the amounts.',
      'Selon la catégorie, au prorata pour un nouveau permis; la page consultée ne donne pas les montants.',
    ],
  },
  'provincial-nb-liquor-licence-dining-room-lounge': {
    fee: [
      'Application $100; dining room licence $350; lounge $325 (30 seats or fewer) or $850 (more than 30).',
      'Demande : 100 $; licence de salle à manger : 350 $; bar-salon : 325 $ (30 places ou moins) ou 850 $ (plus de 30).',
    ],
  },
  'provincial-nb-electronic-cigarette-sales-outlet-licence': {
    fee: [
      '$100 for a new licence, a renewal or a reinstatement.',
      '100 $ pour une nouvelle licence, un renouvellement ou un rétablissement.',
    ],
  },
  'provincial-nb-business-name-registration': {
    fee: [
      '$62 to renew (in a copy of the form seen on a third-party site).',
      '62 $ pour le renouvellement (dans une copie du formulaire consultée sur un site tiers).',
    ],
    late: [
      'Failing to renew is an offence and may lead to cancellation (according to the same copy).',
      'Omettre de renouveler est une infraction et peut entraîner l’annulation (selon la même copie).',
    ],
  },
  'provincial-nb-worksafenb-employer-registration': {
    renew: [
      'Register within 15 days of workers starting; give a yearly payroll estimate; annually assessed employers pay by 31 March.',
      'S’inscrire dans les 15 jours suivant l’arrivée des travailleurs; fournir une estimation annuelle de la masse salariale; les employeurs cotisés annuellement paient au plus tard le 31 mars.',
    ],
  },
  'provincial-nb-worksafenb-annual-assessment-payment': {
    renew: [
      'Pay the yearly assessment by 31 March (or 30 days after the notice if it is issued after 1 March); MAAP employers report monthly by the 15th.',
      'Payer la cotisation annuelle au plus tard le 31 mars (ou 30 jours après l’avis s’il est émis après le 1er mars); les employeurs du MAAP déclarent chaque mois au plus tard le 15.',
    ],
  },
  'provincial-nb-new-brunswick-corporation-annual-return': {
    renew: [
      'File the annual return within 30 days after the anniversary date (the Registry’s rule).',
      'Déposer le rapport annuel dans les 30 jours suivant la date d’anniversaire (règle du Registre).',
    ],
  },

  // ——— Nova Scotia ———
  'provincial-ns-body-art-facility-permit-class-1-safe-body-art-act': {
    fee: [
      '$195 plus HST (a Class 2 temporary event permit, 1 to 14 days: $30 plus HST, not renewable).',
      '195 $ plus la TVH (permis temporaire de classe 2 pour un événement de 1 à 14 jours : 30 $ plus la TVH, non renouvelable).',
    ],
  },
  'provincial-ns-tourist-accommodation-short-term-rental-registration': {
    fee: [
      '$50 per civic address for 0 to 4 bedrooms (an older Tourism Nova Scotia FAQ); since 2024, whole-home and commercial hosts also pay a yearly registration tax.',
      '50 $ par adresse municipale pour 0 à 4 chambres (ancienne FAQ de Tourisme Nouvelle-Écosse); depuis 2024, les hôtes de logements entiers et commerciaux paient aussi une taxe d’enregistrement annuelle.',
    ],
  },
  'provincial-ns-food-establishment-permit': {
    late: [
      'The late fee for food safety permits was eliminated in 2020 (according to Restaurants Canada).',
      'Les frais de retard des permis de salubrité alimentaire ont été supprimés en 2020 (selon Restaurants Canada).',
    ],
  },
  'provincial-ns-permanent-liquor-licence-eating-establishment-lounge-beverage-room-cabaret': {
    fee: [
      'An application fee plus a 3-year licence fee by type; the page seen does not give the amounts.',
      'Frais de demande plus droits de permis pour 3 ans selon le type; la page consultée ne donne pas les montants.',
    ],
  },
  'provincial-ns-vaping-products-retail-vendor-s-permit': {
    fee: ['$124.60 per location.', '124,60 $ par emplacement.'],
    late: [
      'The permit is not renewed while the business owes the Province; the renewal notice comes by mail, but renewing on time is the holder’s responsibility.',
      'Le permis n’est pas renouvelé tant que l’entreprise a des sommes dues à la province; l’avis de renouvellement est envoyé par la poste, mais renouveler à temps relève du titulaire.',
    ],
  },
  // Payroll filing: research/duties-evidence.md (wcb.ns.ca, read 2026-11-27).
  'provincial-ns-wcb-nova-scotia-employer-registration': {
    late: [
      'Penalties apply for late payroll reporting and interest on past-due balances; a payroll not reported is estimated by the WCB and billed on that estimate.',
      'Des pénalités s’appliquent à la déclaration tardive de la masse salariale et des intérêts aux soldes en souffrance; une masse salariale non déclarée est estimée par la WCB, qui facture selon cette estimation.',
    ],
    renew: [
      'Register within 10 days of hiring the third worker; then report payroll and pay premiums every month, by the 15th business day of the following month (report 0 when no wages were paid), in WCB MyAccount.',
      'S’inscrire dans les 10 jours suivant l’embauche du troisième travailleur; ensuite, déclarer la masse salariale et payer les primes chaque mois, au plus tard le 15e jour ouvrable du mois suivant (déclarer 0 si aucun salaire n’a été versé), dans MyAccount de la WCB.',
    ],
    url: 'https://wcb.ns.ca/employers/workplace-injury-insurance/rates-premiums/payment-reporting',
  },
  'provincial-ns-business-registration-annual-renewal-rjsc': {
    renew: [
      'Pay the yearly renewal fee to keep the registration active.',
      'Payer les droits de renouvellement annuels pour garder l’enregistrement actif.',
    ],
  },

  // ——— Prince Edward Island ———
  'provincial-pe-tourism-establishment-licence': {
    fee: [
      '1 to 4 units: $155 a year; 5 units or more: $250 plus $6.50 per unit (2019–2021 schedule).',
      '1 à 4 unités : 155 $ par année; 5 unités ou plus : 250 $ plus 6,50 $ par unité (barème 2019-2021).',
    ],
    late: [
      'An operator still not meeting the conditions after two months of follow-up is listed as non-compliant on the Province’s website, and revocation begins.',
      'Un exploitant qui ne respecte toujours pas les conditions après deux mois de suivi est inscrit comme non conforme sur le site du gouvernement, et la révocation commence.',
    ],
    renew: [
      'Pay the fee by 1 September for the next year’s licence; an annual inspection applies.',
      'Payer les droits au plus tard le 1er septembre pour le permis de l’année suivante; une inspection annuelle s’applique.',
    ],
  },
  'provincial-pe-food-premises-licence': {
    fee: [
      'Class 1A $150; Class 1B (1 to 25 seats) $75; Class 2 (take-out, no seating) $55; Class 4 (community, non-profit) free.',
      'Catégorie 1A : 150 $; catégorie 1B (1 à 25 places) : 75 $; catégorie 2 (mets à emporter, sans places) : 55 $; catégorie 4 (communautaire, sans but lucratif) : gratuit.',
    ],
  },
  'provincial-pe-early-learning-and-child-care-centre-licence': {
    fee: [
      'Centre renewal: $75 (up to 25 children), $150 (26 or more); family home centre: $75.',
      'Renouvellement d’un centre : 75 $ (jusqu’à 25 enfants), 150 $ (26 ou plus); centre familial : 75 $.',
    ],
    renew: [
      'Keep displaying the current licence while the renewal is processed (about four weeks).',
      'Continuer d’afficher le permis actuel pendant le traitement du renouvellement (environ quatre semaines).',
    ],
  },
  'provincial-pe-wcb-pei-employer-registration-renewed-annually': {
    renew: [
      'Renew every year by 28 February by reporting last year’s actual payroll and this year’s estimate; the assessment is due 30 days after the statement date.',
      'Renouveler chaque année au plus tard le 28 février en déclarant la masse salariale réelle de l’année précédente et l’estimation de l’année en cours; la cotisation est payable 30 jours après la date du relevé.',
    ],
  },
  'municipal-pe-charlottetown-street-vendor-food-truck-licence': {
    fee: [
      'Push cart $600; food truck $1,200 to $1,600 (according to a govanswers.org summary).',
      'Chariot 600 $; camion de cuisine de rue de 1 200 $ à 1 600 $ (selon un résumé sur govanswers.org).',
    ],
  },

  // ——— Newfoundland and Labrador ———
  'provincial-nl-liquor-licence-restaurant-lounge-etc': {
    fee: [
      '$200 (liquor purchases under $10,000) to $1,700 (over $200,000); application $200 (2017 schedule).',
      'De 200 $ (achats d’alcool de moins de 10 000 $) à 1 700 $ (plus de 200 000 $); demande 200 $ (barème de 2017).',
    ],
    late: [
      'A $100 late penalty when payment is not made by 31 August (2017 schedule).',
      'Pénalité de retard de 100 $ si le paiement n’est pas fait au plus tard le 31 août (barème de 2017).',
    ],
  },
  'provincial-nl-motor-vehicle-dealer-licence': {
    fee: [
      '$100 a year to renew (according to a third-party copy of the Province’s page).',
      '100 $ par année pour le renouvellement (selon une copie de la page de la province sur un site tiers).',
    ],
    late: [
      'A dealer may not do business after expiry; the bond is kept 120 days after expiry (according to the same copy).',
      'Un commerçant ne peut pas exercer après l’expiration; le cautionnement est conservé 120 jours après l’expiration (selon la même copie).',
    ],
  },
  'provincial-nl-tourist-accommodation-registration-tourist-accommodations-act': {
    late: [
      'An offence under the Act is fined $250 to $2,000.',
      'Une infraction à la loi est passible d’une amende de 250 $ à 2 000 $.',
    ],
  },
  'provincial-nl-workplacenl-employer-registration': {
    renew: [
      'File the Employer Payroll Statement (and the OHS and contractor statements) by 28 February.',
      'Produire l’état de la masse salariale de l’employeur (et les déclarations SST et des entrepreneurs) au plus tard le 28 février.',
    ],
  },
  'provincial-nl-workplacenl-employer-payroll-statement': {
    renew: [
      'Report gross earnings and deductions on the Employer Payroll Statement by 28 February.',
      'Déclarer les gains bruts et les déductions dans l’état de la masse salariale de l’employeur au plus tard le 28 février.',
    ],
  },
  'provincial-nl-corporation-annual-return-registry-of-companies': {
    renew: [
      'File the annual return before the end of the anniversary month (of registration, amalgamation or revival).',
      'Déposer le rapport annuel avant la fin du mois anniversaire (de l’enregistrement, de la fusion ou de la reconstitution).',
    ],
  },

  // ——— Territories ———
  'provincial-yt-yukon-wscb-employer-registration': {
    renew: [
      'Register within 10 days of starting operations or employing a worker; file the Employer Payroll Return by the last day of February.',
      'S’inscrire dans les 10 jours suivant le début des activités ou l’embauche d’un travailleur; produire la déclaration de la masse salariale de l’employeur au plus tard le dernier jour de février.',
    ],
  },
  'provincial-yt-yukon-employer-payroll-return-epr': {
    late: ['A late filing fee of $50 to $5,000.', 'Frais de production tardive de 50 $ à 5 000 $.'],
    renew: [
      'Report last year’s payroll and contract labour, and next year’s estimate, by the last day of February.',
      'Déclarer la masse salariale et la main-d’œuvre contractuelle de l’année précédente, et l’estimation de l’année suivante, au plus tard le dernier jour de février.',
    ],
  },
  'provincial-nt-wscc-employer-registration-northwest-territories': {
    late: ['Failing to register carries a penalty.', 'Ne pas s’inscrire entraîne une pénalité.'],
    renew: [
      'File the annual payroll report by 28 February.',
      'Produire la déclaration annuelle de la masse salariale au plus tard le 28 février.',
    ],
  },
  'provincial-nt-wscc-annual-payroll-report-northwest-territories': {
    late: [
      'The late penalty was 15% of the previous year’s assessment (WSCC newsletter, 2017).',
      'La pénalité de retard était de 15 % de la cotisation de l’année précédente (bulletin de la CSTIT, 2017).',
    ],
    renew: [
      'Report last year’s actual payroll and this year’s estimate by 28 February.',
      'Déclarer la masse salariale réelle de l’année précédente et l’estimation de l’année en cours au plus tard le 28 février.',
    ],
  },
  'provincial-nt-northwest-territories-corporation-annual-return': {
    renew: [
      'File the annual return (Form 17) by the end of the month after the anniversary of incorporation (the Territory’s guide, read on a third-party site).',
      'Déposer le rapport annuel (formulaire 17) au plus tard à la fin du mois suivant l’anniversaire de la constitution (guide du gouvernement territorial, consulté sur un site tiers).',
    ],
  },
  'provincial-nu-wscc-employer-registration-nunavut': {
    renew: [
      'File the annual payroll report by 28 February.',
      'Produire la déclaration annuelle de la masse salariale au plus tard le 28 février.',
    ],
  },
  'provincial-nu-wscc-annual-payroll-report-nunavut': {
    renew: [
      'Report last year’s actual payroll and this year’s estimate by 28 February.',
      'Déclarer la masse salariale réelle de l’année précédente et l’estimation de l’année en cours au plus tard le 28 février.',
    ],
  },
  'provincial-nu-tourist-establishment-licence': {
    fee: [
      'A fee is payable to the Government of Nunavut; the form seen does not give the amount.',
      'Des droits sont payables au gouvernement du Nunavut; le formulaire consulté ne donne pas le montant.',
    ],
    renew: [
      'On the renewal form, have proof of $2 million liability insurance, WSCC standing and the municipal business licence.',
      'Pour le formulaire de renouvellement, avoir une preuve d’assurance responsabilité de 2 millions $, l’attestation de la CSTIT et le permis d’entreprise municipal.',
    ],
  },
  'provincial-nu-liquor-licence': {
    fee: ['$200 ($500 for off-premises sales).', '200 $ (500 $ pour la vente à emporter).'],
    renew: [
      'Send the renewal documents by 15 February.',
      'Envoyer les documents de renouvellement au plus tard le 15 février.',
    ],
  },
  'municipal-nu-iqaluit-business-licence': {
    fee: [
      'Residents: $250 new, $200 to renew; non-residents: $550 new, $450 to renew (according to Nunatsiaq News).',
      'Résidents : 250 $ (nouveau), 200 $ (renouvellement); non-résidents : 550 $ (nouveau), 450 $ (renouvellement) (selon Nunatsiaq News).',
    ],
    late: [
      'A grace period to 15 February at extra cost, then a $50 fee may apply; an unlicensed business can be charged under the by-law (according to Nunatsiaq News).',
      'Délai de grâce jusqu’au 15 février moyennant des frais, puis des frais de 50 $ peuvent s’appliquer; une entreprise sans permis peut être poursuivie en vertu du règlement (selon Nunatsiaq News).',
    ],
  },
  'municipal-nt-yellowknife-business-licence': {
    fee: ['$200 a year (according to Cabin Radio).', '200 $ par année (selon Cabin Radio).'],
  },
};
