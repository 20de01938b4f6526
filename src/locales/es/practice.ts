import type { practiceText } from '../../client/features/practice/text';
import type { Translations } from '../../shared/i18n/runtime';

/** Spanish of practice until mastery (issue 27). */
export default {
  practice: {
    title: 'Sigue practicando',
    loading: 'Cargando la práctica…',
    intro: 'Practica hasta dominar esta lección. Las preguntas que fallas vuelven más tarde, y recibes más de lo que fallaste.',
    rule: 'Dominio: 8 de tus últimas 10 respuestas correctas, con cada destreza de la lección respondida bien al menos una vez.',
    start: 'Sigue practicando',
    afterPretest: 'La práctica se abre cuando hayas hecho la prueba inicial.',
    startAgain: 'Practicar más',
    masteryLabel: 'Dominio de {lesson}',
    progress: '{percent} % del camino al dominio',
    mastered: 'Dominada',
    notStarted: 'Sin empezar',
    practising: 'Practicando',
    recent: '{right} de tus últimas {count} respuestas correctas',
    skills: '{right} de {all} destrezas logradas',
    itemOf: 'Pregunta {n} de {of} en esta ronda',
    check: 'Comprobar',
    next: 'Siguiente pregunta',
    tryAgain: 'Comprobar otra vez',
    hint: 'Pista:',
    notQuite: 'Todavía no.',
    correct: '¡Correcto!',
    rightAnswer: 'La respuesta correcta:',
    comesBack: 'Esta pregunta volverá más tarde.',
    roundDone: 'Ronda terminada',
    roundScore: 'Acertaste {right} de {of} al primer intento.',
    masteredNow: '¡Dominaste esta lección! Puedes seguir practicando cuando quieras.',
    backToLesson: 'Volver a la lección',
    waiting: '{n} respuestas esperan para enviarse. Se envían cuando vuelvas a tener conexión.',
    noItems: 'Esta lección todavía no tiene preguntas de práctica.',
    studentsOnly: 'Estás viendo la práctica como maestro: tus respuestas no se guardan.',
  },
} satisfies Translations<{ practice: typeof practiceText }>;
