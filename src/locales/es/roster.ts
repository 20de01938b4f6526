import type { Translations } from '../../shared/i18n/runtime';
import type { rosterText } from '../../client/features/roster/text';

/** Spanish (Latin America) of Add Students, Reset Passwords and the login cards. */
export default {
  roster: {
    oneStudent: 'Un estudiante',
    pasteList: 'Pegar una lista de nombres',
    importCsv: 'Importar un archivo CSV',
    addStudents: 'Agregar estudiantes',
    addLead:
      'Cuentas nuevas de estudiantes en {className} (código de clase {classCode}). Si no escribes los nombres de usuario, se crean a partir de los nombres; cada estudiante recibe una contraseña que verás una sola vez.',
    studentsToAdd: 'Estudiantes que se van a agregar',
    add: 'Agregar',
    firstName: 'Nombre',
    lastName: 'Apellido',
    usernameOptional: 'Nombre de usuario (opcional)',
    usernameHint: 'Si lo dejas vacío: nombre.apellido, sin repetir.',
    emailOptional: 'Correo electrónico (opcional)',
    namesLabel: 'Nombres, un estudiante por línea',
    namesHint:
      '“Ana Pérez” o “Pérez, Ana”. También sirven celdas copiadas de una hoja de cálculo (nombre, apellido, usuario, correo). Como máximo {max} a la vez.',
    csvFile: 'Archivo CSV',
    csvHint:
      'Una fila de encabezado y luego un estudiante por fila. Columnas: {first}, {last} y, si quieres, {username} y {email}. Separadas por comas, punto y coma o tabulaciones.',
    readFromFile: '{count, plural, one {1 estudiante leído} other {# estudiantes leídos}} de {fileName}.',
    under13: 'Estos estudiantes tienen menos de 13 años',
    under13Hint:
      'No necesitan correo electrónico: inician sesión con su nombre de usuario. Si olvidan su contraseña, tú les pones una nueva aquí.',
    cancel: 'Cancelar',
    checkList: 'Revisar la lista',
    notAdded: 'No agregados',
    rowsNotAdded: 'Filas no agregadas',
    done: 'Listo',
    printCards: 'Imprimir tarjetas de acceso',
    rowsWithErrors:
      '{invalid, plural, one {1 fila tiene errores y no se agregará.} other {# filas tienen errores y no se agregarán.}} Regresa para corregir la lista o agrega las demás.',
    studentsOnList: 'Estudiantes de la lista',
    back: 'Regresar',
    addCount: '{ready, plural, one {Agregar 1 estudiante} other {Agregar # estudiantes}}',
    readyToAdd: 'Listo para agregar',
    added: 'Agregado',
    noSeatLeft: 'No quedan lugares',
    row: 'Fila',
    name: 'Nombre',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    status: 'Estado',
    noName: '(sin nombre)',
    newUsername: ' (nuevo)',
    newSignIns: 'Accesos nuevos',
    password: 'Contraseña',
    resetPasswordsTitle: 'Restablecer contraseñas',
    newPasswordsFor:
      '{count, plural, one {Contraseña nueva para 1 estudiante} other {Contraseñas nuevas para # estudiantes}} de {className}.',
    resetQuestion:
      '{count, plural, one {¿Dar una contraseña nueva a 1 estudiante} other {¿Dar contraseñas nuevas a # estudiantes}} de {className}?',
    resetExplained:
      'Sus contraseñas actuales dejan de funcionar de inmediato. Cada uno recibe una contraseña nueva, que se muestra una sola vez aquí y se puede imprimir en tarjetas de acceso. Esto cierra la sesión de los estudiantes en todas partes: en cada dispositivo, vuelven a iniciar sesión con la contraseña nueva.',
    resetPasswords: 'Restablecer contraseñas',
    studentsToReset: 'Estudiantes que recibirán contraseñas nuevas',
    backToStudents: 'Volver a Administrar estudiantes',
    loginCards: 'Tarjetas de acceso',
    loginCardsOf: 'Tarjetas de acceso: {className}',
    cardsExplained:
      '{count, plural, one {1 tarjeta} other {# tarjetas}}. Imprímelas, recórtalas por las líneas punteadas y entrégale a cada estudiante la suya. Las contraseñas no se guardan en ningún lugar: cuando salgas de esta página o la vuelvas a cargar, ya no se podrán mostrar.',
    print: 'Imprimir',
    forgetPasswords: 'Olvidar estas contraseñas',
    loginCardFor: 'Tarjeta de acceso de {name}',
    classCode: 'Código de clase',
    signInAt: 'Inicia sesión en',
  },
  actions: {
    'check the list': 'revisar la lista',
    'add students': 'agregar los estudiantes',
    'reset passwords': 'restablecer las contraseñas',
  },
} satisfies Translations<{ roster: typeof rosterText }> & { actions: Record<string, string> };
