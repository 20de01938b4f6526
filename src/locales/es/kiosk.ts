import type { Translations } from '../../shared/i18n/runtime';
import type { kioskMessages } from '../../shared/kioskMessages';
import type { kioskText, pictureNames } from '../../client/features/kiosk/text';

/**
 * Spanish (Latin America) of kiosk class sign-in (issue 14): what the server says to a pinned
 * device and to the teacher, the device's pages, and the teacher's pin and picture password dialogs.
 * "Pin a device" is "fijar un dispositivo"; a picture password is a "contraseña de dibujos".
 */
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

  kiosk: {
    loading: 'Cargando…',
    pinThisDevice: 'Fijar este dispositivo',
    unpinnedTitle: 'Este dispositivo no está fijado a una clase',
    unpinnedText:
      'Un maestro fija una computadora compartida o un grupo de Chromebooks desde la tarjeta de la clase: Inicio → Fijar un dispositivo. Abre el enlace (o escanea su código QR) en cada dispositivo; después, los estudiantes inician sesión tocando su nombre.',
    goToLogin: 'Ir a la página de inicio de sesión',
    revokedTitle: 'Ya no está fijado',
    failedTitle: 'No se pudo cargar la lista de la clase',
    tryAgain: 'Intentar de nuevo',
    confirmTitle: '¿Fijar este dispositivo a {className}?',
    confirmText:
      'Los estudiantes de {className} iniciarán sesión aquí tocando su nombre. El dispositivo queda fijado hasta que un maestro quite el fijado desde la tarjeta de la clase.',
    pinNamed: 'Fijado: {label}',
    signedInWarning: '{name} tiene la sesión abierta en este dispositivo. Al fijarlo, se cerrará su sesión aquí.',
    cancel: 'Cancelar',
    tapYourName: 'Toca tu nombre para iniciar sesión.',
    findYourName: 'Busca tu nombre',
    students: 'Estudiantes',
    noStudents: 'Todavía no hay estudiantes en esta clase. Tu maestro los agrega.',
    noMatch: 'Ningún nombre coincide con “{search}”.',
    teacher: '¿Eres maestro?',
    teacherSignIn: 'Usa la página de inicio de sesión',
    hi: '¡Hola, {name}!',
    tapPictures: 'Toca tus 3 dibujos en orden.',
    typePassword: 'Escribe tu contraseña.',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    usePassword: 'Usar mi contraseña',
    usePictures: 'Usar mis dibujos',
    notMe: 'No soy yo',
    yourPictures: 'Tu contraseña de dibujos',
    picturesChosen: 'Dibujos elegidos',
    emptySlot: 'vacío',
    startAgain: 'Empezar de nuevo',
    stillHere: '¿Sigues ahí?',
    signingOutIn:
      'Tu sesión se cerrará en {seconds, plural, one {# segundo} other {# segundos}} para que el siguiente estudiante pueda iniciar sesión.',
    imStillHere: 'Sigo aquí',
    pinADevice: 'Fijar un dispositivo',
    pinDescription:
      'En un dispositivo fijado a {className}, los estudiantes inician sesión tocando su nombre y escribiendo su contraseña (o tocando su contraseña de dibujos). Sirve para una computadora del laboratorio o un grupo de Chromebooks de la clase.',
    minutes: '{count, plural, one {# minuto} other {# minutos}}',
    qrCode: 'Código QR del enlace para fijar',
    pinLink: 'Enlace para fijar',
    pinLinkNamed: 'Enlace para fijar: {label}',
    openOnEachDevice: 'Abre este enlace en cada dispositivo',
    linkHelp:
      'O escanea el código QR con la cámara del dispositivo. El enlace solo se muestra ahora: para fijar más dispositivos después, crea un enlace nuevo. Quien tenga el enlace ve los nombres de pila de esta clase, así que guárdalo para tus dispositivos.',
    copyLink: 'Copiar enlace',
    copied: '¡Copiado!',
    copyBlocked: 'Aquí no se puede copiar; selecciona el enlace.',
    newPinLink: 'Enlace nuevo para fijar',
    anotherPinLink: 'Otro enlace para fijar',
    deviceName: 'Nombre del dispositivo (opcional)',
    deviceNameExample: 'Laboratorio, fila A',
    idleAfter: 'Cerrar la sesión después de, sin actividad',
    makePinLink: 'Crear un enlace para fijar',
    pinnedDevices: 'Dispositivos fijados',
    pinsFailed: 'No pudimos cargar los dispositivos fijados.',
    noPins: 'No hay ningún dispositivo fijado a esta clase.',
    done: 'Listo',
    unnamedPin: 'Fijado sin nombre',
    lastUsed: 'Último uso: {when}',
    notOpenedYet: 'Todavía no se abrió en ningún dispositivo',
    removeQuestion: '¿Quitar {name}?',
    removeText: '¿Quitar este fijado? Se cerrarán las sesiones de sus dispositivos.',
    keep: 'Mantener',
    yesRemove: 'Sí, quitar',
    signOutAfter: 'Cerrar la sesión después de',
    revoke: 'Quitar',
    picturePassword: 'Contraseña de dibujos',
    pictureDescription:
      'En un dispositivo fijado a su clase, {name} puede iniciar sesión tocando 3 dibujos en orden en lugar de escribir una contraseña. Su contraseña sigue funcionando también.',
    checking: 'Comprobando…',
    hasPictures: '{first} tiene una contraseña de dibujos.',
    hasNoPictures: '{first} todavía no tiene contraseña de dibujos.',
    tellThem: 'Dile o muéstrale a {first} sus dibujos, en este orden: {pictures}. No se vuelven a mostrar.',
    newPicturesFor: 'Nueva contraseña de dibujos para {name}',
    pickForMe: 'Elegir al azar',
    savePictures: 'Guardar dibujos',
    removePictures: 'Quitar la contraseña de dibujos',
  },

  pictures: {
    sun: 'Sol',
    moon: 'Luna',
    star: 'Estrella',
    heart: 'Corazón',
    tree: 'Árbol',
    flower: 'Flor',
    fish: 'Pez',
    house: 'Casa',
    apple: 'Manzana',
  },
} satisfies Translations<{
  kioskMessages: typeof kioskMessages;
  kiosk: typeof kioskText;
  pictures: typeof pictureNames;
}>;
