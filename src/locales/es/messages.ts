import type { Translations } from '../../shared/i18n/runtime';
import type { extraMessages, messages, withoutGoogle } from '../../shared/messages';
import type { rosterMessages } from '../../shared/rosterMessages';

/**
 * Spanish (Latin America) of src/shared/messages.ts: what the server answers and the screens show
 * in messages. ICU MessageFormat; a function message's placeholders are named after the English
 * function's parameters. Students are addressed with "tú", teachers too.
 */
export default {
  messages: {
    failedTo: 'No se pudo {action}. {serverMessage}',
    failedNoResponse: 'No se pudo {action}. Inténtalo de nuevo o comunícate con soporte. {message}',
    offline: 'Conéctate a internet.',
    timeout: 'Sentence Lab tiene problemas para conectarse a internet. Actualiza la página e inténtalo de nuevo.',
    pleaseLogin: 'Inicia sesión',
    appUpgraded: 'La aplicación se actualizó. Vuelve a iniciar sesión.',

    loginMismatch:
      'El correo electrónico o nombre de usuario y la contraseña no coinciden. Si creaste tu cuenta con Google, haz clic en el botón "Iniciar sesión con Google".',
    accountExists:
      '¡Ya tienes una cuenta con este correo electrónico! No crees otra cuenta; simplemente inicia sesión en tu cuenta con este correo y tu contraseña.',
    studentAccountExists:
      '¡Ya tienes una cuenta con este correo o nombre de usuario! No crees otra cuenta; simplemente inicia sesión en tu cuenta con este correo o nombre de usuario y tu contraseña.',
    invalidClassCode: 'Código de clase no válido',
    classFull: '¡Lo sentimos! No podemos agregarte a esta clase porque tu maestro necesita comprar más lugares para estudiantes.',
    subscriptionRequired:
      'No tienes una suscripción activa. Haz clic en el ícono de facturación ($) en la esquina superior derecha para activar tu suscripción.',
    passwordRuleServer: 'La contraseña debe tener entre 4 y 30 caracteres e incluir al menos 1 número',

    passwordRule: 'La contraseña debe tener al menos 4 caracteres y contener al menos 1 letra y 1 número.',
    passwordsMustMatch: 'las contraseñas deben coincidir',
    confirmPasswordRequired: 'Confirmar contraseña es obligatorio',
    passwordRequired: 'La contraseña es obligatoria',
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'El apellido es obligatorio',
    emailOrUsernameRequired: 'El correo electrónico o nombre de usuario es obligatorio',
    classCodeRequired: 'El código de clase es obligatorio',
    howDidYouHearRequired: 'Cuéntanos cómo supiste de nosotros',
    hearOtherRequired: 'Cuéntanos cómo supiste de nosotros',
    teacherEmailInvalid: 'Debe ser un correo electrónico válido',
    emailInvalid: 'El correo electrónico debe tener un formato válido.',
    classCodeFormat:
      'Los códigos de clase de Sentence Lab tienen 8 caracteres (solo letras y números). Si tienes un código de Google Classroom de 7 caracteres, haz clic aquí para volver a la página de inicio de sesión y luego haz clic en Iniciar sesión con Google.',
    under13Hint: 'Escribe las primeras 2 letras de tu apellido.',
    checkForm: 'Revisa los datos del formulario e inténtalo de nuevo.',
    loginEmailRequired: 'el correo electrónico o nombre de usuario es obligatorio',
    loginPasswordRequired: 'la contraseña es obligatoria',
    loginPasswordMin: 'La contraseña debe tener al menos 3 caracteres',

    classNameRequired: 'El nombre de la clase es obligatorio.',
    classCodeRequiredDialog: 'El código de clase es obligatorio.',
    classCodeInUse: '¡Ese código de clase ya está en uso! Elige otro.',
    classOverMaxStudents:
      'Lo sentimos, no podemos guardar esta clase porque superaste el número máximo de estudiantes permitido para tu cuenta. Escríbenos a {email} para aumentar tu límite.',
    onlyStudentsAddClass: 'Solo los estudiantes pueden agregar una clase.',

    forbidden: 'No tienes permiso para hacer eso.',
    notFound: 'No se encontró.',
    badRequest: 'Revisa los datos del formulario e inténtalo de nuevo.',
    serverError: 'Algo salió mal de nuestro lado. Inténtalo de nuevo o comunícate con soporte.',

    noAccountForEmail: 'No hay ninguna cuenta con este correo electrónico.',
    invalidResetCode: 'Lo sentimos, ese código no es válido. Solicita un código nuevo.',

    chooseClassFirst: 'En el menú desplegable, selecciona la clase en la que quieres colocar a este estudiante.',
    studentInUse: 'Este correo electrónico o nombre de usuario ya está en uso.',

    joinCodeNotFound: '¡Lo sentimos! No encontramos ninguna clase con ese código. Inténtalo de nuevo.',
    joinCodeMissing: '¡Lo sentimos! No encontramos ninguna clase con el código: {code}.',

    addTeacherFailed: 'No se pudo agregar al maestro. Revisa el formulario e inténtalo de nuevo.',
    addTeacherTaken: 'No se pudo agregar al maestro. El maestro ya existe y tiene una suscripción activa o pertenece a otro grupo.',
    addTeacherNoRoom: 'No se pudo agregar al maestro. No hay espacio en el plan actual para agregar otro maestro con estudiantes.',

    classSaved: 'Clase guardada',
    classDeleted: 'clase eliminada',
    studentDeleted: 'Estudiante eliminado.',
    studentUpdated: 'Estudiante actualizado correctamente.',
    passwordUpdated: 'Contraseña actualizada.',
    teacherAdded: 'Maestro agregado.',
    subTeacherCreated: 'Se creó tu nuevo maestro. Le enviamos por correo su contraseña temporal.',
    teacherUpdated: 'Maestro actualizado.',
    teacherRemoved: 'Maestro eliminado.',
    tokenSent: 'Te enviamos el código a tu bandeja de entrada.',
    accessGranted: 'Acceso concedido.',
    passwordChanged: '¡Tu contraseña se actualizó!',
    thankYou: '¡Gracias por elegir Sentence Lab!',
    resetComplete: 'Restablecimiento completo.',
    preTestsReset: 'Las pruebas iniciales se restablecieron correctamente.',
    postEvalsReset: 'Las evaluaciones finales se restablecieron correctamente.',
    preTestReset: 'La prueba inicial se restableció correctamente.',
    postEvalReset: 'La evaluación final se restableció correctamente.',
    profileUpdated: '¡Tu perfil se actualizó!',
    classAdded: 'La clase se agregó correctamente.',
    resendRequested: '¡Solicitaste el reenvío correctamente!',

    lessonGone: 'Esta lección ya no existe.',
    onlyStudentsSaveScores: 'Solo los estudiantes pueden guardar resultados.',
    postEvalNotEnabled: 'Tu maestro debe activar la evaluación final antes de que puedas continuar.',
    postEvalAnswersNotEnabled: 'Tu maestro debe activar la vista de respuestas antes de que puedas revisar esta evaluación final.',
    gradeA: '¡Buen trabajo! Parece que entiendes muy bien el tema.',
    gradeB: 'Mmm. Parece que te equivocaste en algunas.',
    gradeC: 'Parece que todavía estás aprendiendo el tema. ¡No te rindas!',
    quizStartFailed: 'no se pudo empezar',

    onlyStudentsSaveWriting: '¡Solo los estudiantes pueden guardar tareas de escritura!',
    writingSaved: 'Tarea de escritura guardada',
    writingPassed: '¡Se ve muy bien!',
    writingFailed: 'Revisa parte de tu trabajo.',
    addCommentsBeforeSending: 'Agrega comentarios antes de enviar.',
    noCommentTitle: 'Sin comentarios.',
    addClassFirst: 'Primero agrega una clase.',
    postEvalsNotOnTrial: 'Las evaluaciones finales no están disponibles en las cuentas de prueba.',
    incorrectClassName: 'El nombre de la clase no es correcto.',
    typeClassName: 'Escribe el nombre de la clase.',
    enableOneTopic: 'Activa al menos un tema',
    missingTopic: 'Falta el tema. Inténtalo de nuevo o comunícate con soporte.',
    onlyStudentsSaveDiagnostic: '¡Solo los estudiantes pueden guardar resultados del diagnóstico!',
    addClassBeforeDiagnostic: 'Agrega una clase antes de crear una evaluación diagnóstica.',
    loading: 'Cargando...',
    diagnosticComplete: '¡Diagnóstico terminado!',
    topicChange: 'Ahora vas a responder preguntas sobre {topic}.',
    diagnosticResultsTitle: 'Resultados del diagnóstico',
    diagnosticNotAvailable: 'Los resultados del diagnóstico no están disponibles.',
    studentsCompleted: 'Estudiantes que terminaron: {done} de {total}',
    noDiagnosticProgress: 'No se encontró progreso.',
    noTopicsFound: 'No se encontraron temas.',
    notAvailable: 'N/D',

    invalidCard: 'Los datos de la tarjeta de crédito no son válidos. Revísalos e inténtalo de nuevo.',
    couponNotFound: 'No encontramos ningún cupón con ese código.',
    missingStripe: 'Falta Stripe al intentar registrarte. Inténtalo de nuevo o comunícate con soporte.',
    missingCard: 'Falta la tarjeta de crédito al intentar registrarte. Inténtalo de nuevo o comunícate con soporte.',
    verifyRequired: 'Verifica tu correo electrónico antes de suscribirte.',

    googleLoginFailed: 'No se pudo iniciar sesión con Google. Inténtalo de nuevo o comunícate con soporte.',
    googleRegisterFailed: 'No se pudo registrar con Google. Inténtalo de nuevo o comunícate con soporte.',
    googleAccessDenied: 'Google denegó el acceso',
    googleOnlyButton: 'Usa este botón solo si creaste tu cuenta de Sentence Lab con el botón "Registrarse con Google".',
    studentGoogleExists:
      '¡Ya tienes una cuenta con este correo de Google! No crees otra cuenta; pídele a tu maestro que te agregue a la clase con "Mover/agregar estudiante existente" en la pestaña Administrar estudiantes.',
    selectClass: 'Selecciona una clase.',
    sharedTitle: 'Listo',
    sharedToClassroom: 'Compartido en Google Classroom',
  },

  withoutGoogle: {
    loginMismatch: 'El correo electrónico o nombre de usuario y la contraseña no coinciden. Revísalos o usa "¿Olvidaste tu contraseña?".',
    classCodeFormat:
      'Los códigos de clase de Sentence Lab tienen 8 caracteres (solo letras y números). Un código de Google Classroom de 7 caracteres no es un código de Sentence Lab: pídele a tu maestro el código de clase de Sentence Lab.',
  },

  extraMessages: {
    writingQueued: 'Se guardó en este dispositivo. Se enviará a tu maestro cuando vuelvas a estar en línea.',
    classCodeInvalid: 'Los códigos de clase tienen exactamente 8 caracteres: letras, números o guiones.',
    noClassYet: 'Todavía no estás en una clase. Pídele a tu maestro un código de clase.',
    studentInactive: 'Tu clase no está activa en este momento. Pídele a tu maestro que renueve su suscripción a Sentence Lab.',
    studentNotFound: 'No se encontró ningún estudiante con ese correo electrónico o nombre de usuario.',
    resetCodeExpired: 'Ese código ya venció. Solicita un código nuevo.',
    currentPasswordWrong: 'Tu contraseña actual no es correcta.',
    notASubTeacher: 'Ese maestro no está en tu grupo.',
    impersonationLinkInvalid:
      'Este enlace para entrar como otro usuario ya no es válido. Vuelve a abrirlo desde la lista de administración.',
    onlyAdmins: 'Solo los administradores pueden hacer eso.',
    alreadyVerified: 'Tu correo electrónico ya está verificado.',
    googleSignInNameLocked: 'Esta cuenta inicia sesión con Google: cambia su correo electrónico en Google.',
    googlePasswordLocked: 'Esta cuenta inicia sesión con Google, así que aquí no tiene contraseña. Usa "Iniciar sesión con Google".',
    googleOff: 'El inicio de sesión con Google no está configurado en este servidor.',
    googleUnreachable: 'No se puede conectar con Google en este momento. Inténtalo de nuevo en un minuto.',
    googleStateUnknown: 'Este inicio de sesión con Google venció o ya se usó. Empieza de nuevo.',
    googleNoEmail: 'Tu cuenta de Google no tiene un correo electrónico verificado.',
    googleAlreadyLinked: 'Esa cuenta de Google ya la usa otra cuenta de Sentence Lab.',
    googleLinked: 'Tu cuenta de Google está vinculada: ahora puedes iniciar sesión con Google y sincronizar con Google Classroom.',
    googleNotLinked: 'Primero vincula tu cuenta de Google (Perfil, "Vincular cuenta de Google").',
    googleSignInRequired: 'Inicia sesión antes de vincular una cuenta de Google.',
    googleCourseUnknown: 'Esa clase no es una de tus clases de Google Classroom.',
    googleNotAGoogleClass: 'Esa clase no se importó de Google Classroom.',
    googleSyncRunning: 'Ya hay una sincronización con Google Classroom en curso.',
    googleSyncInterrupted: 'La sincronización se detuvo cuando se reinició el servidor. Vuelve a sincronizar.',
    googleTeacherNotStudent: 'es una cuenta de maestro, no de estudiante',
    googleNoSeat: 'no hay lugares libres para estudiantes',
    googleClassroomRefused: 'Google Classroom lo rechazó: {detail}',
    alreadyInYourGroup: 'Ese maestro ya está en tu grupo.',
    classNotFound: 'Esa clase no es una de tus clases.',
    googleStudentLocked:
      'La cuenta de Google Classroom de este estudiante se edita en Google Classroom y luego se sincroniza con "Sincronizar con Classroom".',
    classroomOwnsNames: 'Tu nombre viene de Google Classroom: pídele a tu maestro que lo cambie allí.',
    classroomOwnsClass: 'Tu clase viene de Google Classroom: pídele a tu maestro que te cambie de clase allí.',
    studentMoved: '{name} ahora está en {className}.',
    quizLocked: 'Este cuestionario está bloqueado. Pídele a tu maestro que lo restablezca.',
    quizTimeUp:
      'Se acabó el tiempo de este cuestionario: ya pasó su hora. Pídele a tu maestro que lo restablezca si necesitas hacerlo otra vez.',
    quizSavedTooLate:
      'Se acabó el tiempo de este cuestionario: estas respuestas llegaron al servidor después de que terminó su hora. Pídele a tu maestro que lo restablezca.',
    answersUnknownQuestion: 'Una respuesta es de una pregunta que no está en este cuestionario.',
    answersDuplicateQuestion: 'Una pregunta se respondió dos veces.',
    inactiveNoLessons: 'Los usuarios inactivos no pueden abrir lecciones.',
    joinClassForLessons: 'Únete a una clase con el código de clase de tu maestro desde tu Perfil para abrir las lecciones.',
    teacherNeedsSubscription: 'Las lecciones se vuelven a abrir cuando tu cuenta tenga una suscripción activa.',
    takePretestToUnlock: 'Haz la prueba inicial para desbloquear la lección.',
    pretestWrong: 'Casi. ¡Sigue adelante!',
    courseGone: 'Este curso ya no existe.',
    noLessonsOpen: 'Tu maestro todavía no ha abierto ninguna lección de este curso.',
    lessonOffForClass: 'Desactivada para {className}',
    lessonTurnedOff: 'Tu maestro no ha abierto esta lección para tu clase.',
    answersTooOld: 'Las respuestas de hace más de un año ya no están disponibles.',
    badgeEarned: '¡Ganaste una insignia: {name}!',
    commentAndGradeSent: 'Se enviaron el comentario y la calificación.',
    writingTooLong: 'Tu texto es demasiado largo: puede tener como máximo 50,000 caracteres.',
    commentTooLong: 'El comentario puede tener como máximo 5,000 caracteres.',
    writingStudentMismatch: 'Solo puedes guardar tu propio texto.',
    writingAssignmentMissing: 'Esa tarea de escritura no existe.',
    writingEmpty: 'Escribe algo antes de guardar.',
    chooseGrade: 'Elige Aprobado o Necesita mejorar.',
    diagnosticTopicsLocked: 'Los temas no se pueden cambiar mientras el diagnóstico está activado. Primero desactiva el diagnóstico.',
    diagnosticNotOpen: 'Tu maestro no ha activado el diagnóstico para tu clase.',
    diagnosticAlreadyTaken: 'Ya terminaste el diagnóstico.',
    topicUnknown: 'Ese tema no existe.',
    answersNotInDiagnostic: 'Una respuesta es de una pregunta que no está en este diagnóstico.',
    diagnosticEnabledNote:
      'El diagnóstico está activado: los estudiantes pueden iniciar sesión para hacerlo. Los temas no se pueden editar hasta que lo desactives, y un estudiante ya no puede entrar una vez que lo termina.',
    diagnosticWelcome:
      '¡Te damos la bienvenida al diagnóstico! Tiene {count, plural, one {# pregunta} other {# preguntas}}. Responde cada una lo mejor que puedas; tus respuestas se guardan mientras avanzas.',
    diagnosticPreviewNote: 'Esta es una vista previa: tus respuestas no se guardan.',
    disableDiagnosticWarning:
      'Al desactivar el diagnóstico se borran todas las respuestas e informes de los estudiantes de {className}. Escribe el nombre de la clase para confirmar.',
    enableWeakLessons: 'Activar estas lecciones para la clase',
    weakLessonsEnabled: 'Las lecciones están activadas para la clase.',
    enableWeakLessonsForStudent: 'Activarlas solo para {first}',
    weakLessonsEnabledForStudent: 'Las lecciones están abiertas para {first}.',
    recommendedForYou: 'Recomendado para ti',
    recommendedIntro: 'Según tu diagnóstico: estas lecciones practican los temas que te resultaron más difíciles.',
    recommendedClosed: 'Pídele a tu maestro que abra esta lección.',
    noWeakTopics: 'No hay temas débiles: todos los temas están en 80 % o más.',
    onlySuperTeachers: 'Solo los maestros principales pueden ver el progreso de los maestros.',
    noProgress: 'No se encontró progreso.',
    idempotencyKeyInvalid: 'El encabezado Idempotency-Key debe tener de 1 a 200 letras, dígitos, guiones o guiones bajos.',
    idempotencyKeyReused: 'Este Idempotency-Key ya se usó para otra solicitud.',
    idempotencyKeyBusy: 'Todavía se está procesando una solicitud con este Idempotency-Key. Inténtalo de nuevo en un momento.',
    onlyStudentsReportSync: 'Solo los estudiantes pueden informar respuestas que no se pudieron guardar.',
    onlyStudentsReportBacklog: 'Solo los estudiantes pueden informar trabajo pendiente en un dispositivo.',
    bulkRequestsList: 'Envía las solicitudes por entregar como una lista de 1 a 50.',
    bulkPathUnknown: 'Una entrega solo puede llevar las solicitudes que guarda la bandeja de salida, cada una con su propio método.',
    bulkHeaderUnknown:
      'Una solicitud entregada solo puede tener los encabezados X-Api-Key, Idempotency-Key, X-Queued-At, X-Delivery-Signature y Content-Type.',
    bulkHeaderInvalid: 'Un encabezado de una solicitud entregada debe ser texto de como máximo 1,000 caracteres simples.',
    bulkBodyInvalid: 'El cuerpo de una solicitud entregada debe ser texto, y una solicitud GET no tiene cuerpo.',
    sealedBatchUnreadable: 'No se pudo leer este lote sellado de respuestas: se cambió en el camino o no tiene el formato que lee este servidor.',
    sealedBatchOtherKey: 'Este lote sellado de respuestas se selló para otra clave de servidor, que este servidor no tiene.',
    noAnswer: 'El servidor no respondió.',
    noAnswerMaybeNotSaved: 'El servidor no respondió, así que es posible que no se haya guardado.',
    chooseResetType: 'Elige pruebas iniciales o evaluaciones finales.',
    bodyTooLarge: 'Es demasiado para enviar de una vez. Hazlo más corto e inténtalo de nuevo.',
    notJson: 'Envía la solicitud como JSON (Content-Type: application/json).',
    nulCharacter: 'Parte del texto tiene un carácter que no se puede guardar. Quítalo e inténtalo de nuevo.',
    urlTooLong: 'Esa dirección web es demasiado larga.',
    malformedRequest: 'No se pudo leer la solicitud.',
    tooManyTries: 'Demasiados intentos. Espera {wait} e inténtalo de nuevo.',
    cardPaymentsOff:
      'El pago con tarjeta no está configurado en este servidor. Las escuelas pueden pagar con orden de compra o factura: escribe a {email} y activaremos tu cuenta.',
    subscriptionNeeded: 'Necesitas una suscripción activa para usar Sentence Lab.',
    trialEnded:
      'Tu prueba gratuita terminó. Tus clases, estudiantes y resultados se conservan: elige un plan para volver a abrir las lecciones.',
    planNotOnSale: 'Ese plan no se puede comprar. Elige Anual, Mensual o Educación en casa.',
    quantityInvalid: 'Esa cantidad de estudiantes no corresponde a este plan.',
    alreadySubscribed: 'Ya tienes una suscripción. Mejor cambia tu plan aquí abajo.',
    noSubscription: 'No tienes una suscripción con tarjeta para cambiar.',
    purchaseOrderAccount: 'Tu cuenta se paga con orden de compra. Para cambiarla, comunícate con nosotros.',
    groupAccountNoPlans: 'Tus lugares vienen del plan de tu grupo. Lo administra el maestro principal de tu grupo.',
    paymentUnavailable:
      'El pago con tarjeta no está disponible en este momento. Inténtalo de nuevo en unos minutos o comunícate con soporte.',
    planNotConfigured: 'Este plan todavía no está configurado para pagar con tarjeta. Comunícate con soporte.',
    subscriptionResumed: 'Tu suscripción se renovará como siempre.',
    subscriptionCancelled: 'Tu suscripción está cancelada. Tu cuenta sigue activa hasta el {date}.',
    planChanged: 'Tu plan cambió.',
    cardUpdated: 'Tu tarjeta se actualizó.',
    couponApplied: 'Cupón aplicado: {description}.',
    purchaseOrderRecorded: 'Orden de compra registrada. La cuenta está activa.',
    purchaseOrderNotTeacher: 'Las órdenes de compra solo se registran para cuentas de maestro.',
    purchaseOrderPaysByCard:
      'Este maestro paga con tarjeta hasta el {date}. Primero, el maestro (o tú, con su sesión) cancela la suscripción con tarjeta en la página Pago.',
    moveClassesNoRoom:
      '{name} tiene lugar para {free, plural, one {# estudiante más} other {# estudiantes más}}, no alcanza para estas clases. Agrega lugares o elige otro maestro.',
    moveClassesSameTeacher: 'Elige otro maestro para recibir las clases.',
    classesMoved: '{count, plural, one {1 clase movida} other {# clases movidas}} a {name}.',
    purchaseOrderSubTeacher:
      'Los lugares de este maestro vienen de su grupo: registra la orden de compra para el maestro principal del grupo.',
    purchaseOrderBelowUse: 'Esta orden da menos lugares de los que la cuenta usa ahora.',
    purchaseOrderBelowUseCounts:
      'Hay {inUse} lugares en uso y la orden da {seats}: no se quita a nadie, pero nadie puede unirse hasta que se liberen lugares, y se le avisa al maestro que tiene {over} de más. Regístrala solo si es lo que compró la escuela.',
    expiryInPast: 'La fecha de vencimiento debe estar en el futuro.',
    tooManySignIns:
      'Demasiados intentos de inicio de sesión. Espera {wait} e inténtalo de nuevo. ¿Olvidaste tu contraseña? Los estudiantes pueden pedírsela a su maestro; los maestros pueden usar "¿Olvidaste tu contraseña?".',
  },

  durationWords: {
    minutes: '{minutes, plural, one {1 minuto} other {# minutos}}',
    hours: '{hours, plural, one {1 hora} other {# horas}}',
  },

  limits: {
    tooLong: '{field} puede tener como máximo {max} caracteres.',
  },

  /** Field names in `limits.tooLong`, by their English name. */
  fields: {
    'Class Name': 'El nombre de la clase',
    Coupon: 'El cupón',
    'Email or Username': 'El correo electrónico o nombre de usuario',
    Email: 'El correo electrónico',
    'First Name': 'El nombre',
    Label: 'La etiqueta',
    'Last Name': 'El apellido',
    Message: 'El mensaje',
    'Name of the device': 'El nombre del dispositivo',
    'PO number': 'El número de orden de compra',
    Password: 'La contraseña',
    Search: 'La búsqueda',
    'The Google code': 'El código de Google',
    'The Google state': 'El estado de Google',
    'The Google token': 'El token de Google',
    'The issuer': 'El emisor',
    'The link': 'El enlace',
    'The return address': 'La dirección de regreso',
    'This field': 'Este campo',
    Token: 'El código',
    Username: 'El nombre de usuario',
  },

  seatsLeft: {
    none: 'No te quedan lugares; esta lista tiene {count, plural, one {# estudiante} other {# estudiantes}}: no se puede agregar ninguno hasta que agregues lugares.',
    all: 'Te {free, plural, one {queda # lugar} other {quedan # lugares}}; esta lista tiene {count, plural, one {# estudiante} other {# estudiantes}}: se pueden agregar todos.',
    some: 'Te {free, plural, one {queda # lugar} other {quedan # lugares}}; esta lista tiene {count} estudiantes: se pueden agregar los primeros {free}.',
  },

  rosterMessages: {
    firstMissing: 'Falta el nombre.',
    usernameRule: 'Un nombre de usuario tiene de 3 a 50 caracteres, sin espacios y sin @.',
    usernameTwiceInList: 'El nombre de usuario {username} también está en la fila {row}.',
    usernameTaken: 'El nombre de usuario {username} ya está en uso.',
    emailTwiceInList: 'El correo {email} también está en la fila {row}.',
    emailTaken: '{email} ya tiene una cuenta. Usa "Mover/agregar estudiante existente".',
    noSeat: 'No queda ningún lugar para este estudiante.',
    tooManyRows: 'Se pueden agregar como máximo {max} estudiantes a la vez; esta lista tiene {count}. Divídela en dos.',
    emptyList: 'La lista no tiene estudiantes. Agrega al menos un nombre.',
    loginTakenMeanwhile:
      'Un nombre de usuario o correo de esta lista se ocupó hace un momento. Revisa la lista otra vez y vuelve a intentarlo.',
    studentsAdded: '{count, plural, one {1 estudiante agregado.} other {# estudiantes agregados.}}',
    passwordsReset: '{count, plural, one {Nueva contraseña para 1 estudiante.} other {Nuevas contraseñas para # estudiantes.}}',
    studentNotInClass: 'Algunos de estos estudiantes ya no están en esta clase. Vuelve a cargar la lista e inténtalo de nuevo.',
    shownOnce:
      'Las contraseñas se muestran solo esta vez y no se guardan en este dispositivo. Imprime las tarjetas de acceso o anótalas ahora.',
    cardsGone:
      'Estas contraseñas ya no están en esta ventana (nunca se guardan). Restablece las contraseñas de los estudiantes para imprimir tarjetas nuevas.',
    csvNoFirstColumn:
      'El archivo CSV necesita una fila de encabezado con una columna "first" (y "last", y opcionalmente "username" y "email").',
    csvUnreadable: 'No se pudo leer ese archivo como CSV. Guárdalo desde tu hoja de cálculo como CSV e inténtalo de nuevo.',
    forgotNoEmail: 'Estudiantes que inician sesión con un nombre de usuario (sin correo): pídanle a su maestro una contraseña nueva.',
  },
} satisfies Translations<{
  messages: typeof messages;
  withoutGoogle: typeof withoutGoogle;
  extraMessages: typeof extraMessages;
  durationWords: { minutes: unknown; hours: unknown };
  seatsLeft: { none: unknown; all: unknown; some: unknown };
  limits: { tooLong: unknown };
  rosterMessages: typeof rosterMessages;
}> & { fields: Record<string, string> };
