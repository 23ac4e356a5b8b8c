import type { Db } from '../client';
import { seedCalculationDemo } from './calculation.seed';
import { seedCatalogue } from './catalogue.seed';
import { upgradeCatalogueDrawings } from './catalogue-drawing.upgrade';
import { repairCatalogueTexts } from './catalogue-texts.repair';
import { seedDemoDocuments } from './demo-documents.seed';
import { seedDemoTenancy } from './demo-tenancy.seed';
import { seedPrintTemplates } from './print-templates.seed';
import { seedReference } from './reference.seed';

/** Seeds reference data and, when asked, the demo data; safe to run on every start. */
export const seedDatabase = async (db: Db, options: { demo: boolean }) => {
  await seedReference(db);
  await repairCatalogueTexts(db);
  await upgradeCatalogueDrawings(db);
  await seedPrintTemplates(db);
  if (!options.demo) {
    return;
  }
  await seedDemoTenancy(db);
  await seedCatalogue(db);
  await seedCalculationDemo(db);
  await seedDemoDocuments(db);
};
