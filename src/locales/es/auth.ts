import type { Translations } from '../../shared/i18n/runtime';
import type { authText } from '../../client/features/auth/text';
import type { publicText } from '../../client/ui/publicText';

/** Spanish (Latin America) of the signed-out pages: the header, the language switch, login. */
export default {
  public: {
    language: 'Idioma',
    skipToMain: 'Saltar al contenido principal',
    websiteNav: 'Sitio web de Sentence Lab',
    features: 'Funciones',
    pricing: 'Precios',
    about: 'Acerca de',
    support: 'Ayuda',
    opensInNewTab: 'Se abre en una pestaña nueva',
    version: 'Versión {version}',
    somethingWentWrong: 'Algo salió mal',
    pageNotShown: 'No se pudo mostrar la página.',
    reloadPage: 'Volver a cargar la página',
    menu: 'Menú',
    closeMenu: 'Cerrar el menú',
    darkTheme: 'Tema oscuro',
  },
  auth: {
    loginTitle: 'Inicia sesión en Sentence Lab',
    invitedTitle: 'Recibiste una invitación',
    invitedIntro: 'Inicia sesión con el correo electrónico y la contraseña temporal de tu invitación.',
    logInWithGoogle: 'Iniciar sesión con Google',
    or: 'o',
    emailOrUsername: 'Correo electrónico o nombre de usuario',
    password: 'Contraseña',
    forgotPassword: '¿Olvidaste tu contraseña?',
    logMeIn: 'Entrar',
    newHere: '¿Eres nuevo en Sentence Lab?',
    createAccount: 'Crea una cuenta',
    clickHere: 'haz clic aquí',
  },
  actions: {
    'log in': 'iniciar sesión',
    register: 'registrarte',
  },
} satisfies Translations<{ public: typeof publicText; auth: typeof authText }> & { actions: Record<string, string> };
