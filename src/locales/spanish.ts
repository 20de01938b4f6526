import { catalogueTranslator } from '../shared/i18n/catalogue';
import { messages } from './compiled/es';

/** The Spanish translator, loaded eagerly: for the tests that read Spanish (the app loads every language alike). */
export const translateSpanish = catalogueTranslator('es', messages);
