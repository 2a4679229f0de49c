// The French name of every issuing authority (issue 27): a licence keeps its authority in both
// languages and each reader sees theirs. Federal bodies and Ontario, New Brunswick and Manitoba
// bodies with an official French name use it; Québec's are French already (QUEBEC_AUTHORITIES);
// a municipality or board without an official French name gets a faithful French rendering of its
// English name (a proper name such as WorkSafeBC stays as it is). build-templates.ts fails when an
// authority has no French name here.
import { QUEBEC_AUTHORITIES } from './french-names';

const CSPAAT =
  'Commission de la sécurité professionnelle et de l’assurance contre les accidents du travail (CSPAAT)';
const CNESST = 'Commission des normes, de l’équité, de la santé et de la sécurité du travail (CNESST)';
const CSTIT = 'Commission de la sécurité au travail et de l’indemnisation des travailleurs (CSTIT)';
const CSSTY = 'Commission de la santé et de la sécurité au travail du Yukon (CSSTY)';
const ARC = 'Agence du revenu du Canada (ARC)';
const ISDE = 'Innovation, Sciences et Développement économique Canada (ISDE)';
const LOCAL_BOARD = 'Conseil de santé local (bureau de santé publique)';

export const AUTHORITY_NAMES_FR: Readonly<Record<string, string>> = {
  // Federal
  'Canada Revenue Agency': 'Agence du revenu du Canada',
  'Canada Revenue Agency (CRA)': ARC,
  'Canada Revenue Agency (CRA) / Canada Border Services Agency (CBSA)':
    'Agence du revenu du Canada (ARC) / Agence des services frontaliers du Canada (ASFC)',
  'Canada Revenue Agency (Revenu Quebec administers GST for Quebec-based businesses)':
    'Agence du revenu du Canada (Revenu Québec administre la TPS pour les entreprises du Québec)',
  'Canadian Food Inspection Agency (CFIA)': 'Agence canadienne d’inspection des aliments (ACIA)',
  'Canadian Intellectual Property Office (CIPO)': 'Office de la propriété intellectuelle du Canada (OPIC)',
  'Canadian Radio-television and Telecommunications Commission (CRTC)':
    'Conseil de la radiodiffusion et des télécommunications canadiennes (CRTC)',
  'Corporations Canada (Innovation, Science and Economic Development Canada)':
    'Corporations Canada (Innovation, Sciences et Développement économique Canada)',
  'Corporations Canada / provincial registries': 'Corporations Canada / registres provinciaux',
  'Employer-issued under Transport Canada TDG Regulations Part 6':
    'L’employeur, en vertu de la partie 6 du Règlement sur le TMD de Transports Canada',
  'Entandem (SOCAN + RE:SOUND joint licensing)': 'Entandem (licences conjointes de la SOCAN et de RÉ:SONNE)',
  'Health Canada': 'Santé Canada',
  'Health Canada (Medical Devices Bureau)': 'Santé Canada (Bureau des matériels médicaux)',
  'Health Canada (Office of Controlled Substances)': 'Santé Canada (Bureau des substances contrôlées)',
  'Innovation, Science and Economic Development Canada (ISED)': ISDE,
  'Measurement Canada (ISED)': 'Mesures Canada (ISDE)',
  'Public Services and Procurement Canada (Controlled Goods Program)':
    'Services publics et Approvisionnement Canada (Programme des marchandises contrôlées)',
  'RCMP Canadian Firearms Program / provincial Chief Firearms Officer':
    'Programme canadien des armes à feu de la GRC / contrôleur des armes à feu de la province',
  // Ontario (official French names of the province and its agencies)
  'Alcohol and Gaming Commission of Ontario (AGCO)': 'Commission des alcools et des jeux de l’Ontario (CAJO)',
  'Electrical Safety Authority (ESA)': 'Office de la sécurité des installations électriques (OSIE)',
  'Financial Services Regulatory Authority of Ontario (FSRA)':
    'Autorité ontarienne de réglementation des services financiers (ARSF)',
  'Home Construction Regulatory Authority (HCRA)':
    'Office de réglementation de la construction des logements (ORCL)',
  'Local board of health (public health unit)': LOCAL_BOARD,
  'Local board of health / public health unit (Health Protection and Promotion Act)':
    'Conseil de santé local / bureau de santé publique (Loi sur la protection et la promotion de la santé)',
  'Ontario Business Registry (ServiceOntario)': 'Registre des entreprises de l’Ontario (ServiceOntario)',
  'ServiceOntario (Ontario Business Registry)': 'ServiceOntario (Registre des entreprises de l’Ontario)',
  'Ontario College of Pharmacists (OCP)': 'Ordre des pharmaciens de l’Ontario (OPO)',
  'College of Veterinarians of Ontario (CVO)': 'Ordre des vétérinaires de l’Ontario',
  'Ontario Ministry of Education (Child Care Licensing System)':
    'Ministère de l’Éducation de l’Ontario (Système de délivrance des permis de services de garde d’enfants)',
  'Ontario Ministry of Finance': 'Ministère des Finances de l’Ontario',
  'BC Ministry of Finance': 'Ministère des Finances de la Colombie-Britannique',
  'Ontario Ministry of Transportation': 'Ministère des Transports de l’Ontario',
  'Ontario Ministry of the Environment, Conservation and Parks':
    'Ministère de l’Environnement, de la Protection de la nature et des Parcs de l’Ontario',
  'Ontario Ministry of the Solicitor General (Private Security and Investigative Services Branch) via ServiceOntario':
    'Ministère du Solliciteur général de l’Ontario (Direction de la sécurité privée et des services d’enquête), par ServiceOntario',
  'Ontario Motor Vehicle Industry Council (OMVIC)':
    'Conseil ontarien du commerce des véhicules automobiles (COCVA)',
  'Real Estate Council of Ontario (RECO)': 'Conseil ontarien de l’immobilier (CIO)',
  'Registered Insurance Brokers of Ontario (RIBO)': 'Courtiers d’assurances inscrits de l’Ontario (CAIO)',
  'Technical Standards and Safety Authority (TSSA)': 'Office des normes techniques et de la sécurité (ONTS)',
  'Travel Industry Council of Ontario (TICO)': 'Conseil de l’industrie des voyages de l’Ontario (CIVO)',
  'Workplace Safety and Insurance Board (WSIB)': CSPAAT,
  'Toronto Public Health': 'Santé publique Toronto',
  // Québec (French already; the research wrote some without accents)
  'Bureau de la sécurité privée (BSP)': 'Bureau de la sécurité privée (BSP)',
  CNESST: CNESST,
  "Commission des normes, de l'equite, de la sante et de la securite du travail (CNESST)": CNESST,
  "Commission des normes, de l'équité, de la santé et de la sécurité du travail (CNESST)": CNESST,
  "Ministère de l'Agriculture, des Pêcheries et de l'Alimentation (MAPAQ)":
    'Ministère de l’Agriculture, des Pêcheries et de l’Alimentation (MAPAQ)',
  'Ministère de la Famille (Québec)': 'Ministère de la Famille (Québec)',
  "Ministère du Tourisme via the Corporation de l'industrie touristique du Québec (CITQ); campsites via Camping Québec, outfitters via FPQ":
    'Ministère du Tourisme, par la Corporation de l’industrie touristique du Québec (CITQ); campings par Camping Québec, pourvoiries par la FPQ',
  'Office de la protection du consommateur (OPC)': 'Office de la protection du consommateur (OPC)',
  'Registraire des entreprises du Quebec': 'Registraire des entreprises du Québec',
  'Revenu Quebec': 'Revenu Québec',
  'Revenu Québec': 'Revenu Québec',
  'Régie des alcools, des courses et des jeux (RACJ)': 'Régie des alcools, des courses et des jeux (RACJ)',
  'Régie du bâtiment du Québec (RBQ)': 'Régie du bâtiment du Québec (RBQ)',
  "Ville de Gatineau - Service de l'urbanisme et du développement durable":
    'Ville de Gatineau – Service de l’urbanisme et du développement durable',
  'Ville de Laval (permis et certificats / urbanisme)': 'Ville de Laval (permis et certificats, urbanisme)',
  "Ville de Longueuil - Direction de l'aménagement et de l'urbanisme":
    'Ville de Longueuil – Direction de l’aménagement et de l’urbanisme',
  'Ville de Québec - permis et certificats': 'Ville de Québec – permis et certificats',
  // New Brunswick (official French names)
  'NB Department of Education and Early Childhood Development':
    'Ministère de l’Éducation et du Développement de la petite enfance du Nouveau-Brunswick',
  'NB Department of Health - Regional Directors, Health Protection Branch (applications through Service New Brunswick)':
    'Ministère de la Santé du Nouveau-Brunswick – directeurs régionaux, Direction de la protection de la santé (demandes par Service Nouveau-Brunswick)',
  'NB Department of Justice and Public Safety - Gaming, Liquor and Security Licensing Branch':
    'Ministère de la Justice et de la Sécurité publique du Nouveau-Brunswick – Direction des licences de jeux, d’alcool et de sécurité',
  'NB Minister of Health': 'Ministre de la Santé du Nouveau-Brunswick',
  'Service New Brunswick - Corporate Registry': 'Service Nouveau-Brunswick – Registre corporatif',
  WorkSafeNB: 'Travail sécuritaire NB',
  'City of Fredericton': 'Ville de Fredericton',
  'City of Moncton': 'Ville de Moncton',
  'City of Saint John (By-law Enforcement)': 'Ville de Saint John (application des règlements)',
  // Manitoba (official French names of the province)
  'Liquor, Gaming and Cannabis Authority of Manitoba (LGCA)':
    'Régie des alcools, des jeux et du cannabis du Manitoba (RAJC)',
  'Manitoba Agriculture - Food Safety and Inspection Branch':
    'Agriculture Manitoba – Direction de la salubrité des aliments et de l’inspection',
  'Manitoba Companies Office': 'Office des compagnies du Manitoba',
  'Manitoba Early Learning and Child Care Division':
    'Division de l’apprentissage et de la garde des jeunes enfants du Manitoba',
  'Manitoba Finance (Taxation Division)': 'Finances Manitoba (Division des taxes)',
  'Manitoba Health (Winnipeg regional office), under City of Winnipeg By-law 40/2005':
    'Santé Manitoba (bureau régional de Winnipeg), en vertu du règlement 40/2005 de la Ville de Winnipeg',
  'Manitoba Health - public health inspectors (food service and retail)':
    'Santé Manitoba – inspecteurs de la santé publique (services alimentaires et commerce de détail)',
  'Workers Compensation Board of Manitoba': 'Commission des accidents du travail du Manitoba',
  'City of Winnipeg - Licensing & Bylaw Enforcement':
    'Ville de Winnipeg – Délivrance des permis et application des règlements',
  // Other provinces and territories (faithful renderings unless a French name is official)
  'Alberta Children and Family Services - child care licensing (Statutory Director)':
    'Services à l’enfance et à la famille de l’Alberta – délivrance des permis de garde d’enfants (directeur désigné par la loi)',
  'Alberta College of Pharmacy': 'Collège des pharmaciens de l’Alberta',
  'Alberta Corporate Registry (Service Alberta)': 'Registre des sociétés de l’Alberta (Service Alberta)',
  'Alberta Corporate Registry (registry agents)':
    'Registre des sociétés de l’Alberta (agents d’enregistrement)',
  'Alberta Environment and Protected Areas': 'Environnement et Aires protégées Alberta',
  'Alberta Gaming, Liquor and Cannabis (AGLC)': 'Alberta Gaming, Liquor and Cannabis (AGLC)',
  'Alberta Health Services (Environmental Public Health)':
    'Services de santé de l’Alberta (santé publique environnementale)',
  'Alberta Health Services - Environmental Public Health':
    'Services de santé de l’Alberta – santé publique environnementale',
  'Alberta Justice - Security Programs': 'Justice Alberta – programmes de sécurité',
  'Alberta Motor Vehicle Industry Council (AMVIC)':
    'Conseil de l’industrie des véhicules automobiles de l’Alberta (AMVIC)',
  'Alberta Municipal Affairs (New Home Buyer Protection Office)':
    'Affaires municipales de l’Alberta (Bureau de protection des acheteurs de maisons neuves)',
  'Service Alberta and Red Tape Reduction': 'Service Alberta et Réduction des formalités administratives',
  "Workers' Compensation Board - Alberta": 'Commission des accidents du travail de l’Alberta (WCB-Alberta)',
  'BC Financial Services Authority (BCFSA)':
    'Autorité des services financiers de la Colombie-Britannique (BCFSA)',
  'BC Housing - Licensing & Consumer Services':
    'BC Housing – Délivrance des licences et services aux consommateurs',
  'BC Ministry of Finance (Consumer Taxation Programs Branch)':
    'Ministère des Finances de la Colombie-Britannique (Direction des programmes de taxes à la consommation)',
  'BC Ministry of Health (BC E-Substances Reporting application)':
    'Ministère de la Santé de la Colombie-Britannique (application de déclaration des substances de vapotage)',
  'BC Ministry of Housing - Short-Term Rental Registry':
    'Ministère du Logement de la Colombie-Britannique – Registre des locations à court terme',
  'BC Registries and Online Services': 'Registres et services en ligne de la Colombie-Britannique',
  'BC Registries and Online Services (Registrar of Companies)':
    'Registres et services en ligne de la Colombie-Britannique (registraire des sociétés)',
  'College of Pharmacists of British Columbia': 'Collège des pharmaciens de la Colombie-Britannique',
  'Liquor and Cannabis Regulation Branch (LCRB)':
    'Direction de la réglementation de l’alcool et du cannabis de la Colombie-Britannique (LCRB)',
  'Regional health authority (Environmental Health), under the Public Health Act Regulated Activities Regulation':
    'Autorité sanitaire régionale (hygiène du milieu), en vertu du règlement sur les activités réglementées de la Public Health Act',
  'Regional health authority (Vancouver Coastal, Fraser, Island, Interior, Northern Health)':
    'Autorité sanitaire régionale (Vancouver Coastal, Fraser, Island, Interior, Northern Health)',
  'Regional health authority Community Care Facilities Licensing (licensing officers delegated by the Medical Health Officer)':
    'Autorité sanitaire régionale – délivrance des permis des établissements de soins communautaires (agents délégués par le médecin hygiéniste)',
  'Technical Safety BC': 'Technical Safety BC',
  'Vehicle Sales Authority of BC': 'Autorité de la vente de véhicules de la Colombie-Britannique (VSA)',
  WorkSafeBC: 'WorkSafeBC',
  "WorkSafeBC (Workers' Compensation Board of BC)":
    'WorkSafeBC (Commission des accidents du travail de la Colombie-Britannique)',
  'Information Services Corporation (ISC) - Corporate Registry':
    'Information Services Corporation (ISC) – Registre des sociétés',
  'Saskatchewan College of Pharmacy Professionals':
    'Collège des professionnels de la pharmacie de la Saskatchewan',
  'Saskatchewan Health Authority - Public Health Inspection':
    'Régie de la santé de la Saskatchewan – inspection de la santé publique',
  'Saskatchewan Health Authority public health inspectors':
    'Régie de la santé de la Saskatchewan – inspecteurs de la santé publique',
  'Saskatchewan Liquor and Gaming Authority (SLGA)':
    'Régie des alcools et des jeux de la Saskatchewan (SLGA)',
  'Saskatchewan Ministry of Education - Early Years Branch':
    'Ministère de l’Éducation de la Saskatchewan – Direction de la petite enfance',
  'Saskatchewan Ministry of Finance (Revenue Division)':
    'Ministère des Finances de la Saskatchewan (Division du revenu)',
  "Saskatchewan Workers' Compensation Board": 'Commission des accidents du travail de la Saskatchewan',
  'Newfoundland and Labrador Liquor Corporation (NLC)':
    'Société des alcools de Terre-Neuve-et-Labrador (NLC)',
  'Motor Registration Division (Digital Government and Service NL)':
    'Division de l’immatriculation des véhicules (Gouvernement numérique et Service NL)',
  'NL Department of Education (Early Learning and Child Development Division)':
    'Ministère de l’Éducation de Terre-Neuve-et-Labrador (Division de l’apprentissage et du développement des jeunes enfants)',
  'NL Department of Finance - Tax Administration':
    'Ministère des Finances de Terre-Neuve-et-Labrador – administration fiscale',
  'NL Department of Tourism, Culture, Arts and Recreation':
    'Ministère du Tourisme, de la Culture, des Arts et des Loisirs de Terre-Neuve-et-Labrador',
  'Service NL - Government Service Centre': 'Service NL – Centre de services gouvernementaux',
  'Service NL - Government Service Centre (Environmental Health)':
    'Service NL – Centre de services gouvernementaux (hygiène du milieu)',
  'Service NL - Registry of Companies': 'Service NL – Registre des compagnies',
  WorkplaceNL: 'WorkplaceNL',
  'NS Department of Education and Early Childhood Development - Licensing Services / Quality Assurance':
    'Ministère de l’Éducation et du Développement de la petite enfance de la Nouvelle-Écosse – services de délivrance des permis et assurance de la qualité',
  'NS Tourist Accommodations Registry (Department of Communities, Culture, Tourism and Heritage / Service NS)':
    'Registre des hébergements touristiques de la Nouvelle-Écosse (ministère des Communautés, de la Culture, du Tourisme et du Patrimoine / Service Nouvelle-Écosse)',
  'Nova Scotia Department of Environment and Climate Change':
    'Ministère de l’Environnement et du Changement climatique de la Nouvelle-Écosse',
  'Nova Scotia Department of Environment and Climate Change (Act administered by Health and Wellness)':
    'Ministère de l’Environnement et du Changement climatique de la Nouvelle-Écosse (loi appliquée par la Santé et le Mieux-être)',
  'Nova Scotia Registry of Joint Stock Companies': 'Registre des sociétés par actions de la Nouvelle-Écosse',
  'Service Nova Scotia (Consumer Protection)': 'Service Nouvelle-Écosse (protection du consommateur)',
  'Service Nova Scotia - Alcohol, Gaming, Fuel and Tobacco Division':
    'Service Nouvelle-Écosse – Division de l’alcool, des jeux, des carburants et du tabac',
  'Service Nova Scotia - Provincial Tax Commission':
    'Service Nouvelle-Écosse – Commission provinciale de l’impôt',
  'Service Nova Scotia - Provincial Tax Commission / Business Registration Unit':
    'Service Nouvelle-Écosse – Commission provinciale de l’impôt / Service d’enregistrement des entreprises',
  "Workers' Compensation Board of Nova Scotia": 'Commission des accidents du travail de la Nouvelle-Écosse',
  'Halifax Regional Municipality - Licensing / By-law Standards':
    'Municipalité régionale d’Halifax – permis et normes réglementaires',
  'PEI Chief Public Health Office - Environmental Health':
    'Bureau de l’administrateur en chef de la santé publique de l’Î.-P.-É. – hygiène du milieu',
  'PEI Early Learning and Child Care Board (Department of Education and Early Years)':
    'Conseil de l’apprentissage et de la garde des jeunes enfants de l’Î.-P.-É. (ministère de l’Éducation et de la Petite Enfance)',
  'PEI Environmental Health': 'Hygiène du milieu de l’Î.-P.-É.',
  'PEI Liquor Control Commission': 'Commission de régie des alcools de l’Î.-P.-É.',
  'PEI Provincial Tax Commissioner': 'Commissaire provincial à l’impôt de l’Î.-P.-É.',
  'Prince Edward Island Corporate and Business Registry':
    'Registre des sociétés et des entreprises de l’Île-du-Prince-Édouard',
  'Tourism PEI (Tourism Industry Act), inspections by Quality Tourism Services':
    'Tourisme Î.-P.-É. (Tourism Industry Act), inspections par Quality Tourism Services',
  'Workers Compensation Board of PEI': 'Commission des accidents du travail de l’Î.-P.-É.',
  'Workers Compensation Board of Prince Edward Island':
    'Commission des accidents du travail de l’Île-du-Prince-Édouard',
  'Cannabis Licensing Board / Yukon Liquor Corporation':
    'Commission des licences de cannabis / Société des alcools du Yukon',
  'Yukon Corporate Affairs (Partnership and Business Names Act)':
    'Affaires corporatives du Yukon (Loi sur les sociétés de personnes et les noms commerciaux)',
  'Yukon Department of Education - Early Learning and Child Care':
    'Ministère de l’Éducation du Yukon – Apprentissage et garde des jeunes enfants',
  'Yukon Environmental Health Services': 'Services d’hygiène du milieu du Yukon',
  'Yukon Liquor Board / Yukon Liquor Corporation':
    'Conseil des alcools du Yukon / Société des alcools du Yukon',
  "Yukon Workers' Safety and Compensation Board": CSSTY,
  'Association of Yukon Communities (issued by participating municipalities)':
    'Association des collectivités du Yukon (délivré par les municipalités participantes)',
  'GNWT Department of Justice - Corporate Registries':
    'Ministère de la Justice des TNO – Registres des sociétés',
  'GNWT Health and Social Services - Environmental Health':
    'Santé et Services sociaux des TNO – hygiène du milieu',
  'GNWT Municipal and Community Affairs (Business Licence Act)':
    'Affaires municipales et communautaires des TNO (Loi sur les licences d’entreprises)',
  'NWT Liquor Licensing Board': 'Conseil des licences d’alcool des TNO',
  "Workers' Safety and Compensation Commission (WSCC)": CSTIT,
  'Government of Nunavut - Consumer Affairs': 'Gouvernement du Nunavut – Affaires des consommateurs',
  'Government of Nunavut - Consumer Affairs Office':
    'Gouvernement du Nunavut – Bureau des affaires des consommateurs',
  'Government of Nunavut - Economic Development & Transportation, Community Operations':
    'Gouvernement du Nunavut – Développement économique et Transports, opérations communautaires',
  'Government of Nunavut Department of Health - Environmental Health':
    'Ministère de la Santé du Gouvernement du Nunavut – hygiène du milieu',
  'Nunavut Liquor Licensing Board': 'Conseil des licences d’alcool du Nunavut',
  'City of Iqaluit': 'Ville d’Iqaluit',
  'City of Yellowknife': 'Ville de Yellowknife',
  'City of Whitehorse - Building Services / Business Licensing':
    'Ville de Whitehorse – Services du bâtiment / permis d’entreprise',
  // Municipalities without an official French name
  'City of Abbotsford (participating municipality of the intermunicipal scheme)':
    'Ville d’Abbotsford (municipalité participant au régime intermunicipal)',
  'City of Abbotsford - Business Licensing': 'Ville d’Abbotsford – permis d’entreprise',
  'City of Airdrie - Municipal Enforcement / Licensing':
    'Ville d’Airdrie – application des règlements / permis',
  'City of Barrie - Enforcement Services (45 Cedar Pointe Drive)':
    'Ville de Barrie – Services d’application des règlements (45 Cedar Pointe Drive)',
  "City of Brampton - City Clerk's Office, Licensing Administration":
    'Ville de Brampton – Bureau du greffier, administration des permis',
  'City of Brantford - Business Licensing': 'Ville de Brantford – permis d’entreprise',
  // municipal-100.json (issue 28); Greater Sudbury's French name is official
  'City of Coquitlam - Business Licence Division (City Hall)':
    'Ville de Coquitlam – Division des permis d’entreprise (hôtel de ville)',
  "City of Greater Sudbury - Business Licensing (By-law Services / Clerk's)":
    'Ville du Grand Sudbury – Délivrance des permis d’entreprise (Services des règlements / Greffe)',
  'City of North Vancouver - Business Licences (cnv.org)':
    'Cité de North Vancouver – permis d’entreprise (cnv.org)',
  'City of Burlington - Business Licensing': 'Ville de Burlington – permis d’entreprise',
  'City of Burnaby (issuing partner of the Metro West IMBL scheme)':
    'Ville de Burnaby (partenaire émetteur du permis intermunicipal Metro West)',
  'City of Burnaby - Business Licence Office': 'Ville de Burnaby – Bureau des permis d’entreprise',
  'City of Calgary - Business Licensing': 'Ville de Calgary – permis d’entreprise',
  'City of Cambridge - Licensing (Service Cambridge)': 'Ville de Cambridge – permis (Service Cambridge)',
  'City of Charlottetown': 'Ville de Charlottetown',
  'City of Edmonton - Business Licensing (Business Licence Bylaw 2022)':
    'Ville d’Edmonton – permis d’entreprise (règlement de 2022 sur les permis d’entreprise)',
  'City of Grande Prairie - Business Licensing': 'Ville de Grande Prairie – permis d’entreprise',
  'City of Guelph - Corporate and Community Safety Division (Licensing)':
    'Ville de Guelph – Division de la sécurité municipale et communautaire (permis)',
  'City of Hamilton - Licensing & By-law Services':
    'Ville de Hamilton – Services des permis et des règlements municipaux',
  'City of Kamloops - Business Licensing': 'Ville de Kamloops – permis d’entreprise',
  'City of Kelowna - Business Licensing (with the Ministry of Small Business and Revenue)':
    'Ville de Kelowna – permis d’entreprise (avec le ministère de la Petite Entreprise et du Revenu)',
  'City of Kingston - Licensing and Enforcement Division':
    'Ville de Kingston – Division des permis et de l’application des règlements',
  'City of Kitchener - Licensing Services': 'Ville de Kitchener – Services des permis',
  'City of Lethbridge - Regulatory Services': 'Ville de Lethbridge – Services de réglementation',
  'City of London - Licensing (Municipal Compliance), City Hall 7th floor':
    'Ville de London – permis (conformité municipale), hôtel de ville, 7e étage',
  'City of Markham - Licensing (By-law Enforcement and Licensing)':
    'Ville de Markham – permis (application des règlements et permis)',
  'City of Medicine Hat - Planning & Development Services':
    'Ville de Medicine Hat – Services d’urbanisme et d’aménagement',
  'City of Mississauga': 'Ville de Mississauga',
  'City of Mississauga - Compliance and Licensing Enforcement':
    'Ville de Mississauga – conformité et application des permis',
  'City of Nanaimo - Business Licensing': 'Ville de Nanaimo – permis d’entreprise',
  'City of New Westminster - Business Licensing': 'Ville de New Westminster – permis d’entreprise',
  'City of Niagara Falls': 'Ville de Niagara Falls',
  'City of Oshawa - Licensing Services': 'Ville d’Oshawa – Services des permis',
  'City of Ottawa - By-law and Regulatory Services': 'Ville d’Ottawa – Services des règlements municipaux',
  'City of Ottawa - Right-of-Way': 'Ville d’Ottawa – Emprises',
  "City of Peterborough - City Clerk's Office": 'Ville de Peterborough – Bureau du greffier',
  "City of Pickering - Clerk's Office": 'Ville de Pickering – Bureau du greffier',
  'City of Port Coquitlam - Business Licensing': 'Ville de Port Coquitlam – permis d’entreprise',
  'City of Prince George - Development Services (business licensing)':
    'Ville de Prince George – Services d’aménagement (permis d’entreprise)',
  'City of Regina - Business Licensing': 'Ville de Regina – permis d’entreprise',
  'City of Richmond - Business Licence Division (6911 No. 3 Road)':
    'Ville de Richmond – Division des permis d’entreprise (6911, No. 3 Road)',
  'City of Sarnia - Business Licensing': 'Ville de Sarnia – permis d’entreprise',
  'City of Saskatoon - Business Licensing': 'Ville de Saskatoon – permis d’entreprise',
  'City of Saskatoon - Business Licensing (Bylaw 9746)':
    'Ville de Saskatoon – permis d’entreprise (règlement 9746)',
  'City of St. Albert - Business Licensing': 'Ville de St. Albert – permis d’entreprise',
  'City of St. Catharines - Planning and Building Services (Licensing)':
    'Ville de St. Catharines – Services d’urbanisme et du bâtiment (permis)',
  "City of St. John's - Inspection Services": 'Ville de St. John’s – Services d’inspection',
  'City of Surrey (IMBL partner)': 'Ville de Surrey (partenaire du permis intermunicipal)',
  'City of Surrey - Business Licensing (By-law 13680)':
    'Ville de Surrey – permis d’entreprise (règlement 13680)',
  'City of Toronto - Municipal Licensing & Standards': 'Ville de Toronto – Normes et licences municipales',
  'City of Toronto Municipal Licensing & Standards': 'Ville de Toronto – Normes et licences municipales',
  'City of Toronto Municipal Licensing & Standards (inspection by Toronto Public Health)':
    'Ville de Toronto – Normes et licences municipales (inspection par Santé publique Toronto)',
  'City of Vancouver - Licensing (License By-law 4450)':
    'Ville de Vancouver – permis (règlement 4450 sur les permis)',
  'City of Vaughan - By-law and Compliance, Licensing and Permit Services':
    'Ville de Vaughan – Règlements et conformité, services des licences et permis',
  'City of Vaughan By-law and Compliance, Licensing & Permit Services':
    'Ville de Vaughan – Règlements et conformité, services des licences et permis',
  'City of Victoria (IMBL partner)': 'Ville de Victoria (partenaire du permis intermunicipal)',
  'City of Victoria - Business Licensing': 'Ville de Victoria – permis d’entreprise',
  'City of Waterloo - Municipal Enforcement Services (Licensing)':
    'Ville de Waterloo – Services d’application des règlements municipaux (permis)',
  'City of Windsor - Licensing Division (350 City Hall Square West)':
    'Ville de Windsor – Division des permis (350, City Hall Square West)',
  'District of North Vancouver / City of North Vancouver - Business Licensing':
    'District de North Vancouver / Ville de North Vancouver – permis d’entreprise',
  'District of Saanich - Business Licences': 'District de Saanich – permis d’entreprise',
  'Municipality of Chatham-Kent - Licensing Department': 'Municipalité de Chatham-Kent – Service des permis',
  'Norfolk County - Licensing Officer, Clerk/Council Services':
    'Comté de Norfolk – agent des permis, services du greffe et du conseil',
  'Town of Caledon - Licensing / Enforcement': 'Ville de Caledon – permis et application des règlements',
  'Town of Milton - Licensing and Enforcement': 'Ville de Milton – permis et application des règlements',
  'Town of Newmarket - Licensing Division (Legislative Services)':
    'Ville de Newmarket – Division des permis (services législatifs)',
  'Town of Oakville - Municipal Enforcement Services (Licensing)':
    'Ville d’Oakville – Services d’application des règlements municipaux (permis)',
};

/** The authority's French name; throws when it has none (every template needs one). */
export function authorityFr(authority: string): string {
  const french = AUTHORITY_NAMES_FR[authority] ?? QUEBEC_FRENCH.get(authority) ?? FRENCH_AS_IS.get(authority);
  if (!french)
    throw new Error(`No French name for the authority "${authority}" (scripts/authority-names-fr.ts)`);
  return french;
}

/** Québec's authorities, already French (the values of QUEBEC_AUTHORITIES). */
const QUEBEC_FRENCH = new Map(Object.values(QUEBEC_AUTHORITIES).map((name) => [name, name]));

/** French names that are also the English form (a French name is its own French name). */
const FRENCH_AS_IS = new Map(Object.values(AUTHORITY_NAMES_FR).map((name) => [name, name]));

/**
 * The English form the catalogue shows, where the research wrote an address or a telephone number
 * into the authority's name, or a Québec name without its accents (Québec's names are French in
 * both languages).
 */
export const AUTHORITY_NAMES_EN: Readonly<Record<string, string>> = {
  'City of Airdrie - Municipal Enforcement / Licensing (403-948-8800, licensing@airdrie.ca)':
    'City of Airdrie - Municipal Enforcement / Licensing',
  'City of Kamloops - Business Licensing, 105 Seymour Street': 'City of Kamloops - Business Licensing',
  'City of Lethbridge - Regulatory Services, City Hall, 910 4th Avenue South':
    'City of Lethbridge - Regulatory Services',
  'City of Medicine Hat - Planning & Development Services, 2nd floor City Hall, 580 1st St SE (403-529-8374)':
    'City of Medicine Hat - Planning & Development Services',
  'City of Nanaimo - Permit Centre / Business Licensing, Community Development Dept., 411 Dunsmuir St (250-755-4482)':
    'City of Nanaimo - Business Licensing',
  "City of Peterborough - City Clerk's Office (705-742-7777 ext. 1819)":
    "City of Peterborough - City Clerk's Office",
  "City of Pickering - Clerk's Office, Civic Complex, One The Esplanade":
    "City of Pickering - Clerk's Office",
  'City of Prince George - Development Services (business licensing), City Hall':
    'City of Prince George - Development Services (business licensing)',
  'City of Sarnia - Business Licensing, 255 Christina St N (519-332-0330 ext. 3350, business@sarnia.ca)':
    'City of Sarnia - Business Licensing',
  'Norfolk County - Licensing Officer, Clerk/Council Services (519-426-5870 ext. 1357), 50 Colborne St S, Simcoe':
    'Norfolk County - Licensing Officer, Clerk/Council Services',
  'Town of Caledon - Licensing / Enforcement (enforcement@caledon.ca)':
    'Town of Caledon - Licensing / Enforcement',
  'Town of Milton - Licensing and Enforcement (Town Hall, 150 Mary St.)':
    'Town of Milton - Licensing and Enforcement',
  'Town of Newmarket - Licensing Division (Legislative Services), 395 Mulock Drive; 905-953-5300 ext. 2221':
    'Town of Newmarket - Licensing Division (Legislative Services)',
  CNESST: CNESST,
  "Commission des normes, de l'equite, de la sante et de la securite du travail (CNESST)": CNESST,
  "Commission des normes, de l'équité, de la santé et de la sécurité du travail (CNESST)": CNESST,
  'Registraire des entreprises du Quebec': 'Registraire des entreprises du Québec',
  'Revenu Quebec': 'Revenu Québec',
  'Manitoba Finance - Taxation Division': 'Manitoba Finance (Taxation Division)',
  "Ministère de l'Agriculture, des Pêcheries et de l'Alimentation (MAPAQ)":
    'Ministère de l’Agriculture, des Pêcheries et de l’Alimentation (MAPAQ)',
  "Ville de Gatineau - Service de l'urbanisme et du développement durable":
    'Ville de Gatineau – Service de l’urbanisme et du développement durable',
  "Ville de Longueuil - Direction de l'aménagement et de l'urbanisme":
    'Ville de Longueuil – Direction de l’aménagement et de l’urbanisme',
  'Ville de Québec - permis et certificats': 'Ville de Québec – permis et certificats',
};

/** The English form to show (AUTHORITY_NAMES_EN), else the name as the research wrote it. */
export function authorityEn(authority: string): string {
  return AUTHORITY_NAMES_EN[authority] ?? authority;
}
