import type { Translations } from '../../shared/i18n/runtime';
import type { bandText } from '../../client/ui/bandText';

/** Spanish of the score bands. */
export default {
  reportBands: {
    needsWork: 'Necesita práctica',
    developing: 'En progreso',
    secure: 'Dominado',
    none: 'Sin nota',
    legend: 'Menos de 60 %: necesita práctica · 60-79 %: en progreso · 80 % o más: dominado',
  },
} satisfies Translations<{ reportBands: typeof bandText }>;
