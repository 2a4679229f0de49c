export * from './businesses';
export * from './catalog';
export * from './identity';
export * from './reminders';
export * from './users';
