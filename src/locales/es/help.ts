import type { Translations } from '../../shared/i18n/runtime';
import type {
  helpOfflineText,
  helpStudentFaqText,
  helpTeacherFaqText,
  helpText,
  helpTourText,
  siteText,
} from '../../client/features/help/text';

/**
 * Spanish (Latin America) of the help centre and the website pages beside it (issues 14 and 15):
 * the help centre's frame and front page, contact, about, the teacher's first day, working offline,
 * the teachers' and students' questions, features and pricing, and the line under the registration
 * forms. The screens' names are the ones the Spanish screens show (Inicio, Administrar estudiantes,
 * Personalizar lecciones…); a seat is a "lugar", a pre-test a "prueba inicial", a post-evaluation an
 * "evaluación final". Tags (<b>, <signup>, <privacy>…) are the English ones: <Rich> draws them.
 * The privacy policy, the terms of use and the under-13 notice are in legal.ts.
 */
export default {
  help: {
    navLabel: 'Centro de ayuda',
    helpCentre: 'Centro de ayuda',
    firstDay: 'Tu primer día (maestros)',
    teacherQuestions: 'Preguntas de los maestros',
    studentQuestions: 'Preguntas de los estudiantes',
    offline: 'Trabajar sin conexión',
    contact: 'Contacto',
    features: 'Funciones',
    pricing: 'Precios',
    about: 'Acerca de',
    privacy: 'Política de privacidad',
    terms: 'Condiciones de uso',
    firstDayText: 'Desde una cuenta nueva hasta una clase haciendo su primera lección, paso a paso.',
    teacherQuestionsText: 'Estudiantes y lugares, contraseñas, cuestionarios y reinicios, el diagnóstico, los informes y los planes.',
    studentQuestionsText: 'Iniciar sesión, lecciones, cuestionarios, escritura e insignias, en palabras sencillas.',
    offlineText: 'Qué sigue funcionando cuando se cae el Wi-Fi, y cómo compartir una computadora de forma segura.',
    contactText: 'A quién preguntar y cómo comunicarte con soporte.',
    featuresText: 'Todo lo que Sentence Lab hace por una clase.',
    pricingText: 'La prueba gratuita y los planes para clases, escuelas y familias que educan en casa.',
    privacyText: 'Qué se guarda sobre los estudiantes, para qué y por cuánto tiempo.',
    indexLead: 'Respuestas para maestros, estudiantes y familias que usan Sentence Lab. Estas páginas también funcionan sin conexión.',
    quickAnswers: 'Respuestas rápidas',
    quickPassword:
      '<b>¿Olvidaste tu contraseña?</b> Si te registraste con un correo electrónico, elige ¿Olvidaste tu contraseña? en la página de inicio de sesión. Si inicias sesión con un nombre de usuario, pídele ayuda a tu maestro: puede ponerte una contraseña nueva.',
    quickJoin:
      '<b>¿Vas a unirte a una clase?</b> Tu maestro te da un enlace para unirte, o un código de clase de 8 caracteres que escribes en la <signup>página de registro de estudiantes</signup>.',
    quickOffline:
      '<b>¿Se perdió la conexión?</b> Sigue trabajando: tus respuestas se guardan en el dispositivo y se envían cuando vuelves a estar en línea. <offline>Cómo funciona sin conexión</offline>.',
    contactLead: 'La mayoría de las preguntas tienen una respuesta más rápida aquí cerca.',
    students: 'Estudiantes',
    askTeacherFirst:
      'Pregúntale primero a tu maestro: puede restablecer tu contraseña, abrir de nuevo un cuestionario y cambiarte a la clase correcta.',
    teachersAndFamilies: 'Maestros y familias',
    lookThrough:
      'Revisa las <teachers>preguntas de los maestros</teachers> y <offline>trabajar sin conexión</offline>. Para cualquier otra cosa (una orden de compra, una factura, un problema que no puedes resolver, una solicitud sobre los datos de un estudiante), escríbenos:',
    email: 'Correo electrónico: ',
    helpDesk: 'Mesa de ayuda: ',
    opensInNewTab: ' (se abre en una pestaña nueva)',
    addressLater: 'La dirección de soporte aparece aquí cuando este dispositivo haya estado en línea con Sentence Lab abierto.',
    sayWhichSchool:
      'Dinos de qué escuela eres y, si es un problema, qué hiciste y qué viste. Nunca envíes una contraseña: nunca te la vamos a pedir.',
    whoRunsThis: 'Quién administra este sitio',
    operatorAnswers:
      'Sentence Lab funciona en un servidor que administra tu escuela o tu distrito (o su proveedor). Ese operador responde en la dirección de soporte de arriba y decide por cuánto tiempo se guardan los datos. Consulta la <privacy>política de privacidad</privacy> y las <terms>condiciones de uso</terms>.',
    aboutTitle: 'Acerca de Sentence Lab',
    aboutLead: 'Lecciones cortas, práctica de verdad e informes honestos de la gramática y la escritura que todo estudiante necesita.',
    aboutIntro:
      'Sentence Lab está hecho para salones de 3.º a 8.º grado y para las familias que educan en casa. Los estudiantes aprenden un tema, lo practican con una explicación en cada respuesta, muestran lo que aprendieron en una evaluación final y lo ponen en práctica en sus propios escritos. Los maestros ven cómo va cada estudiante, desde un diagnóstico al principio hasta los informes de progreso a lo largo del camino.',
    realClassrooms: 'Hecho para salones de verdad',
    realClassroomsText:
      'El Wi-Fi de la escuela se cae, las Chromebooks se comparten y los estudiantes pequeños olvidan sus contraseñas. Por eso Sentence Lab sigue funcionando sin conexión y entrega cada respuesta en cuanto vuelve la conexión, mantiene separado el trabajo de cada estudiante en una computadora compartida, permite que los maestros creen las cuentas e impriman tarjetas de acceso, y nunca le pide a un niño un correo electrónico.',
    aboutOperator:
      'Esta copia de Sentence Lab funciona en un servidor operado para tu escuela o tu distrito. El operador decide quién tiene cuenta y por cuánto tiempo se guardan los datos, y responde las <contact>preguntas de soporte</contact>. Los datos de los estudiantes se usan solo para enseñar: consulta la <privacy>política de privacidad</privacy>.',
    version: 'Versión {version}',
    agreeStudent: 'Al unirte a tu clase aceptas las <terms>Condiciones de uso</terms> y la <privacy>Política de privacidad</privacy>.',
    agreeTeacher: 'Al crear una cuenta aceptas las <terms>Condiciones de uso</terms> y la <privacy>Política de privacidad</privacy>.',
    privacyLead: 'Cómo maneja Sentence Lab la información de estudiantes, maestros y familias.',
    termsLead: 'Las reglas para usar Sentence Lab en este sitio.',
  },

  helpTour: {
    title: 'Tu primer día con Sentence Lab',
    lead: 'El primer día de un maestro, desde una cuenta nueva hasta una clase trabajando en su primera lección.',
    createAccount: 'Crea tu cuenta',
    createAccountText:
      'En la <signup>página de registro</signup>, elige Maestros / Familias. Tu prueba gratuita dura {days} días y tiene {seats} lugares para estudiantes, así que puedes probarlo todo primero con un grupo pequeño. Te enviamos un correo para confirmar tu dirección: abre su enlace antes de 7 días (en Perfil puedes pedir uno nuevo).',
    createClass: 'Crea una clase',
    createClassText:
      'En tu Inicio, elige Agregar clase y ponle un nombre. Cada clase tiene su propio código de clase de 8 caracteres, que aparece en su tarjeta. Crea una clase para cada grupo al que le das clases.',
    bringStudents: 'Agrega a tus estudiantes',
    pickWay: 'Elige la forma que mejor le quede a tu clase; puedes combinarlas.',
    selfSignUp:
      '<b>Los estudiantes se registran solos.</b> Invitar estudiantes, en la tarjeta de una clase, muestra un enlace para unirse y el código de clase. Los estudiantes abren el enlace (o eligen Estudiantes en la página de registro y escriben el código) y luego escogen un nombre de usuario o usan su correo electrónico.',
    youMakeAccounts:
      '<b>Tú creas las cuentas.</b> En Administrar estudiantes, elige Agregar estudiantes: escribe un estudiante, pega una lista de nombres (uno por línea, o celdas copiadas de una hoja de cálculo) o importa un archivo CSV con nombres y apellidos y, si quieres, nombres de usuario y correos. Quien no tenga nombre de usuario recibe uno. Las contraseñas se te muestran una sola vez: imprime de inmediato las tarjetas de acceso (nombre, nombre de usuario, contraseña, código de clase y la dirección para iniciar sesión).',
    hasAccount:
      '<b>Un estudiante ya tiene cuenta.</b> En Administrar estudiantes, elige la clase y agrégalo con su nombre de usuario o su correo electrónico.',
    seatsAndPasswords:
      'Cada estudiante de tus clases ocupa un lugar. Los estudiantes menores de 13 años nunca necesitan correo electrónico. Si un estudiante olvida su contraseña, le pones una nueva en Administrar estudiantes (para un estudiante, o con Restablecer contraseñas para varios).',
    diagnostic: 'Descubre por dónde empezar: el diagnóstico',
    diagnosticText:
      'En Crear diagnóstico, elige la clase y activa los temas de gramática que quieres revisar (marcamos los que sugerimos); después actívalo. Los estudiantes ven Empezar el diagnóstico en la parte de arriba de su página y lo hacen una sola vez. Ver resultados del diagnóstico muestra a cada estudiante y a toda la clase, tema por tema; un tema por debajo del 60 % necesita práctica y cuenta como débil (60-79 % está en progreso). Desde los resultados de un estudiante puedes abrir las lecciones que enseñan sus temas débiles, para ese estudiante o para toda la clase, y el estudiante las ve en Recomendado para ti.',
    chooseWhat: 'Elige lo que ve la clase',
    chooseWhatText:
      'Personalizar lecciones muestra todas las lecciones de cada clase. Activa o desactiva lecciones, y abre la evaluación final (la prueba con calificación al final de una lección), y después sus respuestas, cuando la clase esté lista. Las evaluaciones finales se abren con un plan de pago.',
    watchWork: 'Mira cómo llega el trabajo',
    watchWorkText:
      'Cada lección empieza con una prueba inicial (que desbloquea los recursos de la lección), luego tres prácticas y la evaluación final. Ver informes de progreso muestra cada calificación por clase, lección o estudiante, con una gráfica, una descarga en CSV y una vista para imprimir; desde ahí puedes restablecer las pruebas iniciales o las evaluaciones finales de un estudiante para que las vuelva a hacer. Ver portales de escritura muestra los escritos que entregaron tus estudiantes: léelos, deja un comentario y márcalos como aprobados o todavía no. Administrar estudiantes muestra cuándo envió su trabajo por última vez el dispositivo de cada estudiante.',
    beforeTrialEnds: 'Antes de que termine la prueba',
    beforeTrialEndsText:
      'Elige un plan en Facturación (el $ en la parte de arriba de la página) cuando quieras; consulta los <pricing>Precios</pricing>. Si la prueba termina antes, no se borra nada: las clases, los estudiantes y los resultados te esperan, y tus estudiantes ven que la clase no está activa hasta que elijas un plan.',
    tourInside: 'El recorrido dentro de Sentence Lab',
    tourInsideText: 'La primera vez que abres tu Inicio, un recorrido corto te muestra las tres primeras cosas que hay que preparar:',
    stepTitle: '{title}.',
    takeTourAgain: 'Hacer el recorrido otra vez',
    openAgain: 'Con una sesión de maestro, puedes volver a abrirlo cuando quieras desde Ayuda (el ? en la parte de arriba de la página).',
  },

  helpOffline: {
    title: 'Trabajar sin conexión',
    lead: 'Sentence Lab está hecho para el Wi-Fi de la escuela, que va y viene. Aquí verás qué sigue funcionando, qué espera a la conexión y cómo compartir una computadora de forma segura.',
    before: 'Antes de que se caiga la conexión',
    openOnce:
      '<b>Abre Sentence Lab una vez con conexión.</b> Así el navegador guarda la aplicación y esta puede arrancar sin conexión. También puedes instalarla (Instalar o Agregar a la pantalla de inicio, en el menú del navegador) para abrirla como cualquier otra aplicación. Para instalarla, la dirección de la escuela debe empezar con https://.',
    signInOnline:
      '<b>Estudiantes: inicien sesión con conexión.</b> Para iniciar sesión se necesita la conexión. Justo después, el dispositivo descarga todas las lecciones que tu clase tiene activadas, con sus cuestionarios, y mantiene esa copia al día mientras está en línea.',
    when: 'Cuando se cae la conexión',
    pageSays:
      'La página dice “{offline}” y cuánto de tu trabajo está esperando. Un estudiante con la sesión iniciada puede seguir trabajando:',
    lessonsCopy:
      '<b>Las lecciones y los cuestionarios</b> se abren desde la copia del dispositivo. Una copia se usa hasta una hora después de descargarla; pasado ese tiempo, la página vuelve a pedir la conexión, así que la lección que se muestra nunca está muy desactualizada.',
    answersFirst:
      '<b>Las respuestas se guardan primero en el dispositivo</b> y después se envían. Una prueba inicial o una práctica muestra su calificación de inmediato (calculada en el dispositivo). Una evaluación final la califica solo el servidor, así que su calificación aparece cuando ya se enviaron las respuestas. Un cuestionario que está esperando a enviarse no se puede volver a empezar hasta que se haya enviado.',
    pretestOffline: '<b>Terminar una prueba inicial sin conexión</b> desbloquea de inmediato los recursos de la lección.',
    writingOffline:
      '<b>Los escritos</b> guardados sin conexión se quedan en el dispositivo, también si se vuelve a cargar la página, y se envían cuando regresa la conexión. Las respuestas del diagnóstico se guardan de la misma manera.',
    needsConnection:
      'Necesitan la conexión: iniciar sesión, registrarse, cambiar una contraseña, pagar y las pantallas del maestro (clases, informes, calificaciones), que siempre muestran lo que tiene el servidor en ese momento.',
    comesBack: 'Cuando vuelve la conexión',
    sentByItself:
      'El trabajo pendiente se envía solo, en el orden en que se hizo, y cada parte se guarda una sola vez aunque se envíe dos veces. Cuando termina, la página dice “Se enviaron todas las respuestas.”. Si el servidor rechaza algo (por ejemplo, porque el mismo cuestionario ya se terminó en otro dispositivo), el estudiante lo ve en una lista y el maestro lo ve en Administrar estudiantes; nada se pierde sin aviso.',
    dontClear:
      'No borres los datos del navegador (historial, cookies y datos de sitios) mientras haya trabajo pendiente: ahí es donde se guarda.',
    shared: 'Computadoras compartidas y de laboratorio',
    signOut:
      '<b>Cierra sesión cuando termines.</b> Al cerrar sesión se borran de inmediato la sesión del estudiante y las copias de las lecciones del dispositivo, así que el siguiente estudiante solo ve su propio trabajo.',
    rightName:
      '<b>El trabajo que espera a enviarse sale con el nombre correcto</b>, también después de cerrar sesión. Para eso, el dispositivo guarda una llave limitada que solo sirve para entregar las respuestas guardadas de ese estudiante: no puede abrir su cuenta, leer nada ni cambiar una respuesta. Deja de funcionar después de 7 días o cuando la sesión del estudiante termina de otra forma (por ejemplo, con un cambio de contraseña); entonces el trabajo espera hasta que el mismo estudiante vuelva a iniciar sesión en ese dispositivo.',
    teachersSee:
      '<b>Los maestros</b> ven en Administrar estudiantes cuándo llegó por última vez el trabajo de cada estudiante y qué respuestas llegaron tarde.',
    more: '¿Tienes más preguntas? Consulta las <students>preguntas de los estudiantes</students> o <contact>escríbenos</contact>.',
  },

  helpTeacherFaq: {
    title: 'Preguntas de los maestros',
    lead: 'Abre una pregunta para leer su respuesta.',
    studentsAndSeats: 'Estudiantes y lugares',
    howGetIn: '¿Cómo entran mis estudiantes a mi clase?',
    howGetInA:
      'De tres formas: se registran con el enlace o el código de tu clase (Invitar estudiantes, en la tarjeta de la clase); tú creas sus cuentas en Administrar estudiantes → Agregar estudiantes (de uno en uno, con una lista pegada o con un archivo CSV) y repartes las tarjetas de acceso impresas; o, si ya tienen cuenta, los agregas en Administrar estudiantes con su nombre de usuario o su correo. Consulta <tour>tu primer día</tour>.',
    under13: 'Mis estudiantes tienen menos de 13 años y no tienen correo. ¿Es un problema?',
    under13A:
      'No. Los estudiantes pueden iniciar sesión con un nombre de usuario y una contraseña; para ellos el correo siempre es opcional. Cuando agregas estudiantes tú mismo, marca “Estos estudiantes tienen menos de 13 años”. La escuela da el consentimiento para las cuentas de sus estudiantes: consulta la <privacy>política de privacidad</privacy>.',
    forgotPassword: 'Un estudiante olvidó su contraseña.',
    forgotPasswordA:
      'En Administrar estudiantes, elige Establecer contraseña en la fila del estudiante, o marca a varios estudiantes y elige Restablecer contraseñas para imprimir tarjetas de acceso nuevas. La contraseña nueva funciona de inmediato; al estudiante no se le cierra la sesión de un cuestionario que esté haciendo. Los estudiantes que se registraron con correo también pueden usar ¿Olvidaste tu contraseña? en la página de inicio de sesión.',
    seats: '¿Cómo se cuentan los lugares?',
    seatsA:
      'Cada estudiante de cualquiera de tus clases ocupa un lugar. La prueba tiene {seats}. Cuando tus lugares están llenos, a un estudiante que intenta unirse se le rechaza y se le explica por qué; agrega lugares en Facturación. Cambiar a un estudiante entre dos de tus clases no ocupa un lugar más.',
    twoClasses: '¿Un estudiante puede estar en dos clases?',
    twoClassesA:
      'No, un estudiante pertenece a una sola clase a la vez. Al unirse a otra clase (o al cambiarlo en Administrar estudiantes) sale de la primera. Sus resultados de cuestionarios y sus escritos se quedan con él; se borra su diagnóstico de la clase anterior.',
    deleteData: 'Nos pidieron borrar los datos de un estudiante.',
    deleteDataA:
      'Quitar a un estudiante de tu clase no borra su cuenta. Pídeselo al administrador del servidor de Sentence Lab de tu escuela: puede descargar todo lo que se guarda sobre un estudiante y borrar al estudiante con todos sus datos. Consulta la <privacy>política de privacidad</privacy>.',
    lessonsAndQuizzes: 'Lecciones y cuestionarios',
    inLesson: '¿Qué tiene una lección?',
    inLessonA:
      'Una prueba inicial, los recursos de la lección (diapositivas, tarjetas de definiciones, dibujos para recordar y por qué importa el tema), tres prácticas, una evaluación final y una tarea de escritura. La prueba inicial va primero: muestra lo que el estudiante ya sabe y desbloquea los recursos.',
    cantOpen: '¿Por qué un estudiante no puede volver a abrir un cuestionario?',
    cantOpenA:
      'Cada cuestionario cuenta una sola vez: un cuestionario terminado queda bloqueado. Abrir un cuestionario tres veces sin terminarlo también lo bloquea. Para que los estudiantes vuelvan a hacer una prueba inicial o una evaluación final, restablécela desde Ver informes de progreso (para un estudiante o para toda la clase). El intento anterior sigue en el informe, marcado como restablecido.',
    postEvals: '¿Cómo funcionan las evaluaciones finales?',
    postEvalsA:
      'La evaluación final es la prueba con calificación al final de una lección. Está desactivada hasta que la activas en Personalizar lecciones, y tiene un límite de una hora desde que el estudiante la abre. Los estudiantes ven su calificación, pero no qué respuestas estaban bien hasta que también activas las respuestas de la evaluación final. Las cuentas de prueba no pueden activar las evaluaciones finales.',
    gradeWriting: '¿Cómo califico los escritos?',
    gradeWritingA:
      'Ver portales de escritura muestra las tareas de escritura de cada clase y lo que entregó cada estudiante. Abre una para leerla, escribir un comentario y marcarla como aprobada o todavía no. Si después el estudiante cambia su texto, la calificación se borra para que puedas revisarlo otra vez; tu comentario se queda.',
    theDiagnostic: 'El diagnóstico',
    whatDiagnostic: '¿Para qué sirve el diagnóstico?',
    whatDiagnosticA:
      'Es una revisión que se hace una sola vez, antes de enseñar, de los temas de gramática que elijas (cinco preguntas por tema). Los resultados muestran la calificación de cada estudiante por tema y la de la clase; un tema por debajo del 60 % necesita práctica y cuenta como débil (60-79 % está en progreso). Desde los resultados de un estudiante puedes abrir las lecciones de sus temas débiles solo para ese estudiante o para toda la clase.',
    changeTopics: '¿Puedo cambiar los temas cuando los estudiantes ya empezaron?',
    changeTopicsA:
      'No mientras el diagnóstico esté activado. Al desactivarlo (escribes el nombre de la clase para confirmar) se borran las respuestas y los resultados del diagnóstico de esa clase, así que primero descarga o imprime los resultados si los necesitas.',
    reports: 'Informes',
    printExport: '¿Puedo imprimir o exportar el progreso?',
    printExportA:
      'Sí. Los informes de progreso tienen Descargar CSV (se abre en cualquier hoja de cálculo) e Imprimir; la versión impresa indica la clase o el estudiante y las fechas que abarca. Los resultados del diagnóstico también tienen un botón Imprimir. Al imprimir se omiten los menús del sitio.',
    cantSee: 'Un estudiante dice que hizo un cuestionario, pero no lo veo.',
    cantSeeA:
      'Si trabajó sin conexión, sus respuestas esperan en su dispositivo hasta que vuelva a estar en línea; entonces se envían en el orden en que trabajó. Administrar estudiantes muestra la última sincronización de cada estudiante y marca las respuestas que llegaron tarde o que no se pudieron guardar. Consulta <offline>trabajar sin conexión</offline>.',
    plansAndBilling: 'Planes y facturación',
    trialEnds: '¿Qué pasa cuando termina mi prueba?',
    trialEndsA:
      'Después de {days} días la cuenta queda en pausa, no se borra: se conservan las clases, los estudiantes y los resultados, pero las lecciones y las herramientas del maestro esperan hasta que elijas un plan, y tus estudiantes ven que su clase no está activa. Al elegir un plan todo vuelve de inmediato.',
    purchaseOrder: '¿Mi escuela puede pagar con orden de compra?',
    purchaseOrderA:
      'Sí. <contact>Escríbele a soporte</contact> con el plan y el número de estudiantes; un administrador registra la orden y tu cuenta queda activa de inmediato. Consulta los <pricing>Precios</pricing>.',
    group: 'Coordino un grupo de maestros.',
    groupA:
      'Una cuenta de maestro principal compra lugares de maestro para un grupo y agrega maestros en Administrar maestros. Ve las clases de cada maestro del grupo en los resultados del diagnóstico y en Progreso de los maestros.',
  },

  helpStudentFaq: {
    title: 'Preguntas de los estudiantes',
    lead: 'Toca una pregunta para ver la respuesta.',
    signingIn: 'Iniciar sesión',
    howSignIn: '¿Cómo inicio sesión?',
    howSignInA: 'Escribe tu nombre de usuario (o tu correo, si usaste uno) y tu contraseña. Después presiona Entrar.',
    forgot: 'Olvidé mi contraseña.',
    forgotUsername: '¿Inicias sesión con un nombre de usuario? Pregúntale a tu maestro. Te puede dar una contraseña nueva.',
    forgotEmail:
      '¿Inicias sesión con un correo? Presiona ¿Olvidaste tu contraseña? en la página de inicio de sesión. Te enviaremos un código por correo.',
    join: '¿Cómo me uno a mi clase?',
    joinA:
      'Tu maestro te da un enlace o un código de clase. El código tiene 8 letras y números. Abre el enlace, o ve a la <signup>página de registro de estudiantes</signup> y escribe el código. ¿Ya tienes una cuenta? Ve a tu Perfil y escribe ahí el código nuevo.',
    shared: 'Estoy en una computadora compartida.',
    sharedA:
      'Siempre cierra sesión cuando termines. El siguiente estudiante no verá tu trabajo. Tus respuestas se envían de todas formas, aunque hayas cerrado sesión.',
    lessonsAndQuizzes: 'Lecciones y cuestionarios',
    first: '¿Qué hago primero en una lección?',
    firstA: 'Haz la prueba inicial. Muestra lo que ya sabes. ¡No importa si tienes algunas mal! Después de hacerla, se abre la lección.',
    practice: '¿Qué son las prácticas?',
    practiceA: 'Te ayudan a practicar. Después de cada respuesta ves si acertaste, y por qué.',
    postEval: '¿Qué es la evaluación final?',
    postEvalA:
      'Es la prueba al final de una lección. Ves tu calificación al terminar. Tienes una hora, y un reloj te muestra el tiempo que queda. Tu maestro decide cuándo se abre.',
    locked: '¿Por qué está bloqueado un cuestionario?',
    lockedA:
      'Puedes hacer cada cuestionario una sola vez. Un cuestionario también se bloquea si lo abres tres veces y no lo terminas. Si necesitas intentarlo otra vez, pregúntale a tu maestro. Te lo puede abrir.',
    writing: '¿Dónde está mi escrito?',
    writingA:
      'Cada lección tiene una tarea de escritura. Presiona Guardar cuando termines. Tu maestro la lee y puede escribirte un comentario. Puedes cambiarla después, y tu maestro la volverá a leer.',
    badges: '¿Cómo consigo insignias?',
    badgesA:
      'Ganas insignias por cosas como registrarte, terminar cuestionarios y escribir. Cuando ganas una, aparece un mensaje. Te quedas con todas tus insignias.',
    diagnostic: '¿Qué es el diagnóstico?',
    diagnosticA:
      'Es una revisión de lo que ya sabes. Cuando tu maestro lo activa, ves Empezar el diagnóstico en la parte de arriba de la página. Lo haces una sola vez. ¡Solo da lo mejor de ti! Después puede que veas lecciones en Recomendado para ti.',
    scores: '¿Dónde veo mis calificaciones?',
    scoresA: 'Presiona Mi progreso en la parte de arriba de la página. Ahí ves tus calificaciones de cada lección.',
    noInternet: '¿No hay internet?',
    stopped: 'El internet dejó de funcionar.',
    stoppedA:
      '¡Sigue adelante! Las lecciones que abriste siguen funcionando por un rato. Tus respuestas se guardan en el dispositivo. Se envían cuando vuelve el internet. No borres los datos del navegador hasta que se hayan enviado. <offline>Más sobre trabajar sin conexión</offline>.',
    notSaved: 'Dice que mis respuestas no se pudieron guardar.',
    notSavedA: 'Avísale a tu maestro. Él también lo ve y te puede ayudar a hacer ese cuestionario otra vez.',
  },

  site: {
    featuresLead: 'Sentence Lab enseña gramática y escritura a clases de 3.º a 10.º grado, y sigue funcionando cuando el Wi-Fi no funciona.',
    forStudents: 'Para los estudiantes',
    courses:
      '<b>Seis cursos, 62 lecciones</b> que cubren todos los estándares de lenguaje de 3.º a 10.º grado: <en>Parts of Speech</en>, <en>Parts of the Sentence</en>, <en>Mechanics and Usage</en>, <en>Verbs and Tenses</en>, <en>Punctuation</en> y <en>Sentence Craft</en>, que puedes ver por grado.',
    everyLesson:
      '<b>Cada lección</b> tiene una prueba inicial, un recorrido narrado y recursos para aprender (diapositivas, tarjetas de definiciones, su propio dibujo, por qué importa), tres prácticas con una explicación en cada respuesta, práctica hasta dominarla, una evaluación final y una tarea de escritura.',
    badges: '<b>Insignias</b> por registrarse, terminar cuestionarios y lecciones, sacar calificaciones perfectas y escribir.',
    recommended:
      '<b>Recomendado para ti:</b> después del diagnóstico, las lecciones de los temas más débiles de cada estudiante, en orden.',
    ownReport: '<b>Su propio informe de progreso</b>, con una gráfica de sus calificaciones a lo largo del tiempo.',
    forTeachers: 'Para los maestros',
    classes:
      '<b>Clases con código de clase</b>: los estudiantes se unen con un enlace o un código, o tú agregas una clase entera desde una lista o un archivo CSV e imprimes las tarjetas de acceso. Ningún estudiante necesita correo electrónico.',
    diagnostic:
      '<b>Un diagnóstico</b> de 24 temas de gramática entre los que eliges, con resultados por estudiante y por clase, y las lecciones de los temas débiles a un clic.',
    customize: '<b>Personalizar lecciones</b>: qué lecciones ve cada clase, y cuándo se abren las evaluaciones finales y sus respuestas.',
    progress:
      '<b>Informes de progreso</b> por clase, lección y estudiante, con gráficas, rangos de fechas, descargas en CSV e impresiones limpias; y reinicios cuando un estudiante deba intentarlo otra vez.',
    writing: '<b>Portales de escritura</b> para leer, comentar y calificar los escritos de cada estudiante.',
    sync: '<b>Sincronización a la vista</b>: cuándo llegó por última vez el trabajo de cada estudiante, y qué llegó tarde o no se pudo guardar.',
    groups: '<b>Grupos</b>: un maestro principal compra lugares para varios maestros y ve el progreso de sus clases.',
    google:
      '<b>Google Classroom</b>, cuando el Sentence Lab de tu escuela tiene configurado el inicio de sesión con Google: inicia sesión con Google, importa clases y listas de estudiantes, y comparte lecciones y cuestionarios en Classroom.',
    forSchool: 'Para la escuela',
    worksOffline:
      '<b>Funciona sin conexión</b>: las lecciones siguen funcionando aunque se caiga la conexión y las respuestas se envían cuando vuelve, y cada una se guarda una sola vez. <offline>Cómo funciona</offline>.',
    installs:
      '<b>Se instala</b> desde el navegador en Chromebooks, tabletas, teléfonos y computadoras; es seguro en computadoras compartidas.',
    usable:
      '<b>Fácil de leer y de usar</b>: funciona con el teclado y con lectores de pantalla, tiene un tema oscuro y botones grandes, y cabe en la pantalla de un teléfono pequeño.',
    ownServer:
      '<b>El servidor propio de tu escuela</b>: los datos de los estudiantes se quedan con el operador que eligió tu escuela. Consulta la <privacy>política de privacidad</privacy>.',
    payBy: '<b>Paga con tarjeta o con orden de compra.</b> Consulta los <pricing>precios</pricing>.',
    pricingLead:
      'Empieza con una prueba gratuita de {days} días: todo menos las evaluaciones finales, {seats} lugares para estudiantes y sin tarjeta.',
    plansFor: 'Planes para maestros, escuelas y familias',
    payForSeats:
      'Pagas por lugares para estudiantes: cada estudiante de tus clases ocupa uno. Agrega lugares cuando quieras; un cambio se cobra o se abona por el tiempo que queda.',
    plans: 'Planes',
    plan: 'Plan',
    price: 'Precio',
    smallest: 'Compra mínima',
    homeschool: 'Educación en casa',
    homeschoolPrice: '{amount} al año por {size} estudiantes',
    studentsCount: '{count, plural, one {# estudiante} other {# estudiantes}}',
    monthly: 'Clases y escuelas, mensual',
    yearly: 'Clases y escuelas, anual',
    perMonth: '{amount} por cada {size} estudiantes al mes',
    perYear: '{amount} por cada {size} estudiantes al año',
    smallestMonth: '{students} estudiantes ({amount} al mes)',
    smallestYear: '{students} estudiantes ({amount} al año)',
    example: 'Por ejemplo, una clase de 30 con el plan anual cuesta {classes} × {price} = {total} al año.',
    groupsTitle: 'Grupos de maestros',
    groupsText:
      'Un maestro principal compra lugares de maestro para un grupo, por año: cada lugar es un maestro con hasta el número de estudiantes elegido. El maestro principal agrega maestros en Administrar maestros.',
    teacherSeats: 'Lugares de maestro',
    studentsPerTeacher: 'Estudiantes por maestro',
    pricePerTeacher: 'Precio por maestro',
    upTo: 'Hasta {size}',
    aYear: '{amount} al año',
    howToPay: 'Cómo pagar',
    byCard:
      '<b>Con tarjeta</b>, en Facturación una vez que inicias sesión, cuando este sitio acepta pagos con tarjeta. Un plan se renueva cada año (o cada mes) y se puede cancelar cuando quieras; después sigue vigente hasta el final del periodo ya pagado.',
    byOrder:
      '<b>Con orden de compra</b>, para las escuelas que pagan con factura: <contact>escríbele a soporte</contact> y un administrador registra la orden.',
    nothingDeleted:
      'Cuando termina un plan no se borra nada: las clases, los estudiantes y los resultados esperan hasta que se vuelva a elegir un plan. Los precios están en dólares estadounidenses.',
    startTrial: 'Empieza tu prueba gratuita',
  },
} satisfies Translations<{
  help: typeof helpText;
  helpTour: typeof helpTourText;
  helpOffline: typeof helpOfflineText;
  helpTeacherFaq: typeof helpTeacherFaqText;
  helpStudentFaq: typeof helpStudentFaqText;
  site: typeof siteText;
}>;
