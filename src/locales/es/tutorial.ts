import type { Translations } from '../../shared/i18n/runtime';
import type { tutorialText } from '../../client/features/tutorial/text';

/** Spanish (Latin America) of the teacher tour. The names it quotes are the Spanish screens' own. */
export default {
  tutorial: {
    introTitle: 'Te damos la bienvenida a Sentence Lab',
    introLead:
      'Sentence Lab enseña gramática y escritura con lecciones breves en video, cuestionarios y tareas de escritura. Este recorrido rápido te muestra las tres cosas que conviene preparar primero.',
    introPoint1: 'Toma menos de un minuto.',
    introPoint2:
      'Puedes volver a abrirlo cuando quieras: elige Ayuda (el ? en la parte de arriba de la página) y luego Hacer el recorrido.',
    classesTitle: 'Crea una clase e invita a tus estudiantes',
    classesLead:
      'Elige Agregar clase en este inicio. Cada clase tiene su propio código de clase de 8 caracteres, que aparece en su tarjeta.',
    classesPoint1: 'Invitar estudiantes, en la tarjeta de una clase, te da un enlace para unirse y el código para repartir.',
    classesPoint2:
      'Los estudiantes abren el enlace, o eligen Únete a tu clase al registrarse y escriben el código. Quedan en tu clase de inmediato.',
    classesPoint3: 'Cada estudiante de tus clases ocupa un lugar de tu plan.',
    diagnosticTitle: 'Crea un diagnóstico',
    diagnosticLead: 'Un diagnóstico es una revisión única de lo que cada estudiante ya sabe, para que sepas por dónde empezar.',
    diagnosticPoint1:
      'En Crear diagnóstico, en el menú, elige una clase y activa los temas de gramática que quieres evaluar. Marcamos los temas que sugerimos.',
    diagnosticPoint2: 'Actívalo y tus estudiantes podrán hacerlo la próxima vez que inicien sesión.',
    diagnosticPoint3: 'Ver resultados del diagnóstico muestra cómo le fue a cada estudiante y a toda la clase, tema por tema.',
    lessonsTitle: 'Personaliza las lecciones',
    lessonsLead: 'En Personalizar lecciones decides, clase por clase, qué ven tus estudiantes.',
    lessonsPoint1: 'Activa o desactiva cada lección y su prueba inicial.',
    lessonsPoint2: 'Abre la evaluación final, y sus respuestas, cuando tu clase esté lista.',
    lessonsPoint3: 'Ese es el recorrido. Elige Terminar para empezar con tus clases.',
    stepOf: 'Paso {step} de {total}',
    skipTour: 'Saltar el recorrido',
    back: 'Atrás',
    finish: 'Terminar',
    next: 'Siguiente',
  },
  actions: {
    'save your tour setting': 'guardar la configuración del recorrido',
  },
} satisfies Translations<{ tutorial: typeof tutorialText }> & { actions: Record<string, string> };
