// The catalogue keys the panel checks, in one place: when the catalogue's build names a template
// differently, this is the only file to change (the panel fails on a key the catalogue lacks).
export const T = {
  // Federal
  craPayroll: 'federal-payroll-deductions-program-account-rp',
  gstHst: 'federal-gst-hst-registration-rt-program-account',
  radio: 'federal-radio-licence-radio-apparatus-ised',
  cbcaAnnualReturn: 'federal-federal-corporation-annual-return-cbca',
  nuans: 'federal-nuans-name-search-report-for-incorporation',
  dangerousGoods: 'federal-transportation-of-dangerous-goods-tdg-training-certificate',
  firearms: 'federal-firearms-business-licence',
  controlledGoods: 'federal-controlled-goods-program-registration',
  drugEstablishment: 'federal-drug-establishment-licence-del',
  telecomProvider: 'federal-telecommunications-service-provider-registration',

  // Workers' compensation registrations, by province
  wsib: 'provincial-on-wsib-employer-registration',
  cnesst: 'provincial-qc-cnesst-employer-registration-occupational-health-and-safety',
  worksafeBc: 'provincial-bc-worksafebc-employer-registration',
  wcbAlberta: 'provincial-ab-wcb-alberta-employer-account',
  wcbSask: 'provincial-sk-wcb-saskatchewan-employer-registration',
  wcbManitoba: 'provincial-mb-wcb-manitoba-employer-registration',
  worksafeNb: 'provincial-nb-worksafenb-employer-registration',
  worksafeNbAssessment: 'provincial-nb-worksafenb-annual-assessment-payment',
  wcbNovaScotia: 'provincial-ns-wcb-nova-scotia-employer-registration',
  wcbPei: 'provincial-pe-wcb-pei-employer-registration-renewed-annually',
  workplaceNl: 'provincial-nl-workplacenl-employer-registration',
  wcbYukon: 'provincial-yt-yukon-wscb-employer-registration',
  wsccNt: 'provincial-nt-wscc-employer-registration-northwest-territories',
  wsccNu: 'provincial-nu-wscc-employer-registration-nunavut',

  // Ontario
  onPersonalServiceNotice: 'provincial-on-notice-of-personal-service-setting-operation-o-reg-136-18',
  torontoPersonalServices: 'municipal-on-toronto-personal-services-settings-licence',
  torontoEating: 'municipal-on-toronto-eating-or-drinking-establishment-licence',
  torontoRetailFood: 'municipal-on-toronto-retail-store-food-licence',
  onLiquorSales: 'provincial-on-liquor-sales-licence',
  onLiquorDelivery: 'provincial-on-liquor-delivery-service-licence',
  onGroceryAlcohol: 'provincial-on-grocery-store-licence-beer-cider-wine',
  onTobaccoDealer: 'provincial-on-tobacco-retail-dealer-s-permit-tobacco-tax-act',
  onSpecialtyVape: 'provincial-on-specialty-vape-store-registration-smoke-free-ontario-act-2017',
  onChildCare: 'provincial-on-child-care-licence-child-care-and-early-years-act-2014',
  onElectricalContractor: 'provincial-on-electrical-contractor-licence-lec',
  onInsuranceBrokerage: 'provincial-on-general-insurance-brokerage-member-firm-registration-ribo',
  onTravelAgent: 'provincial-on-travel-agent-travel-wholesaler-registration-tico',
  onPharmacy: 'provincial-on-pharmacy-certificate-of-accreditation',

  // Québec
  qcFoodPermit: 'provincial-qc-permis-alimentaire-restauration',
  qcFoodRetailPermit: 'provincial-qc-permis-alimentaire-vente-au-detail',
  qcRestaurantAlcohol: 'provincial-qc-permis-d-alcool-restaurant-pour-vendre-pour-servir-ou-bar',
  qcGroceryAlcohol: 'provincial-qc-permis-d-alcool-epicerie',
  qcQst: 'provincial-qc-qst-registration',
  qcChildCare: 'provincial-qc-permis-de-centre-de-la-petite-enfance-ou-de-garderie',
  qcRbq: 'provincial-qc-licence-d-entrepreneur-rbq',
  qcCitq: 'provincial-qc-tourist-accommodation-establishment-registration-citq',
  montrealTerrace: 'municipal-qc-montreal-terrasse-commerciale-sur-le-domaine-public-permit',

  // British Columbia
  bcFoodPrimaryLiquor: 'provincial-bc-food-primary-liquor-licence',
  bcHealthOperatingPermit: 'provincial-bc-health-operating-permit-food-service-establishment',
  bcElectricalContractor: 'provincial-bc-electrical-contractor-licence',
  bcShortTermRental: 'provincial-bc-provincial-short-term-rental-registration-host',
  bcMotorDealer: 'provincial-bc-motor-dealer-licence-vsa',

  // Alberta
  abAmvic: 'provincial-ab-automotive-business-licence',
  abPrepaidContracting: 'provincial-ab-prepaid-contracting-business-licence',
  abPersonalServiceNotice:
    'provincial-ab-notice-to-alberta-health-services-before-offering-a-personal-service',
  abSecurity: 'provincial-ab-security-services-business-licence-ssia',
  abChildCare:
    'provincial-ab-licence-for-facility-based-child-care-program-early-learning-and-child-care-act',

  // Saskatchewan
  skCannabisRetail: 'provincial-sk-cannabis-retail-permit',
  skPharmacy: 'provincial-sk-pharmacy-permit',
  skRestaurantLiquor: 'provincial-sk-restaurant-tavern-liquor-permit',

  // Manitoba
  winnipegBodyModification: 'municipal-mb-winnipeg-body-modification-establishment-permit-to-operate',
  mbLiquorStore: 'provincial-mb-liquor-retail-licence-liquor-vendor-specialty-store',
  mbDelivery: 'provincial-mb-liquor-cannabis-delivery-licence',
  mbRst: 'provincial-mb-retail-sales-tax-rst-registration',

  // New Brunswick
  nbFoodPremises: 'provincial-nb-food-premises-licence-class-3-4-5',
  nbDiningRoomLiquor: 'provincial-nb-liquor-licence-dining-room-lounge',
  nbVapeOutlet: 'provincial-nb-electronic-cigarette-sales-outlet-licence',
  nbChildCare: 'provincial-nb-early-learning-and-childcare-facility-licence-early-childhood-services-act',

  // Nova Scotia
  nsChildCare:
    'provincial-ns-child-care-facility-family-home-day-care-agency-licence-early-learning-and-child-care-act',
  nsFoodEstablishment: 'provincial-ns-food-establishment-permit',
  nsLiquor: 'provincial-ns-permanent-liquor-licence-eating-establishment-lounge-beverage-room-cabaret',
  nsBodyArt: 'provincial-ns-body-art-facility-permit-class-1-safe-body-art-act',
  nsTobaccoVendor: 'provincial-ns-retail-vendor-s-permit-tobacco-retailer',

  // Prince Edward Island
  peTourism: 'provincial-pe-tourism-establishment-licence',
  pePublicPool: 'provincial-pe-public-pool-whirlpool-permit',
  peFoodPremises: 'provincial-pe-food-premises-licence',
  peTobacco: 'provincial-pe-tobacco-retail-vendor-s-licence-tobacco-tax-act',

  // Newfoundland and Labrador
  nlFoodEstablishment: 'provincial-nl-food-establishment-licence',
  nlCorporationReturn: 'provincial-nl-corporation-annual-return-registry-of-companies',
  nlPersonalServices:
    'provincial-nl-personal-services-establishment-tanning-facility-registration-personal-services-act',
  nlTobacco: 'provincial-nl-tobacco-retailer-licence-tobacco-and-vapour-products-control-act',

  // The territories
  ytChildCare: 'provincial-yt-family-day-home-licence-child-care-centre-licence',
  ntFoodEstablishment: 'provincial-nt-food-establishment-permit',
  ntPersonalService: 'provincial-nt-personal-service-establishment-permit',
  nuTourist: 'provincial-nu-tourist-establishment-licence',

  // Recurring duties of every jurisdiction (issue 28): payroll filings, sales taxes, employer health
  // taxes, corporate annual returns and business names.
  t4: 'federal-t4-information-return-t4-slips-and-summary',
  wsibAnnualReport: 'provincial-on-wsib-annual-premium-report-and-payment-annual-reporters',
  onEht: 'provincial-on-employer-health-tax-eht-registration-and-annual-return',
  onAnnualReturn: 'provincial-on-ontario-corporation-annual-return',
  onBusinessName: 'provincial-on-business-name-registration-master-business-licence',
  cnesstWages: 'provincial-qc-cnesst-annual-declaration-of-wages',
  qcSourceDeductions:
    'provincial-qc-revenu-quebec-employer-source-deductions-and-health-services-fund-fss-contribution-rl-1-summary',
  qcReq: 'provincial-qc-declaration-de-mise-a-jour-annuelle-req',
  worksafeBcPayroll: 'provincial-bc-worksafebc-annual-payroll-report-and-payment',
  bcPst: 'provincial-bc-pst-registration-vendor',
  bcEht: 'provincial-bc-employer-health-tax-registration-and-annual-return',
  bcAnnualReport: 'provincial-bc-bc-company-annual-report',
  bcBusinessName: 'provincial-bc-bc-sole-proprietorship-partnership-registration',
  wcbAlbertaReturn: 'provincial-ab-wcb-alberta-annual-return-insurable-earnings',
  abAnnualReturn: 'provincial-ab-alberta-corporation-annual-return',
  abTradeName: 'provincial-ab-trade-name-registration',
  wcbSaskPayroll: 'provincial-sk-wcb-saskatchewan-employer-payroll-statement-eps',
  skPst: 'provincial-sk-pst-vendor-s-licence',
  skBusinessName: 'provincial-sk-business-name-registration',
  wcbManitobaPayroll: 'provincial-mb-wcb-manitoba-annual-payroll-report',
  mbHeLevy: 'provincial-mb-health-and-post-secondary-education-tax-levy-he-levy',
  mbBusinessName: 'provincial-mb-business-name-registration',
  nbAnnualReturn: 'provincial-nb-new-brunswick-corporation-annual-return',
  nbBusinessName: 'provincial-nb-business-name-registration',
  nsCompanyRenewal: 'provincial-ns-business-registration-annual-renewal-rjsc',
  nsBusinessName: 'provincial-ns-nova-scotia-business-name-registration-annual-renewal',
  peBusinessName: 'provincial-pe-business-name-registration-partnership-act',
  workplaceNlPayroll: 'provincial-nl-workplacenl-employer-payroll-statement',
  ytPayroll: 'provincial-yt-yukon-employer-payroll-return-epr',
  ytBusinessName: 'provincial-yt-business-name-registration',
  ntPayroll: 'provincial-nt-wscc-annual-payroll-report-northwest-territories',
  ntAnnualReturn: 'provincial-nt-northwest-territories-corporation-annual-return',
  ntBusinessName: 'provincial-nt-northwest-territories-business-name-registration-sole-proprietorship',
  nuPayroll: 'provincial-nu-wscc-annual-payroll-report-nunavut',
} as const;
