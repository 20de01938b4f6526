import type { Translations } from '../../shared/i18n/runtime';
import type { kioskMessages } from '../../shared/messages';

/** Spanish (Latin America) of kiosk class sign-in (issue 14): what the server says to a pinned device and to the teacher. */
export default {
  kioskMessages: {
    notPinned: 'Este dispositivo ya no está fijado a una clase. Pídele a tu maestro un enlace nuevo.',
    pinNotFound: 'Ese dispositivo fijado no existe.',
    idleMinutesRule: 'Elige entre 1 y 60 minutos.',
    picturesRule: 'Una contraseña de dibujos son 3 dibujos, tocados en orden.',
    nameNotOnList: 'Ese nombre ya no está en la lista de esta clase. Pregúntale a tu maestro.',
    passwordOrPictures: 'Escribe tu contraseña o toca tus dibujos.',
    wrongPassword: 'Esa contraseña no es correcta. Inténtalo de nuevo o pregúntale a tu maestro.',
    wrongPictures: 'Esos dibujos no son los correctos. Inténtalo de nuevo o pregúntale a tu maestro.',
    tooManyTriesForName: 'Demasiados intentos con este nombre. Espera {wait} o pregúntale a tu maestro.',
    tooManyTriesHere: 'Demasiados intentos en este dispositivo. Espera {wait} y vuelve a intentarlo.',
    idleSignedOut: 'Se cerró la sesión después de {minutes, plural, one {# minuto} other {# minutos}} sin actividad.',
    pinRevoked: 'Se quitó el fijado: se cerraron las sesiones abiertas en sus dispositivos, que ahora indican que ya no están fijados.',
    picturePasswordSet: 'Contraseña de dibujos guardada para {name}.',
    picturePasswordCleared: '{name} ya no tiene contraseña de dibujos.',
  },
} satisfies Translations<{ kioskMessages: typeof kioskMessages }>;
