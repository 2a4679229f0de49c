export * from './dates';
export * from './detail-messages';
export * from './province-names';
export * from './sms-encoding';
export * from './translate-detail';
