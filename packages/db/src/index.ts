export * from './schema/index.ts';
export {
  openDatabase,
  migrateDatabase,
  type Db,
  type Database,
  type DatabaseOptions,
  type Schema,
} from './client.ts';
export { EmbeddedDatabaseFormatError, EMBEDDED_POSTGRES_MAJOR } from './embedded-format.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { seedBase, REFERENCE_MODULES, type BaseSeedOptions } from './seed-base.ts';
