export * from './admins.ts';
export * from './companies.ts';
export * from './client-users.ts';
export * from './catalogue.ts';
export * from './vouchers.ts';
export * from './orders.ts';
export * from './content.ts';
export * from './files.ts';
