import type { Translations } from '../../shared/i18n/runtime';
import type { answerKeyText, itemFeedbackText, itemText, quizText, scoreBands } from '../../client/features/quizzes/text';

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
    timeIsUp: 'Se acabó el tiempo',
    timeUpAnswered: 'La hora de este cuestionario terminó con {answered} de {total} preguntas contestadas.',
    timeUpSaved: 'Esas respuestas se guardaron. Las preguntas sin contestar cuentan como no correctas.',
    lessonClosed: 'Tu maestro cerró esta lección para ti, así que sus cuestionarios no se pueden empezar ahora. Pídele a tu maestro que la abra.',
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
  quizItems: {
    true: 'Verdadero',
    false: 'Falso',
    listenToCard: 'Escuchar la tarjeta “{card}”',
    theSentence: 'La oración',
    theSentences: 'Las oraciones que hay que unir',
    thePassage: 'El texto',
    wordsHint: 'Las flechas del teclado pasan de una palabra a otra.',
    findHint: 'Toca cada palabra incorrecta para marcarla. Tócala otra vez para desmarcarla.',
    markedCount: '{count, plural, =0 {Todavía no marcaste ninguna palabra.} one {# palabra marcada.} other {# palabras marcadas.}}',
    fixLabel: 'Tu oración corregida',
    fixHint: 'Cambia solo lo que está mal y deja lo demás igual.',
    startOver: 'Empezar de nuevo',
    combineLabel: 'Tu oración (una sola oración)',
    mustUse: 'Tu oración debe usar:',
    sortHint: 'Elige un grupo para cada tarjeta.',
    cardsLeft:
      '{count, plural, =0 {Todas las tarjetas tienen grupo.} one {A # tarjeta le falta un grupo.} other {A # tarjetas les falta un grupo.}}',
    groupFor: 'Grupo de “{card}”',
    notSorted: 'Sin grupo todavía',
    proofreadHint: 'Toca una palabra para volver a escribirla. Enter guarda el cambio; Escape lo cancela.',
    retype: 'Vuelve a escribir “{word}”',
    changedFrom: 'antes decía “{word}”',
    yourChanges: 'Tus cambios',
    noChanges: 'Todavía no hay cambios.',
    undo: 'Deshacer',
    undoChange: 'Deshacer el cambio de “{from}” a “{to}”',
    rightAnswer: 'La respuesta correcta:',
    rightOptionMark: 'Respuesta correcta',
    alsoAccepted: 'También se acepta:',
    mistakesMarked: 'Las palabras que hay que corregir están subrayadas.',
    groups: 'Grupos:',
    cards: 'Tarjetas:',
  },
  itemFeedback: {
    useWord: 'Usa la palabra “{word}” para unir las ideas.',
    notJoined: 'Todavía tienes dos oraciones. Únelas en una sola.',
    endMark: 'Termina la oración con un signo final: un punto, un signo de interrogación o un signo de exclamación.',
    capitalStart: 'Empieza la oración con mayúscula.',
    capitalWord: 'Revisa la mayúscula de “{word}”.',
    missingComma: 'Falta una coma.',
    extraComma: 'Sobra una coma.',
    leftOut: 'Conserva todas las ideas: falta “{word}”.',
    lookAt: 'Vuelve a mirar “{word}”.',
    unchanged: 'La oración sigue igual. Busca el error y corrígelo.',
    found: 'Encontraste {right} de {total, plural, one {# error} other {# errores}}.',
    foundAndMarked:
      'Encontraste {right} de {total, plural, one {# error} other {# errores}} y marcaste {extra, plural, one {# palabra que estaba bien} other {# palabras que estaban bien}}.',
    fixed: 'Corregiste {right} de {total, plural, one {# error} other {# errores}}.',
    fixedAndChanged:
      'Corregiste {right} de {total, plural, one {# error} other {# errores}} y cambiaste {extra, plural, one {# palabra que estaba bien} other {# palabras que estaban bien}}.',
    sorted: '{right} de {total, plural, one {# tarjeta} other {# tarjetas}} {right, plural, one {está} other {están}} en el grupo correcto.',
  },
  actions: {
    'load the answer key': 'cargar la clave de respuestas',
    'start the quiz': 'empezar el cuestionario',
    'save your quiz': 'guardar tu cuestionario',
    'load the quiz': 'cargar el cuestionario',
  },
} satisfies Translations<{
  quiz: typeof quizText;
  scoreBands: typeof scoreBands;
  answerKey: typeof answerKeyText;
  quizItems: typeof itemText;
  itemFeedback: typeof itemFeedbackText;
}> & {
  actions: Record<string, string>;
};
