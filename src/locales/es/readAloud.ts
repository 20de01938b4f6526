import type { Translations } from '../../shared/i18n/runtime';
import type { readAloudText } from '../../client/features/readAloud/text';

/** Spanish (Latin America) of read-aloud: the listen button and its settings. */
export default {
  readAloud: {
    listen: 'Escuchar',
    withShortcut: '{label} (Alt + Shift + R)',
    readAloud: 'Lectura en voz alta',
    explain: 'Los botones Escuchar te leen las lecciones, las preguntas, las respuestas y las explicaciones.',
    unsupported: 'Este navegador no puede leer en voz alta, así que aquí no se muestran los botones Escuchar.',
    on: 'Sí',
    off: 'No',
    readingSpeed: 'Velocidad de lectura',
    verySlow: 'Muy lenta',
    slow: 'Lenta',
    normal: 'Normal',
    fast: 'Rápida',
    veryFast: 'Muy rápida',
    sampleIntro: 'Escucha un ejemplo a esta velocidad:',
    sampleText: 'Así de rápido leen los botones Escuchar.',
    listenToSample: 'Escuchar un ejemplo',
    shortcutHelp: 'En un cuestionario, presiona Alt + Shift + R para escuchar la pregunta. Vuelve a presionarlo, o Esc, para detenerla.',
    savedOnDevice: 'Se guardó en este dispositivo. Se guardará en tu cuenta cuando vuelvas a estar en línea.',
  },
  actions: {
    'save your read-aloud setting': 'guardar tu ajuste de lectura en voz alta',
  },
} satisfies Translations<{ readAloud: typeof readAloudText }> & { actions: Record<string, string> };
