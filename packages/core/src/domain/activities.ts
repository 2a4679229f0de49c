// Issue 27: what a business does, under the spec's seven business types — a bilingual taxonomy of
// activities with their NAICS Canada codes (from the project's research, activities.json of
// 2026-11). Step 3 and the business form pick one by typing in either language; the business type
// follows from it, and catalogue templates apply to sets of activities (domain/template-rules.ts).
import type { BusinessType } from './business-types';

export interface Activity {
  key: string;
  name: string;
  name_fr: string;
  /** NAICS Canada 2022 codes (six digits, or a sector or subsector when the activity spans several). */
  naics: readonly string[];
  business_type: BusinessType;
  /** More words a person may type, in either language ("daycare", "garderie"). */
  keywords: string;
}

export const ACTIVITIES = [
  {
    key: 'full_service_restaurant',
    name: 'Full-service restaurant',
    name_fr: 'Restaurant à service complet',
    naics: ['722511'],
    business_type: 'Restaurant',
    keywords: 'dining, bistro, brasserie, salle à manger',
  },
  {
    key: 'limited_service_restaurant',
    name: 'Fast-food / take-out restaurant',
    name_fr: 'Restaurant à service restreint (restauration rapide, mets à emporter)',
    naics: ['722512'],
    business_type: 'Restaurant',
    keywords: 'takeout, take-out, pizza, fast food, casse-croûte, comptoir',
  },
  {
    key: 'cafe_coffee_shop',
    name: 'Café / coffee shop',
    name_fr: 'Café / comptoir à café',
    naics: ['722512'],
    business_type: 'Restaurant',
    keywords: 'coffee, espresso, tea room, salon de thé',
  },
  {
    key: 'bar_pub_nightclub',
    name: 'Bar, pub or nightclub',
    name_fr: 'Bar, pub ou boîte de nuit',
    naics: ['722410'],
    business_type: 'Restaurant',
    keywords: 'tavern, lounge, brewpub, taverne, discothèque, boîte de nuit',
  },
  {
    key: 'food_truck_street_vending',
    name: 'Food truck / street or market food vending',
    name_fr: "Camion de cuisine de rue / vente d'aliments ambulante ou en marché",
    naics: ['722330'],
    business_type: 'Restaurant',
    keywords: 'food cart, chip truck, market stall, cantine mobile, roulotte, food truck',
  },
  {
    key: 'catering',
    name: 'Catering',
    name_fr: 'Traiteur',
    naics: ['722320'],
    business_type: 'Restaurant',
    keywords: 'caterer, banquets, service de traiteur',
  },
  {
    key: 'home_based_food_business',
    name: 'Home-based food business (home kitchen)',
    name_fr: 'Entreprise alimentaire à domicile',
    naics: ['311', '722330'],
    business_type: 'Restaurant',
    keywords: 'cottage food, home kitchen, cuisine domestique',
  },
  {
    key: 'bakery',
    name: 'Bakery (retail)',
    name_fr: 'Boulangerie-pâtisserie (vente au détail)',
    naics: ['311811', '445291'],
    business_type: 'Restaurant',
    keywords: 'pastry, boulangerie, pâtisserie',
  },
  {
    key: 'grocery_store',
    name: 'Grocery store / supermarket',
    name_fr: 'Épicerie / supermarché',
    naics: ['445110'],
    business_type: 'Retail',
    keywords: 'supermarket, food store, marché, alimentation',
  },
  {
    key: 'convenience_store',
    name: 'Convenience store (dépanneur)',
    name_fr: 'Dépanneur',
    naics: ['445131', '457110'],
    business_type: 'Retail',
    keywords: 'corner store, variety store, dépanneur',
  },
  {
    key: 'general_retail',
    name: 'General retail store (clothing, gifts, hardware, etc.)',
    name_fr: 'Commerce de détail général (vêtements, cadeaux, quincaillerie, etc.)',
    naics: ['455219', '458110', '444140', '459120'],
    business_type: 'Retail',
    keywords: 'shop, store, boutique, clothing, gifts, hardware, magasin, vêtements',
  },
  {
    key: 'online_only_retail',
    name: 'Online-only retail (e-commerce, no storefront)',
    name_fr: 'Commerce de détail en ligne seulement (sans vitrine)',
    naics: ['455219'],
    business_type: 'Retail',
    keywords: 'e-commerce, online store, web store, boutique en ligne, commerce électronique',
  },
  {
    key: 'liquor_store',
    name: 'Liquor / beer / wine store',
    name_fr: 'Magasin de boissons alcoolisées (bière, vin, spiritueux)',
    naics: ['445320'],
    business_type: 'Retail',
    keywords: "beer store, wine store, agency store, SAQ, dépôt de vin, magasin d'alcool",
  },
  {
    key: 'cannabis_retail',
    name: 'Cannabis retail store',
    name_fr: 'Magasin de cannabis',
    naics: ['459993'],
    business_type: 'Retail',
    keywords: 'dispensary, pot shop, SQDC',
  },
  {
    key: 'tobacco_vape_shop',
    name: 'Tobacco / vape shop (or tobacco sales in any store)',
    name_fr: 'Tabagie / boutique de vapotage (ou vente de tabac en magasin)',
    naics: ['459991'],
    business_type: 'Retail',
    keywords: 'vape shop, smoke shop, cigarettes, vapoteuse, tabagie',
  },
  {
    key: 'pharmacy',
    name: 'Pharmacy',
    name_fr: 'Pharmacie',
    naics: ['456110'],
    business_type: 'Healthcare',
    keywords: 'drugstore, chemist, pharmacie',
  },
  {
    key: 'used_goods_pawn',
    name: 'Second-hand goods dealer / pawnshop',
    name_fr: "Commerce de biens d'occasion / prêteur sur gages",
    naics: ['459510', '522299'],
    business_type: 'Retail',
    keywords: 'pawnbroker, consignment, thrift, antiques, prêteur sur gages, friperie, brocante',
  },
  {
    key: 'pet_store',
    name: 'Pet store',
    name_fr: 'Animalerie',
    naics: ['459910'],
    business_type: 'Retail',
    keywords: 'animalerie, pet shop',
  },
  {
    key: 'pet_grooming_boarding',
    name: 'Pet grooming / boarding / daycare',
    name_fr: 'Toilettage, pension et garderie pour animaux',
    naics: ['812910'],
    business_type: 'Other',
    keywords: 'kennel, dog daycare, grooming, toilettage, chenil, pension pour animaux',
  },
  {
    key: 'car_dealer_new',
    name: 'New vehicle dealer',
    name_fr: 'Concessionnaire de véhicules neufs',
    naics: ['441110'],
    business_type: 'Retail',
    keywords: 'automobile dealer, car dealership, concessionnaire',
  },
  {
    key: 'car_dealer_used',
    name: 'Used vehicle dealer',
    name_fr: "Commerçant de véhicules d'occasion",
    naics: ['441120'],
    business_type: 'Retail',
    keywords: "used cars, véhicules d'occasion, concessionnaire",
  },
  {
    key: 'auto_repair',
    name: 'Auto repair / body shop',
    name_fr: 'Atelier de réparation automobile / carrosserie',
    naics: ['811111', '811121'],
    business_type: 'Other',
    keywords: 'garage, mechanic, body shop, carrossier, mécanicien',
  },
  {
    key: 'gas_station',
    name: 'Gas station',
    name_fr: 'Station-service',
    naics: ['457110', '457120'],
    business_type: 'Retail',
    keywords: 'service station, gasoline, station-service, essence',
  },
  {
    key: 'hair_salon_barber',
    name: 'Hair salon / barber shop',
    name_fr: 'Salon de coiffure / barbier',
    naics: ['812114', '812115', '812116'],
    business_type: 'Other',
    keywords: 'hairdresser, barber, beauty salon, coiffeur, coiffeuse, barbier, salon de coiffure',
  },
  {
    key: 'nail_esthetics_spa',
    name: 'Nail salon / esthetics / day spa',
    name_fr: 'Salon de manucure / esthétique / spa de jour',
    naics: ['812115', '812190'],
    business_type: 'Other',
    keywords: 'nails, manicure, esthetician, spa, beauty, esthéticienne, manucure, onglerie',
  },
  {
    key: 'tattoo_piercing',
    name: 'Tattoo / body piercing / micropigmentation studio',
    name_fr: 'Studio de tatouage / perçage / micropigmentation',
    naics: ['812190'],
    business_type: 'Other',
    keywords: 'tattoo, piercing, tatouage, perçage',
  },
  {
    key: 'tanning_salon',
    name: 'Tanning salon',
    name_fr: 'Salon de bronzage',
    naics: ['812190'],
    business_type: 'Other',
    keywords: 'tanning, bronzage',
  },
  {
    key: 'fitness_studio',
    name: 'Gym / fitness or yoga studio',
    name_fr: 'Centre de conditionnement physique / studio de yoga',
    naics: ['713940'],
    business_type: 'Other',
    keywords: "gym, yoga, pilates, crossfit, centre de conditionnement, salle d'entraînement",
  },
  {
    key: 'child_care_centre',
    name: 'Child care centre / daycare',
    name_fr: 'Centre de la petite enfance / garderie',
    naics: ['624410'],
    business_type: 'Other',
    keywords:
      'daycare, day care, preschool, nursery, garderie, CPE, centre de la petite enfance, service de garde',
  },
  {
    key: 'home_child_care',
    name: "Home child care (in provider's home)",
    name_fr: 'Service de garde en milieu familial',
    naics: ['624410'],
    business_type: 'Other',
    keywords: 'home daycare, family child care, garde en milieu familial, gardienne',
  },
  {
    key: 'hotel_motel',
    name: 'Hotel / motel / inn',
    name_fr: 'Hôtel / motel / auberge',
    naics: ['721111', '721112', '721114'],
    business_type: 'Other',
    keywords: 'inn, lodge, auberge, hôtel',
  },
  {
    key: 'bnb_short_term_rental',
    name: 'Bed and breakfast / short-term rental',
    name_fr: 'Gîte touristique / location à court terme',
    naics: ['721191', '721198'],
    business_type: 'Other',
    keywords:
      'bed and breakfast, Airbnb, VRBO, tourist home, gîte, résidence de tourisme, location court terme',
  },
  {
    key: 'campground_rv_park',
    name: 'Campground / RV park',
    name_fr: 'Terrain de camping / parc de VR',
    naics: ['721211'],
    business_type: 'Other',
    keywords: 'camping, RV park, terrain de camping',
  },
  {
    key: 'event_venue_banquet_hall',
    name: 'Event venue / banquet hall',
    name_fr: "Salle de réception / lieu d'événements",
    naics: ['531120', '722320'],
    business_type: 'Other',
    keywords: 'wedding venue, banquet hall, reception hall, salle de réception, salle de spectacle',
  },
  {
    key: 'general_contractor',
    name: 'General contractor (building construction)',
    name_fr: 'Entrepreneur général (construction de bâtiments)',
    naics: ['236110', '236220'],
    business_type: 'Construction',
    keywords: 'builder, construction company, entrepreneur général, entrepreneur en construction',
  },
  {
    key: 'home_renovation',
    name: 'Home renovation contractor',
    name_fr: 'Entrepreneur en rénovation résidentielle',
    naics: ['236110', '238390'],
    business_type: 'Construction',
    keywords: 'renovator, handyman, rénovation, rénovateur',
  },
  {
    key: 'electrician',
    name: 'Electrical contractor',
    name_fr: 'Entrepreneur électricien',
    naics: ['238210'],
    business_type: 'Construction',
    keywords: 'electrical contractor, électricien, maître électricien',
  },
  {
    key: 'plumber_hvac_gas',
    name: 'Plumbing / heating / gas-fitting contractor',
    name_fr: 'Entrepreneur en plomberie, chauffage ou gaz',
    naics: ['238220'],
    business_type: 'Construction',
    keywords: 'plumbing, heating, HVAC, gas fitter, plombier, chauffage, tuyauteur',
  },
  {
    key: 'landscaping',
    name: 'Landscaping / snow removal',
    name_fr: 'Aménagement paysager / déneigement',
    naics: ['561730'],
    business_type: 'Construction',
    keywords: 'lawn care, snow removal, paysagiste, déneigement',
  },
  {
    key: 'cleaning_janitorial',
    name: 'Cleaning / janitorial services',
    name_fr: "Services d'entretien ménager / conciergerie",
    naics: ['561722', '561721'],
    business_type: 'Other',
    keywords: 'janitor, maid service, entretien ménager, conciergerie',
  },
  {
    key: 'home_office_consulting',
    name: 'Home-based office / consulting / professional services',
    name_fr: 'Bureau à domicile / services-conseils',
    naics: ['541611', '541990'],
    business_type: 'Other',
    keywords:
      'consultant, freelancer, bookkeeper, accountant, designer, travailleur autonome, conseiller, comptable',
  },
  {
    key: 'software_it',
    name: 'Software / IT services',
    name_fr: 'Logiciels / services informatiques',
    naics: ['541511', '541512', '513210'],
    business_type: 'Technology',
    keywords: 'software, IT, web development, SaaS, logiciel, informatique, développement web',
  },
  {
    key: 'medical_clinic',
    name: 'Medical clinic (physicians)',
    name_fr: 'Clinique médicale',
    naics: ['621110'],
    business_type: 'Healthcare',
    keywords: 'doctor, physician, walk-in clinic, médecin, clinique médicale',
  },
  {
    key: 'dental_clinic',
    name: 'Dental clinic',
    name_fr: 'Clinique dentaire',
    naics: ['621210'],
    business_type: 'Healthcare',
    keywords: 'dentist, dental office, dentiste',
  },
  {
    key: 'physio_massage_therapy',
    name: 'Physiotherapy / registered massage therapy clinic',
    name_fr: 'Clinique de physiothérapie / massothérapie',
    naics: ['621340', '621390'],
    business_type: 'Healthcare',
    keywords: 'physiotherapy, massage, RMT, chiropractor, physiothérapie, massothérapie',
  },
  {
    key: 'home_care_services',
    name: 'Home care / personal support services',
    name_fr: 'Soins et soutien à domicile',
    naics: ['621610'],
    business_type: 'Healthcare',
    keywords: 'personal support worker, PSW, home care, soins à domicile',
  },
  {
    key: 'veterinary_clinic',
    name: 'Veterinary clinic',
    name_fr: 'Clinique vétérinaire',
    naics: ['541940'],
    business_type: 'Healthcare',
    keywords: 'vet, veterinarian, animal hospital, vétérinaire',
  },
  {
    key: 'taxi_ride_hail',
    name: 'Taxi / limousine / ride-hail',
    name_fr: 'Taxi / limousine / covoiturage commercial',
    naics: ['485310', '485320'],
    business_type: 'Other',
    keywords: 'taxi, limousine, Uber, ride share, covoiturage',
  },
  {
    key: 'trucking',
    name: 'Trucking / freight hauling',
    name_fr: 'Camionnage / transport de marchandises',
    naics: ['484110', '484121', '484122'],
    business_type: 'Other',
    keywords: 'freight, hauling, moving company, transport, camionnage, déménagement',
  },
  {
    key: 'food_manufacturing',
    name: 'Food manufacturing / processing',
    name_fr: "Fabrication / transformation d'aliments",
    naics: ['311'],
    business_type: 'Manufacturing',
    keywords: 'food processing, meat processing, transformation alimentaire',
  },
  {
    key: 'brewery_winery_distillery',
    name: 'Brewery / winery / distillery',
    name_fr: 'Brasserie / vinerie / distillerie',
    naics: ['312120', '312130', '312140'],
    business_type: 'Manufacturing',
    keywords:
      'brewery, microbrewery, winery, distillery, cidery, brasserie artisanale, vignoble, distillerie, cidrerie',
  },
  {
    key: 'general_manufacturing',
    name: 'General manufacturing (non-food)',
    name_fr: 'Fabrication générale (non alimentaire)',
    naics: ['31-33'],
    business_type: 'Manufacturing',
    keywords: 'factory, machine shop, usine, fabrication',
  },
  {
    key: 'real_estate_brokerage',
    name: 'Real estate brokerage',
    name_fr: 'Agence / courtage immobilier',
    naics: ['531210'],
    business_type: 'Other',
    keywords: 'realtor, real estate agent, courtier immobilier, agence immobilière',
  },
  {
    key: 'mortgage_brokerage',
    name: 'Mortgage brokerage',
    name_fr: 'Courtage hypothécaire',
    naics: ['522310'],
    business_type: 'Other',
    keywords: 'mortgage broker, courtier hypothécaire',
  },
  {
    key: 'insurance_agency',
    name: 'Insurance agency / brokerage',
    name_fr: 'Agence / cabinet de courtage en assurance',
    naics: ['524210'],
    business_type: 'Other',
    keywords: "insurance broker, courtier d'assurance, agent d'assurance",
  },
  {
    key: 'financial_advisor',
    name: 'Financial planning / investment advice',
    name_fr: 'Planification financière / conseils en placement',
    naics: ['523930'],
    business_type: 'Other',
    keywords: 'financial planner, investment advisor, planificateur financier, conseiller en placement',
  },
  {
    key: 'security_guard_agency',
    name: 'Security guard / private investigation agency',
    name_fr: "Agence de gardiennage / d'investigation",
    naics: ['561612', '561611'],
    business_type: 'Other',
    keywords: 'security guards, private investigator, agence de sécurité, gardiennage, enquêteur privé',
  },
  {
    key: 'locksmith',
    name: 'Locksmith',
    name_fr: 'Serrurier',
    naics: ['561622'],
    business_type: 'Other',
    keywords: 'serrurier',
  },
  {
    key: 'travel_agency',
    name: 'Travel agency',
    name_fr: 'Agence de voyages',
    naics: ['561510'],
    business_type: 'Other',
    keywords: 'travel agent, agence de voyages',
  },
] as const satisfies readonly Activity[];

export type ActivityKey = (typeof ACTIVITIES)[number]['key'];
export const ACTIVITY_KEYS = ACTIVITIES.map((a) => a.key) as readonly ActivityKey[];

const BY_KEY: ReadonlyMap<string, Activity> = new Map(ACTIVITIES.map((a) => [a.key, a]));

export function activityByKey(key: string | null | undefined): Activity | undefined {
  return key ? BY_KEY.get(key) : undefined;
}

export function isActivityKey(key: string): key is ActivityKey {
  return BY_KEY.has(key);
}

/** The activity's name in the reader's language. */
export function activityName(activity: Activity, language: string): string {
  return language === 'fr' ? activity.name_fr : activity.name;
}

/** Lower case, accents and punctuation folded: "Dépanneur" and "depanneur" compare equal. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const INDEX = ACTIVITIES.map((a) => ({
  activity: a as Activity,
  names: ` ${fold(`${a.name} ${a.name_fr}`)} `,
  keywords: ` ${fold(a.keywords)} `,
  words: ` ${fold(`${a.name} ${a.name_fr} ${a.keywords} ${a.naics.join(' ')}`)} `,
}));

/**
 * Activities matching what was typed, in either language: every typed word must start a word of
 * the activity's names, keywords or NAICS codes. A match in the names counts twice, one in the
 * keywords once (what a business is commonly called), so "garderie" finds the child-care centre
 * before the pet daycare; ties keep the taxonomy's order. Empty text lists them all.
 */
export function searchActivities(text: string, limit: number = ACTIVITIES.length): Activity[] {
  const terms = fold(text).split(' ').filter(Boolean);
  if (terms.length === 0) return INDEX.slice(0, limit).map((e) => e.activity);
  const within = (haystack: string) => terms.every((t) => haystack.includes(` ${t}`));
  return INDEX.map((entry, index) => {
    if (!within(entry.words)) return null;
    return { entry, index, score: (within(entry.names) ? 2 : 0) + (within(entry.keywords) ? 1 : 0) };
  })
    .filter((m): m is NonNullable<typeof m> => m !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((m) => m.entry.activity);
}
