export * from './constants';
export * from './contracts/auth';
export * from './contracts/common';
export * from './contracts/users';
export * from './domain/business-types';
export * from './domain/levels';
export * from './domain/login-method';
export * from './domain/provinces';
