// Whether a source is official (a government, a statutory regulator or board, a crown agency, a
// public health unit, or an archive of their pages) or third-party (a blog, a consultant, a news
// article, a document-sharing copy). Decided by the source's host: hosts not listed as third-party
// below were checked one by one to be official when the catalogue was built (2026-11).
const THIRD_PARTY_HOSTS = [
  'bbot.ca', // Burnaby Board of Trade news
  'blog.foodsafety.ca',
  'foodsafety.ca',
  'businessdocbox.com',
  'cabinradio.ca', // news
  'cba-alberta.org', // a bar association
  'coe-edmonton.prod.opwebops.dev', // a development copy of the City of Edmonton's site
  'coldtainerus.org',
  'conseiltaq.com',
  'docplayer.net',
  'docslib.org',
  'documents.pub',
  'fdocuments.in',
  'fortmcmurraychamber.ca', // a chamber of commerce
  'gazette.opennwt.ca', // an unofficial consolidation
  'govanswers.org',
  'info.5y1.org',
  'learnlsbc.ca', // the Law Society of BC's learning site
  'nunatsiaq.com', // news
  'online.documentine.com',
  'p.pdfhall.com',
  'paperzz.com',
  'pattern-loop.live',
  'risingtideconsultants.ca',
  'studylib.net',
  'team.heritageplaybook.ca',
  'vdocuments.site',
  'global-regulation.com',
  'oba.org', // the Ontario Bar Association
  'ontariobusinesscentral.ca', // a filing agent
  'openingarestaurantinhamilton.ca',
  'pacificsmoke.com',
  'protegez-vous.ca', // a consumer magazine
  'taxandtradelaw.com',
  'ayc-yk.ca', // the Association of Yukon Communities
];

export type SourceKind = 'official' | 'third-party';

export function sourceKindOf(url: string): SourceKind {
  const host = new URL(url).hostname.replace(/^www\d?\./, '');
  return THIRD_PARTY_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) ? 'third-party' : 'official';
}
