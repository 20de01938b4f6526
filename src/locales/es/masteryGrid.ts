import type { Translations } from '../../shared/i18n/runtime';
import type { masteryText } from '../../client/features/practice/masteryText';

/** Spanish of the teacher's mastery grid (issue 27). */
export default {
  masteryGrid: {
    title: 'Dominio',
    loading: 'Cargando el dominio…',
    howItWorks: 'Cómo se cuenta el dominio',
    rule: 'Una lección está dominada cuando 8 de las últimas 10 respuestas de práctica de un estudiante son correctas y cada destreza de la lección se respondió bien. Primero aparecen los estudiantes con más dificultades.',
    class: 'Clase',
    show: 'Mostrar',
    lessonsOf: 'Lecciones: {course}',
    standardsOfGrade: 'Estándares: grado {grade}',
    sort: 'Ordenar',
    weakestFirst: 'Con más dificultades primero',
    byName: 'Por nombre',
    sortBy: 'Ordenar por {column}, de menor a mayor',
    downloadCsv: 'Descargar CSV',
    student: 'Estudiante',
    mastered: 'Dominada',
    notStarted: 'Sin empezar',
    legend: 'Qué significan los colores',
    legendPractising: 'Practicando, 50 % o más',
    legendStarted: 'Necesita ayuda, menos del 50 %',
    noStudents: 'Todavía no hay estudiantes en esta clase.',
    goToClasses: 'Ir a tus clases',
  },
} satisfies Translations<{ masteryGrid: typeof masteryText }>;
