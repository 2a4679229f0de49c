// The French name of each catalogue licence (issue 15 item 5), in Canadian French as the OQLF uses it
// ("permis", "courriel"). Québec's names are already French and keep their official form. A by-law's
// number stays as enacted. build-templates.ts fails when a template has no French name here.
export const FRENCH_NAMES: Readonly<Record<string, string>> = {
  'Amusement machine licence': 'Permis d’appareils d’amusement',
  'Automotive business licence': 'Permis d’entreprise automobile',
  'Background music licence - SOCAN Tariff 15A / RE:SOUND Tariff 3 (via Entandem)':
    'Licence de musique de fond - tarif 15A de la SOCAN / tarif 3 de RÉ:SONNE (par Entandem)',
  'Building renovator licence': 'Permis de rénovateur',
  'Business Number (BN) registration': 'Inscription au numéro d’entreprise (NE)',
  'Business licence': 'Permis d’entreprise',
  'Business name registration': 'Enregistrement de nom commercial',
  'Business name registration (Master Business Licence)':
    'Enregistrement de nom commercial (permis principal d’entreprise)',
  'Business name registration (Partnership Act)': 'Enregistrement de nom commercial (Partnership Act)',
  'Business registration annual renewal (RJSC)': 'Renouvellement annuel de l’enregistrement (RJSC)',
  'Café seating / temporary patio encroachment permit': 'Permis de terrasse temporaire sur la voie publique',
  'Cannabis Retail Operator Licence': 'Licence d’exploitant de vente au détail de cannabis',
  'Cannabis Retail Store Authorization': 'Autorisation de magasin de vente au détail de cannabis',
  'Cannabis licence (cultivation/processing/sale for medical purposes)':
    'Licence de cannabis (culture, transformation, vente à des fins médicales)',
  'Cannabis retail licence': 'Licence de vente au détail de cannabis',
  'Cannabis retail permit': 'Permis de vente au détail de cannabis',
  'Cannabis retail store licence': 'Licence de magasin de vente au détail de cannabis',
  'Class A liquor licence (restaurants, lounges)': 'Licence d’alcool de classe A (restaurants, bars-salons)',
  'Class D retail liquor store licence': 'Licence de magasin d’alcool de classe D',
  'Class E liquor manufacturer licence (brewery/winery/distillery/brew pub)':
    'Licence de fabricant d’alcool de classe E (brasserie, établissement vinicole, distillerie, broue-pub)',
  'Collection Agency Licence': 'Permis d’agence de recouvrement',
  'Community safety business licence (specified activities)':
    'Permis d’entreprise – sécurité communautaire (activités désignées)',
  'Controlled Goods Program registration': 'Inscription au Programme des marchandises contrôlées',
  "Controlled substances dealer's licence": 'Licence de distributeur autorisé de substances contrôlées',
  'Corporation annual return (Registry of Companies)': 'Rapport annuel de société (registre des compagnies)',
  'Direct Seller Company Permit': 'Permis d’entreprise de vente directe',
  'Drug Establishment Licence (DEL)': 'Licence d’établissement de produits pharmaceutiques (LEPP)',
  'EPEA approval (industrial activities)': 'Approbation en vertu de l’EPEA (activités industrielles)',
  'Eatery licence (restaurant / retail food)':
    'Permis d’établissement alimentaire (restaurant, vente d’aliments)',
  'Eating or drinking establishment licence': 'Permis d’établissement où l’on sert à manger ou à boire',
  'Electrical contractor licence': 'Licence d’entrepreneur électricien',
  'Electrical contractor licence (LEC)': 'Licence d’entrepreneur électricien (LEC)',
  'Environmental Compliance Approval (ECA)': 'Autorisation de conformité environnementale (ACE)',
  'Excise licence (spirits, wine, tobacco, cannabis, vaping) under Excise Act, 2001':
    'Licence d’accise (spiritueux, vin, tabac, cannabis, vapotage) en vertu de la Loi de 2001 sur l’accise',
  'Federal corporation annual return (CBCA)': 'Rapport annuel de société fédérale (LCSA)',
  'Firearms business licence': 'Permis d’entreprise d’armes à feu',
  'Fixed-location business operating licence (pet shop, tobacco, personal services, etc.)':
    'Permis d’exploitation d’entreprise à emplacement fixe (animalerie, tabac, services personnels, etc.)',
  'Food business licence': 'Permis d’entreprise alimentaire',
  'Food establishment licence': 'Permis d’établissement alimentaire',
  'Food establishment permit': 'Permis d’établissement alimentaire',
  'Food handler certification': 'Certificat de manipulateur d’aliments',
  'Food handling permit': 'Permis de manipulation d’aliments',
  'Food premises business licence': 'Permis d’entreprise – locaux alimentaires',
  'Food premises licence': 'Permis de locaux alimentaires',
  'Food premises licence (Class 3/4/5)': 'Permis de locaux alimentaires (catégories 3, 4 et 5)',
  'Food primary liquor licence': 'Licence d’alcool – établissement principalement alimentaire',
  'Food service establishment permit': 'Permis d’établissement de services alimentaires',
  'Fuels contractor registration': 'Inscription d’entrepreneur en combustibles',
  'GST/HST registration (RT program account)': 'Inscription à la TPS/TVH (compte de programme RT)',
  'Gas contractor licence': 'Licence d’entrepreneur en gaz',
  'General business licence': 'Permis d’entreprise général',
  'Greater Victoria Inter-Municipal Business Licence': 'Permis d’entreprise intermunicipal du Grand Victoria',
  'Grocery store licence (beer/cider/wine)': 'Licence d’épicerie (bière, cidre, vin)',
  'Health operating permit (food service establishment)':
    'Permis sanitaire d’exploitation (établissement de services alimentaires)',
  'Holistic centre licence': 'Permis de centre holistique',
  'Home based business licence': 'Permis d’entreprise à domicile',
  'Import-export program account (RM)': 'Compte de programme d’importation-exportation (RM)',
  'Inter-Municipal Business Licence (Fraser Valley)': 'Permis d’entreprise intermunicipal (vallée du Fraser)',
  'Licensee retail store (private liquor store) licence': 'Licence de magasin de détail privé d’alcool',
  'Liquor delivery service licence': 'Licence de service de livraison d’alcool',
  'Liquor licence': 'Licence d’alcool',
  'Liquor licence (dining room / lounge)': 'Licence d’alcool (salle à manger, bar-salon)',
  'Liquor licence (food primary / liquor primary)':
    'Licence d’alcool (établissement principalement alimentaire ou principalement d’alcool)',
  'Liquor licence (restaurant, lounge, etc.)': 'Licence d’alcool (restaurant, bar-salon, etc.)',
  'Liquor manufacturer licence (brewery/winery/distillery)':
    'Licence de fabricant d’alcool (brasserie, établissement vinicole, distillerie)',
  'Liquor primary licence': 'Licence d’alcool – établissement principalement d’alcool',
  'Liquor retail licence (liquor vendor / specialty store)':
    'Licence de vente d’alcool au détail (agence, magasin spécialisé)',
  'Liquor sales licence': 'Permis de vente d’alcool',
  'Liquor service licence (general / age-restricted)':
    'Licence de service d’alcool (générale ou réservée aux adultes)',
  'Liquor/cannabis delivery licence': 'Licence de livraison d’alcool et de cannabis',
  'Measuring device examination - retail food trade (scales)':
    'Examen des instruments de mesure – commerce alimentaire de détail (balances)',
  'Measuring device examination - retail petroleum (pumps/meters)':
    'Examen des instruments de mesure – vente au détail de produits pétroliers (pompes, compteurs)',
  'Medical Device Establishment Licence (MDEL)': 'Licence d’établissement d’instruments médicaux (LEIM)',
  'Medical Device Licence (Class II-IV) annual right-to-sell':
    'Homologation d’instruments médicaux (classes II à IV) – droit annuel de vente',
  'Mobile vendor licence': 'Permis de vendeur itinérant',
  'NUANS name search report (for incorporation)': 'Rapport de recherche NUANS (pour la constitution)',
  'New home builder/vendor licence': 'Licence de constructeur et vendeur de logements neufs',
  'Non-resident business licence': 'Permis d’entreprise non résidente',
  'Ontario corporation annual return': 'Rapport annuel de société de l’Ontario',
  'PST registration (vendor)': 'Inscription à la TVP (vendeur)',
  "PST vendor's licence": 'Licence de vendeur (TVP)',
  'Pawnbroker / second-hand dealer licence': 'Permis de prêteur sur gages ou de commerçant d’occasion',
  'Payroll deductions program account (RP)': 'Compte de programme de retenues sur la paie (RP)',
  'Peddler / transient trader / mobile vendor licence':
    'Permis de colporteur, commerçant itinérant ou vendeur mobile',
  'Peddlers and hawkers licence (By-law LG-14)': 'Permis de colporteur (règlement LG-14)',
  'Permanent liquor licence (eating establishment, lounge, beverage room, cabaret)':
    'Licence d’alcool permanente (restaurant, bar-salon, taverne, cabaret)',
  'Pharmacy certificate of accreditation': 'Certificat d’agrément de pharmacie',
  'Pharmacy licence': 'Permis de pharmacie',
  'Pharmacy permit': 'Permis de pharmacie',
  'Prepaid contracting business licence': 'Licence d’entreprise de travaux prépayés',
  'Public pool / whirlpool permit': 'Permis de piscine publique ou de bain tourbillon',
  'QST registration': 'Inscription au fichier de la TVQ',
  'Radio licence (radio apparatus) - ISED': 'Licence radio (appareil radio) – ISDE',
  'Residential (home-based) business licence': 'Permis d’entreprise résidentielle (à domicile)',
  'Residential builder licence': 'Licence de constructeur résidentiel',
  'Restaurant/tavern liquor permit': 'Permis d’alcool pour restaurant ou taverne',
  'Retail Sales Tax (RST) registration': 'Inscription à la taxe de vente au détail (TVD)',
  'Retail store (food) licence': 'Permis de magasin de détail (aliments)',
  'Retail store permit (liquor)': 'Permis de magasin de détail (alcool)',
  'Safe Food for Canadians (SFC) licence': 'Licence pour la salubrité des aliments au Canada (SAC)',
  'Smoke shop / vapour product retailer licence':
    'Permis de tabagie ou de détaillant de produits de vapotage',
  'Street vendor / food truck licence': 'Permis de vendeur de rue ou de camion-restaurant',
  'Telecommunications service provider registration':
    'Enregistrement de fournisseur de services de télécommunication',
  'Terrasse commerciale sur le domaine public permit': 'Permis de terrasse commerciale sur le domaine public',
  'Territorial business licence': 'Permis d’entreprise territorial',
  'Trade name registration': 'Enregistrement de dénomination commerciale',
  'Trademark registration': 'Enregistrement de marque de commerce',
  'Trades operating business licence (plumber, paving, renovator)':
    'Permis d’exploitation de métier (plombier, pavage, rénovateur)',
  'Transient dealer licence': 'Permis de commerçant itinérant',
  'Transportation of Dangerous Goods (TDG) training certificate':
    'Certificat de formation au transport des marchandises dangereuses (TMD)',
  'Vending / mobile food licence': 'Permis de vente ambulante et d’aliments mobiles',
  'WCB Manitoba clearance': 'Attestation de conformité de la WCB du Manitoba',
  'WCB Nova Scotia clearance letter': 'Lettre d’attestation de la WCB de la Nouvelle-Écosse',
  'WCB PEI clearance': 'Attestation de conformité de la WCB de l’Île-du-Prince-Édouard',
  'WCB Saskatchewan clearance letter': 'Lettre d’attestation de la WCB de la Saskatchewan',
  'WCB-Alberta clearance letter': 'Lettre d’attestation de la WCB de l’Alberta',
  'WSCC clearance letter': 'Lettre d’attestation de la CSTIT',
  'WSIB clearance certificate': 'Certificat de décharge de la CSPAAT',
  'WorkSafeBC clearance letter': 'Lettre d’attestation de WorkSafeBC',
  'WorkSafeNB clearance certificate': 'Certificat de décharge de Travail sécuritaire NB',
  'WorkplaceNL clearance letter': 'Lettre d’attestation de WorkplaceNL',
  'Yukon Inter-Municipal Business Licence': 'Permis d’entreprise intermunicipal du Yukon',
  'Yukon WCB clearance': 'Attestation de conformité de la CSSTY',
  // license-facts-additions.json
  'Business licence (Business Licensing By-law L.-131-16)': 'Permis d’entreprise (règlement L.-131-16)',
  'Business licence (Business License Bylaw 2025-34)': 'Permis d’entreprise (règlement 2025-34)',
  'Business licence (Business Licence By-law (2009)-18855)': 'Permis d’entreprise (règlement (2009)-18855)',
  'Business licence (Business Licensing By-law 395-2004)': 'Permis d’entreprise (règlement 395-2004)',
  'General business licence (By-law 2005-318)': 'Permis d’entreprise général (règlement 2005-318)',
  'Business licence (Town licensed business classes)':
    'Permis d’entreprise (catégories réglementées par la Ville)',
  'Business licence (Business Licensing By-law 042-2008)': 'Permis d’entreprise (règlement 042-2008)',
  'Municipal business licence (Consolidated Business Licensing By-law)':
    'Permis d’entreprise municipal (règlement refondu sur les permis d’entreprise)',
  'Business licence (Stationary Business Licensing By-law 332-2013)':
    'Permis d’entreprise à emplacement fixe (règlement 332-2013)',
  'Driveway paving contractor licence': 'Permis d’entrepreneur en pavage d’entrées',
  'Business licence (Business Licensing By-law - General)': 'Permis d’entreprise (règlement général)',
  'Business licence (stationary and mobile businesses)': 'Permis d’entreprise (entreprises fixes et mobiles)',
  'Business licence (eating establishment, lounge, nightclub, pub and other classes)':
    'Permis d’entreprise (restaurant, bar-salon, boîte de nuit, pub et autres catégories)',
  'Business licence (Business Licensing Bylaw 2023-105)': 'Permis d’entreprise (règlement 2023-105)',
  'Business licence (Municipal Code Chapter 599)': 'Permis d’entreprise (code municipal, chapitre 599)',
  'Business licence (Business Licensing By-law, Town of Milton)':
    'Permis d’entreprise (règlement de la Ville de Milton)',
  'Business licence (all businesses)': 'Permis d’entreprise (toutes les entreprises)',
  'Inter-Municipal Business Licence (Metro West: Burnaby, New Westminster, Vancouver, Surrey, Delta, Richmond)':
    'Permis d’entreprise intermunicipal (Metro West : Burnaby, New Westminster, Vancouver, Surrey, Delta, Richmond)',
  'Business licence (Business Licence Bylaw No. 7360)': 'Permis d’entreprise (règlement no 7360)',
  'Business licence (Business Licence Bylaw, 2006, No. 1551-2006)':
    'Permis d’entreprise (règlement no 1551-2006)',
  'Fraser Valley Intermunicipal Business Licence (Bylaw No. 2990-2019)':
    'Permis d’entreprise intermunicipal de la vallée du Fraser (règlement no 2990-2019)',
  'Business licence (Business Licence Bylaw No. 8213, 2002)': 'Permis d’entreprise (règlement no 8213, 2002)',
  'Business licence (Business Licence and Regulation Bylaw)':
    'Permis d’entreprise (règlement sur les permis d’entreprise)',
  'Business licence (Delta Business Licence Bylaw No. 7670, 2017)':
    'Permis d’entreprise (règlement no 7670, 2017)',
  'Business licence (annual)': 'Permis d’entreprise (annuel)',
  "Certificat d'occupation / occupancy certificate": 'Certificat d’occupation',
  "Permis d'affaires / business permit": 'Permis d’affaires',
  "Certificat d'autorisation ou d'occupation / certificate of authorization or occupation":
    'Certificat d’autorisation ou d’occupation',
  // employer-registrations.json (research 2026-11) names without a French form
  'WSIB annual premium report and payment (annual reporters)':
    'Déclaration et paiement annuels des primes à la CSPAAT (déclarants annuels)',
  'WSIB employer registration': 'Inscription de l’employeur à la CSPAAT',
  'WorkSafeBC employer registration': 'Inscription de l’employeur à WorkSafeBC',
  'WorkSafeBC Annual Payroll Report and Payment':
    'Rapport annuel sur la masse salariale et paiement (WorkSafeBC)',
  'BC company annual report': 'Rapport annuel de société (Colombie-Britannique)',
  'BC sole proprietorship / partnership registration':
    'Enregistrement d’entreprise individuelle ou de société en nom collectif (Colombie-Britannique)',
  'WCB-Alberta employer account': 'Compte d’employeur de la WCB de l’Alberta',
  'WCB-Alberta annual return (insurable earnings)':
    'Déclaration annuelle à la WCB de l’Alberta (gains assurables)',
  'Alberta corporation annual return': 'Rapport annuel de société de l’Alberta',
  'WCB Saskatchewan employer registration': 'Inscription de l’employeur à la WCB de la Saskatchewan',
  'WCB Saskatchewan Employer Payroll Statement (EPS)':
    'État annuel de la masse salariale de l’employeur (WCB de la Saskatchewan)',
  'WCB Manitoba employer registration': 'Inscription de l’employeur à la WCB du Manitoba',
  'WCB Manitoba annual payroll report': 'Déclaration annuelle de la masse salariale (WCB du Manitoba)',
  'WorkSafeNB annual assessment payment': 'Paiement de la cotisation annuelle à Travail sécuritaire NB',
  'WCB Nova Scotia employer registration': 'Inscription de l’employeur à la WCB de la Nouvelle-Écosse',
  'Nova Scotia business name registration annual renewal':
    'Renouvellement annuel de l’enregistrement de nom commercial (Nouvelle-Écosse)',
  'WCB PEI employer registration (renewed annually)':
    'Inscription de l’employeur à la WCB de l’Île-du-Prince-Édouard (renouvelée chaque année)',
  'WorkplaceNL employer registration': 'Inscription de l’employeur à WorkplaceNL',
  'WorkplaceNL Employer Payroll Statement': 'État annuel de la masse salariale de l’employeur (WorkplaceNL)',
  'Yukon WSCB employer registration': 'Inscription de l’employeur à la CSSTY',
  'Yukon Employer Payroll Return (EPR)': 'Déclaration de la masse salariale de l’employeur (CSSTY)',
  'WSCC employer registration (Northwest Territories)':
    'Inscription de l’employeur à la CSTIT (Territoires du Nord-Ouest)',
  'WSCC Annual Payroll Report (Northwest Territories)':
    'Déclaration annuelle de la masse salariale à la CSTIT (Territoires du Nord-Ouest)',
  'Northwest Territories corporation annual return':
    'Rapport annuel de société des Territoires du Nord-Ouest',
  'Northwest Territories business name registration (sole proprietorship)':
    'Enregistrement de nom commercial des Territoires du Nord-Ouest (entreprise individuelle)',
  'WSCC employer registration (Nunavut)': 'Inscription de l’employeur à la CSTIT (Nunavut)',
  'WSCC Annual Payroll Report (Nunavut)': 'Déclaration annuelle de la masse salariale à la CSTIT (Nunavut)',
  // research names whose French form came without its accents or too short to say what it is
  'T4 information return (T4 slips and summary)':
    'Déclaration de renseignements T4 (feuillets T4 et sommaire)',
  'CNESST employer registration (occupational health and safety)': 'Inscription de l’employeur à la CNESST',
  'CNESST annual declaration of wages': 'Déclaration des salaires (CNESST)',
  'Revenu Quebec employer source deductions and Health Services Fund (FSS) contribution; RL-1 Summary':
    'Retenues à la source et cotisations de l’employeur (RRQ, RQAP, FSS); Sommaire 1',
  'WorkSafeNB employer registration': 'Inscription de l’employeur à Travail sécuritaire NB',
  'New Brunswick corporation annual return': 'Rapport annuel de corporation (Nouveau-Brunswick)',
};

/** Names already in French (Québec's official names): the same in both languages. */
export const FRENCH_ALREADY =
  /^(Attestation|Certificat d'occupation|Déclaration|Licence d'entrepreneur|Permis)/;

/**
 * Québec authorities keep their official French names in both languages (issue 15). The research
 * notes wrote some of them in English.
 */
export const QUEBEC_AUTHORITIES: Readonly<Record<string, string>> = {
  'Ville de Montréal (arrondissement permits division)':
    'Ville de Montréal – arrondissement (division des permis)',
  'Ville de Montréal - borough permits and inspections division':
    'Ville de Montréal – arrondissement (division des permis et inspections)',
  'Ville de Montréal (arrondissement)': 'Ville de Montréal – arrondissement',
};
