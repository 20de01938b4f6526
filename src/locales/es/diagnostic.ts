import type { Translations } from '../../shared/i18n/runtime';
import type { diagnosticText } from '../../client/features/diagnostic/text';

/** Spanish (Latin America) of a student taking the diagnostic. */
export default {
  diagnosticTaking: {
    diagnostic: 'Diagnóstico',
    progress: '{n} de {total}',
    finish: 'Terminar',
    next: 'Siguiente',
    welcomeBack: '¡Qué bueno verte de nuevo!',
    welcome: '¡Hola!',
    resumed: 'Ya respondiste {answered} de {total} preguntas. Sigue donde te quedaste.',
    continue: 'Continuar',
    start: 'Empezar',
    newTopic: 'Nuevo tema',
    ok: 'Entendido',
    ribbon: 'Un listón con una palomita',
    thanks: '¡Gracias! Tu maestro usará tus respuestas para elegir las lecciones que más te ayuden.',
    waiting: 'Falta enviarlas: tus respuestas están guardadas en este dispositivo y se enviarán cuando vuelvas a estar en línea.',
    returnToDashboard: 'Volver al inicio',
    saveFailed: 'No se pudieron guardar tus respuestas.',
    serverSaid: 'El servidor respondió: {reason}.',
    keptAndRetried: 'Quedan guardadas en este dispositivo y se vuelven a enviar solas.',
    stillNotSaved: 'Todavía no se guardaron. Inténtalo de nuevo en un momento o avísale a tu maestro.',
    tryAgain: 'Intentar de nuevo',
  },
  actions: {
    'load diagnostic quiz': 'cargar el diagnóstico',
    'save diagnostic': 'guardar el diagnóstico',
  },
} satisfies Translations<{ diagnosticTaking: typeof diagnosticText }> & { actions: Record<string, string> };
