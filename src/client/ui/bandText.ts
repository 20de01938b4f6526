import { defineMessages } from '../../shared/i18n/runtime';

/** The words of the score bands (shared/domain/scoreBands.ts), shown beside their colour. */
export const bandText = defineMessages('reportBands', {
  needsWork: 'Needs work',
  developing: 'Developing',
  secure: 'Secure',
  none: 'No score',
  /** The legend under a banded table. */
  legend: 'Under 60%: needs work · 60-79%: developing · 80% and up: secure',
});
