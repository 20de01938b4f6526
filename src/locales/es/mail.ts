import type { Translations } from '../../shared/i18n/runtime';
import type { mailText } from '../../server/mail/text';

/**
 * Spanish (Latin America) of the server's emails: the Forgot Password code, the link that
 * verifies a teacher's address, and a super-teacher's group. The token is "código", as in the
 * Forgot Password dialog ("Recuperar la contraseña").
 */
export default {
  mail: {
    greeting: 'Hola, {first}:',

    resetSubject: 'Tu código para recuperar la contraseña de Sentence Lab',
    resetAsked: 'Alguien (esperamos que hayas sido tú) pidió cambiar la contraseña de tu cuenta de Sentence Lab.',
    resetToken: 'Tu código: {token}',
    resetTypeIt: 'Escríbelo en la ventana «Recuperar la contraseña» en los próximos 30 minutos. Solo funciona una vez.',
    resetIgnore: 'Si no lo pediste tú, puedes ignorar este correo: tu contraseña sigue igual.',

    verifySubject: 'Confirma tu correo electrónico de Sentence Lab',
    verifyWelcome: '¡Te damos la bienvenida a Sentence Lab! Abre este enlace para confirmar que este es tu correo electrónico:',
    verifyLinkRule: 'El enlace funciona una sola vez y durante 7 días. Puedes pedir uno nuevo en tu página de Perfil.',
    verifyIgnore: 'Si no creaste una cuenta de Sentence Lab, puedes ignorar este correo.',

    newTeacherSubject: 'Tu cuenta de maestro de Sentence Lab',
    newTeacherCreated: '{ownerFirst} {ownerLast} creó para ti una cuenta de maestro de Sentence Lab en su grupo.',
    signInAt: 'Inicia sesión en {url}',
    emailLine: 'Correo electrónico: {email}',
    temporaryPassword: 'Contraseña temporal: {password}',
    choosePasswordFirst: 'La primera vez que inicies sesión, te pediremos que crees una contraseña propia.',
    joinedSubject: 'Te uniste a un grupo de Sentence Lab',
    joinedAdded:
      '{ownerFirst} {ownerLast} te agregó a su grupo de Sentence Lab. Ahora tu cuenta usa un lugar de su plan, para hasta {seats, plural, one {# estudiante} other {# estudiantes}}.',
    signInAsUsual: 'Inicia sesión como siempre en {url}',
  },
} satisfies Translations<{ mail: typeof mailText }>;
