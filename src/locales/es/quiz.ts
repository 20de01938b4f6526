import type { Translations } from '../../shared/i18n/runtime';
import type { answerKeyText, quizText, scoreBands } from '../../client/features/quizzes/text';

/** Spanish (Latin America) of taking a quiz: instructions and buttons, feedback, the clock, the result. */
export default {
  quiz: {
    startTitle: '¿Empezar la {name}?',
    pretestIntro:
      'La prueba inicial muestra lo que ya sabes. Haz tu mejor esfuerzo en cada pregunta: cuenta una sola vez y, cuando la termines, se abren los recursos de la lección.',
    postEvalIntro:
      'La evaluación final muestra lo que aprendiste en esta lección. Haz tu mejor esfuerzo en cada pregunta: cuenta una sola vez.',
    finishOnce:
      'Termínalo una vez que empieces: un cuestionario que se abre tres veces sin terminarlo se bloquea hasta que tu maestro lo restablezca.',
    teacherTrying: 'Lo estás probando como maestro: no se guarda nada de lo que respondas.',
    notNow: 'Ahora no',
    start: 'Empezar',
    opened: 'Abriste {quiz} — {lesson}',
    openingQuiz: 'Abriendo el cuestionario…',
    timeUpSubmitting: 'Se acabó el tiempo. Se están enviando las respuestas que tienes hasta ahora.',
    backToLesson: 'Volver a la lección',
    loadingQuiz: 'Cargando el cuestionario…',
    backToCourses: 'Volver a los cursos',
    instructions: 'Instrucciones',
    noQuestions: 'Este cuestionario no tiene preguntas.',
    notQuite: 'Casi.',
    correct: '¡Correcto!',
    questionOf: 'Pregunta {n} de {total}',
    listenToFeedback: 'Escuchar la explicación',
    listenToQuestion: 'Escuchar la pregunta',
    listenToAnswer: 'Escuchar la respuesta “{answer}”',
    check: 'Revisar',
    next: 'Siguiente',
    finish: 'Terminar',
    yourAnswer: 'Tu respuesta',
    quizComplete: '¡Terminaste el cuestionario!',
    correctCount: '{correct} de {total} correctas.',
    couldNotSave: 'No se pudieron guardar tus respuestas: {reason}',
    waitingScored:
      'Falta enviarlas: tus respuestas están guardadas en este dispositivo y se enviarán cuando vuelvas a estar en línea. Este puntaje se calculó en este dispositivo.',
    waitingUnscored: 'Tus respuestas están guardadas en este dispositivo. Tu puntaje aparecerá cuando se envíen.',
    sent: 'Tus respuestas ya se enviaron.',
    scoreOnLessonPage: 'Tu puntaje está en la página de la lección.',
    returnToLesson: 'Volver a la lección',
    returnToDashboard: 'Volver al inicio',
    timedStudent:
      'Tienes {minutes} minutos desde que empiezas. El reloj sigue corriendo aunque salgas o vuelvas a cargar la página; cuando se acabe el tiempo, tus respuestas se envían como estén.',
    timedTeacher:
      'Los estudiantes tienen {minutes} minutos para este cuestionario desde que lo abren; cuando se acaba el tiempo, sus respuestas se envían como estén.',
    minutesLeft: '{minutes, plural, one {Queda # minuto} other {Quedan # minutos}} para este cuestionario.',
    timeUpAnnouncement: 'Se acabó el tiempo. Se están enviando tus respuestas.',
    timeLeft: 'Tiempo restante',
    endsAt: 'Termina a las {time}',
  },
  scoreBands: {
    green: 'bien',
    yellow: 'regular',
    red: 'necesita práctica',
  },
  answerKey: {
    loading: 'Cargando la clave de respuestas…',
    backToCourses: 'Volver a los cursos',
    forTeachers: 'Las claves de respuestas son para los maestros.',
    title: '{quiz}: clave de respuestas',
    questionsTitle: '{quiz}: preguntas',
    hideAnswers: 'Ocultar respuestas',
    showAnswers: 'Mostrar respuestas',
    print: 'Imprimir',
    correctAnswer: '✓ respuesta correcta',
    answer: 'Respuesta:',
    answerLine: 'Línea para la respuesta',
  },
  actions: {
    'load the answer key': 'cargar la clave de respuestas',
    'start the quiz': 'empezar el cuestionario',
    'save your quiz': 'guardar tu cuestionario',
    'load the quiz': 'cargar el cuestionario',
  },
} satisfies Translations<{ quiz: typeof quizText; scoreBands: typeof scoreBands; answerKey: typeof answerKeyText }> & {
  actions: Record<string, string>;
};
