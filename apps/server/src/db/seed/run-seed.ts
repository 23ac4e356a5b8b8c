import { loadEnv } from '#server/config/env';
import { openAppDatabase } from '../open-app-database';

// `npm run db:seed`: migrates and seeds the configured database, then exits.
const env = { ...loadEnv(), SEED_DEMO: true };
const database = await openAppDatabase(env);
await database.close();
console.log('Database migrated and seeded.');
