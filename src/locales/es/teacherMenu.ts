import type { Translations } from '../../shared/i18n/runtime';
import type { teacherMenuText } from '../../client/ui/teacherText';

/** Spanish (Latin America) of the teacher and admin side menu: each item names its page as the page's heading does. */
export default {
  teacherMenu: {
    teacherMenu: 'Menú del maestro',
    viewDashboard: 'Ver inicio',
    viewLessons: 'Ver lecciones',
    buildDiagnostic: 'Crear diagnóstico',
    viewDiagnosticResults: 'Ver resultados del diagnóstico',
    customizeLessons: 'Personalizar lecciones',
    viewProgressReports: 'Ver informes de progreso',
    viewMastery: 'Ver dominio',
    viewWritingPortals: 'Ver portales de escritura',
    manageStudents: 'Administrar estudiantes',
    manageTeachers: 'Administrar maestros',
    teacherProgress: 'Progreso de los maestros',
    adminTeachers: 'Administración: maestros',
    adminStudents: 'Administración: estudiantes',
  },
} satisfies Translations<{ teacherMenu: typeof teacherMenuText }>;
