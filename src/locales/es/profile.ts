import type { Translations } from '../../shared/i18n/runtime';
import type { profileText } from '../../client/features/profile/text';

/** Spanish (Latin America) of the profile. */
export default {
  profile: {
    profile: 'Perfil',
    version: 'Versión {version}',
    account: 'Cuenta',
    role: 'Rol',
    administrator: 'Administrador',
    teacher: 'Maestro',
    student: 'Estudiante',
    plan: 'Plan',
    trialEnds: 'La prueba termina',
    planEnds: 'El plan termina',
    email: 'Correo electrónico',
    verified: 'Verificado',
    notVerifiedYet: 'Todavía sin verificar',
    none: 'Ninguno',
    freeTrial: 'Prueba gratuita',
    yourDetails: 'Tus datos',
    firstName: 'Nombre',
    lastName: 'Apellido',
    emailOrUsername: 'Correo electrónico o nombre de usuario',
    signInWithGoogleHint: 'Inicias sesión con Google, así que esto se cambia en tu cuenta de Google.',
    signInWithThis: 'Con esto inicias sesión.',
    classroomNamesHint: 'Tu nombre viene de Google Classroom. Para cambiarlo, pídele a tu maestro que lo cambie en Google Classroom.',
    classroomClassHint: 'Tu clase viene de Google Classroom. Para cambiarte de clase, pídele a tu maestro que te cambie en Google Classroom.',
    saveProfile: 'Guardar perfil',
    yourClass: 'Tu clase',
    youAreIn: 'Estás en',
    notInClass: 'Todavía no estás en una clase. Pídele a tu maestro el código de clase.',
    classCode: 'Código de clase',
    classCodeHint: 'Para cambiarte a otra clase, escribe su código. Solo puedes estar en una clase a la vez.',
    joinClass: 'Unirme a la clase',
    changePassword: 'Cambiar la contraseña',
    currentPassword: 'Contraseña actual',
    changePasswordButton: 'Cambiar contraseña',
    languageTitle: 'Idioma',
    languageText:
      'El idioma de la aplicación en este dispositivo y dondequiera que inicies sesión. Las lecciones y las preguntas siguen en inglés.',
  },
  actions: {
    'update your profile': 'actualizar tu perfil',
    'add the class': 'agregar la clase',
    'resend the verification email': 'reenviar el correo de verificación',
  },
} satisfies Translations<{ profile: typeof profileText }> & { actions: Record<string, string> };
