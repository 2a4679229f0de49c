export * from './businesses';
export * from './calendar';
export * from './catalog';
export * from './identity';
export * from './phone';
export * from './reminders';
export * from './users';
export * from './workspaces';
