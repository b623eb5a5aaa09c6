// `npm run seed`: migrate, then fill an EMPTY database with the demo data (refuses to touch one with users).
import { imageStorageFor } from '../modules/uploads/index.ts';
import { fileStorageFor } from '../modules/files/index.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, isDatabaseEmpty, migrateToLatest } from './database.ts';
import { demoLoginLines, seedDemoData } from './seed/demo-data.ts';

const config = loadConfig();
const knex = createDatabase(config);
try {
  await migrateToLatest(knex);
  if (!(await isDatabaseEmpty(knex))) {
    console.log('The database already has users; demo data is only added to an empty database.');
  } else {
    const fileStorage = fileStorageFor(config);
    try {
      for (const line of demoLoginLines(await seedDemoData(knex, { imageStorage: imageStorageFor(config), fileStorage }))) console.log(line);
    } finally {
      fileStorage.close();
    }
  }
} finally {
  await knex.destroy();
}
