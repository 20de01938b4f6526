import type { Translations } from '../../shared/i18n/runtime';
import type { legalText, privacyText, termsText, under13Text } from '../../client/features/help/legalText';

/**
 * Spanish (Latin America) of the privacy policy, the terms of use and the under-13 notice on the
 * student sign-up form (issue 26): a Spanish-speaking parent is asked to consent, so the policies
 * are read in full in Spanish. Written for families ("ustedes" to parents, "tú" to the child).
 * Tags (<b>, <terms>, <privacy>, <pricing>) are the English ones: <Rich> draws them.
 */
export default {
  legal: {
    theOperator: 'la organización que administra este servicio',
    runBy:
      'Esta copia de Sentence Lab la administra {operator} («el operador», «nosotros») para las escuelas, los maestros y las familias que la usan.',
    postalAddress: 'Dirección postal: {address}',
    contactBy: 'Escríbenos sobre la privacidad, estas condiciones o los datos de un estudiante a ',
    contactPage: 'Escríbenos sobre la privacidad, estas condiciones o los datos de un estudiante desde la <contact>página de contacto</contact>.',
    effectiveFrom: 'Vigente desde el {date}.',
    onThisPage: 'En esta página',
  },
  privacyPolicy: {
    summaryTitle: 'En resumen',
    summary1:
      'Reunimos solo lo necesario para enseñar y llevar una clase: nombres, datos para iniciar sesión, respuestas y escritos.',
    summary2:
      'La información de los estudiantes se usa solo para prestar el servicio a la escuela. Nunca se vende, nunca se usa para publicidad y nunca se usa para crear perfiles con otro fin que el aprendizaje del propio estudiante.',
    summary3:
      'La escuela decide sobre la información de sus estudiantes. Puede pedir en cualquier momento que se exporten o se borren los datos de un estudiante.',
    summary4: 'No hay anuncios, ni servicios de analítica, ni cookies de seguimiento.',

    collectTitle: 'Qué reunimos',
    collectStudents: 'Sobre los estudiantes',
    student1: 'Nombre y apellido, la clase en la que están y su maestro, y si el estudiante tiene menos de 13 años.',
    student2:
      'Un nombre de usuario, o un correo electrónico solo si el estudiante o el maestro deciden usarlo. Un niño nunca necesita un correo electrónico.',
    student3:
      'La contraseña, guardada solo como un resumen cifrado de un solo sentido que nadie puede leer, ni siquiera nosotros. Una contraseña de imágenes se guarda igual.',
    student4:
      'Su trabajo escolar: las respuestas de lecciones y pruebas con sus puntajes y tiempos, las respuestas de la prueba inicial, sus escritos, y los comentarios y calificaciones del maestro.',
    student5: 'Las insignias ganadas, las lecciones que un maestro le abrió y sus ajustes (idioma, lectura en voz alta).',
    student6:
      'Registros de inicio de sesión y de envío: cuándo empezó y cuándo se usó por última vez una sesión, y cuándo el dispositivo del estudiante entregó trabajo por última vez.',
    collectAdults: 'Sobre los maestros y los padres',
    adult1:
      'Nombre, correo electrónico, la contraseña como resumen cifrado de un solo sentido, cómo conocieron Sentence Lab, y las clases y lecciones que crean.',
    adult2:
      'Registros del plan y de la facturación. El número de una tarjeta va directamente del navegador a Stripe, nuestro procesador de pagos, y nunca llega a nuestro servidor; solo guardamos las referencias de Stripe, el plan y los recibos. Las órdenes de compra se registran con su número y sus fechas.',
    collectTechnical: 'Información técnica',
    tech1:
      'Las direcciones de red, contadas por poco tiempo (de minutos a una hora) para impedir que se adivinen contraseñas y otros abusos. No se guardan con la cuenta de nadie.',
    tech2:
      'Un registro del servidor con los errores (sin nombres ni respuestas) y con algunas acciones de un administrador o un maestro sobre los datos de un estudiante, como una exportación, un borrado o ver los resultados de la prueba inicial.',

    whyTitle: 'Para qué la usamos',
    why1: 'Para dar las lecciones, las pruebas y los escritos, calificar las respuestas y mostrar el progreso al estudiante y a sus maestros.',
    why2: 'Para proteger las cuentas: el inicio de sesión, los cambios de contraseña y los límites a las contraseñas equivocadas.',
    why3:
      'Para enviar los correos que el servicio necesita, como la confirmación del correo o el cambio de contraseña. No enviamos publicidad por correo a los estudiantes.',
    why4: 'Para cobrar a los maestros y las escuelas que compran un plan, y para responder preguntas de soporte.',
    whyNot:
      'No usamos la información de los estudiantes para publicidad, no la vendemos y no dejamos que nadie más la use para sus propios fines.',

    whoTitle: 'Quién la ve',
    who1:
      'Un estudiante ve su propio trabajo. Un maestro ve a los estudiantes de sus propias clases. Una cuenta de escuela o de grupo ve las clases de sus maestros.',
    who2:
      'Nuestros administradores, solo para hacer funcionar el servicio y cumplir lo que pide una escuela (por ejemplo, exportar o borrar los datos de un estudiante).',
    who3: 'Las empresas que alojan el servidor y envían sus correos, bajo contrato con nosotros y solo para prestar el servicio.',
    who4: 'Stripe, para los maestros que pagan con tarjeta (solo los datos de facturación del maestro; nunca datos de estudiantes).',
    who5:
      'Google, solo si el inicio de sesión con Google está activado y un usuario lo elige: Google nos comparte entonces el nombre y el correo de ese usuario y, para un maestro que conecta Google Classroom, las listas de clase que el maestro importa.',
    who6: 'Un sitio de videos, si una lección reproduce un video alojado allí: ve la solicitud cuando se reproduce el video.',
    who7: 'Nadie más, salvo que la escuela nos lo indique o que la ley lo exija.',

    childrenTitle: 'Niños menores de 13 años y consentimiento de la escuela (COPPA)',
    children1:
      'En los Estados Unidos, la Ley de Protección de la Privacidad Infantil en Internet (COPPA) protege a los niños menores de 13 años. Las escuelas usan Sentence Lab para la educación, así que la escuela puede dar el consentimiento en lugar de los padres, solo para este uso educativo.',
    children2:
      'Una escuela que permite que niños menores de 13 años usen el servicio confirma que tiene la autoridad para dar ese consentimiento y que informa a los padres qué servicio se usa y qué información reúne (pueden compartir esta página con ellos).',
    children3:
      'A un niño solo le pedimos lo que el trabajo escolar necesita. Un niño puede tener una cuenta sin correo electrónico: un maestro puede crearla con un nombre de usuario y una contraseña.',
    children4:
      'Los padres pueden pedir a la escuela en cualquier momento ver la información de su hijo, que se borre y que no se reúna más. La escuela nos pasa la solicitud y nosotros la cumplimos. Los padres también pueden escribirnos directamente a la dirección de abajo.',
    ferpaTitle: 'Registros educativos (FERPA)',
    ferpa1:
      'La información de los estudiantes aquí forma parte de sus registros educativos, que siguen bajo el control de la escuela según la Ley de Derechos Educativos y Privacidad de la Familia (FERPA). Actuamos para la escuela como un «funcionario escolar» con un interés educativo legítimo y usamos los registros solo para prestar el servicio.',
    ferpa2:
      'Los padres y los estudiantes con derecho propio ejercen sus derechos de FERPA (revisar, corregir y preguntar sobre los registros) a través de la escuela.',

    cookiesTitle: 'Cookies y datos guardados en tu dispositivo',
    cookies1: 'No usamos cookies de publicidad ni de seguimiento, ni analítica.',
    cookies2:
      'La aplicación guarda en el dispositivo lo que necesita para funcionar, también sin conexión: la sesión iniciada, copias de las lecciones de la clase y el trabajo que espera ser enviado. Al cerrar sesión se borran la sesión y las copias; el trabajo en espera se borra en cuanto se entrega.',
    cookies3:
      'Una pequeña cookie de seguridad puede recordar qué cuentas iniciaron sesión en este navegador, para que las contraseñas equivocadas de otras personas no te dejen fuera. Solo se envía al iniciar sesión.',
    cookies4:
      'Cuando un maestro paga con tarjeta, el formulario de tarjeta de Stripe puede poner sus propias cookies para evitar fraudes. La página de inicio de sesión de Google hace lo mismo para quienes eligen Google.',

    keepTitle: 'Por cuánto tiempo la guardamos, y cómo se borra',
    keep1: 'Una cuenta y su trabajo se guardan mientras la cuenta existe, para que los estudiantes y los maestros puedan volver a ellos.',
    keep2:
      'Quitar a un estudiante de una clase no borra la cuenta. Una escuela puede pedirnos que exportemos todo lo que se guarda sobre un estudiante y que luego borremos al estudiante con todos sus datos. Lo hacemos dentro de los 30 días siguientes a la solicitud.',
    keep3: 'Cuando una escuela deja de usar el servicio, puede pedirnos que borremos toda la información de sus maestros y estudiantes.',
    keep4:
      'Los códigos enviados por correo vencen en 30 minutos (cambio de contraseña) o en 7 días (confirmación del correo). Los contadores de direcciones duran una hora como máximo.',
    keep5: 'La información borrada puede seguir en las copias de seguridad hasta que se reemplacen, y mientras tanto no se usa.',

    protectTitle: 'Cómo la protegemos',
    protect1:
      'Las contraseñas y las claves de sesión se guardan solo como resúmenes cifrados. Cada persona ve solo lo que su función permite. Las contraseñas equivocadas tienen un límite. El acceso de nuestros administradores se limita a lo que necesitan.',
    protect2:
      'Si alguna vez se revelara información de un estudiante sin permiso, se lo diríamos a la escuela sin demora, para que pueda avisar a las familias, y la ayudaríamos a cumplir la ley.',

    rightsTitle: 'Tus opciones',
    rights1: 'Estudiantes y padres: pidan a su maestro o a la escuela ver, corregir o borrar su información.',
    rights2: 'Maestros: pueden cambiar sus datos en su Perfil y pedirnos que borremos su cuenta.',
    rights3: 'Cualquier persona: escríbanos a la dirección que aparece al principio de esta página.',

    changesTitle: 'Cambios a esta política',
    changes1:
      'Si cambiamos esta política, esta página muestra la nueva versión y la fecha en que entra en vigor. No usaremos la información ya reunida de una manera nueva sin el consentimiento de la escuela.',
    seeTerms: 'Consulta también las <terms>condiciones de uso</terms>.',
  },
  termsOfUse: {
    agreement: 'Estas condiciones valen para todas las personas que usan Sentence Lab en este sitio. Al crear una cuenta o usarlo, las aceptas.',
    whoTitle: 'Quién puede usarlo',
    who1: 'Los maestros, los padres y las escuelas crean cuentas para enseñar. Los estudiantes usan Sentence Lab a través de una clase que creó su maestro o su escuela.',
    who2:
      'Una escuela que agrega estudiantes menores de 13 años, o les permite unirse, confirma que tiene la autoridad para consentir su uso educativo, como lo describe la <privacy>política de privacidad</privacy>, y que informa a los padres.',
    accountTitle: 'Tu cuenta',
    account1: 'No compartas tu contraseña, y cierra sesión en las computadoras compartidas.',
    account2: 'Los maestros son responsables de los estudiantes que agregan y de los códigos de clase que comparten.',
    account3: 'Da información verdadera sobre ti. No inicies sesión como otra persona.',
    useTitle: 'Usarlo bien',
    use1: 'No intentes entrar en las cuentas o los datos de otras personas, interrumpir el servicio o sobrecargarlo, ni copiar las lecciones para ofrecerlas en otro lugar.',
    use2: 'Sé amable en todo lo que escribas. Un maestro puede ver los escritos de sus estudiantes.',
    workTitle: 'Tu trabajo',
    work1:
      'Los escritos y las respuestas pertenecen al estudiante y a su escuela. Los usamos solo para prestar Sentence Lab: para mostrarlos al estudiante y a sus maestros, calificarlos e informar el progreso.',
    work2: 'Las lecciones, las pruebas y el programa siguen siendo nuestros o de quienes nos dan licencia. Un maestro puede usarlos con sus propias clases.',
    paymentTitle: 'Prueba, planes y pagos',
    payment1:
      'La prueba de un maestro es gratuita por {days} días. Después, las lecciones y las herramientas del maestro necesitan un plan pagado (consulta los <pricing>precios</pricing>); no se borra nada cuando termina un plan.',
    payment2: 'Un plan con tarjeta se renueva cada periodo hasta que se cancela. Un plan cancelado sigue vigente hasta el final del periodo ya pagado.',
    payment3: 'Si crees que te cobramos por error, escríbenos dentro de 30 días: un cobro hecho por error se reembolsa.',
    availabilityTitle: 'Disponibilidad',
    availability1:
      'Trabajamos para que Sentence Lab funcione y tu trabajo esté seguro, también cuando se cae la conexión, pero no podemos prometer que siempre esté disponible o libre de errores.',
    endingTitle: 'Terminar',
    ending1:
      'Puedes dejar de usar Sentence Lab cuando quieras, y una escuela puede pedir que se exporten o se borren los datos de sus estudiantes. Podemos suspender una cuenta que no cumpla estas condiciones, y le decimos a su dueño por qué.',
    liabilityTitle: 'Responsabilidad',
    liability1:
      'Prestamos el servicio con cuidado, pero «tal como está». En la medida en que la ley lo permite, no respondemos por pérdidas indirectas. Nada en estas condiciones limita derechos que la ley no permite limitar.',
    changesTitle: 'Cambios y contacto',
    changes1:
      'Si estas condiciones cambian, esta página muestra la nueva versión y la fecha en que entra en vigor. Seguir usando el servicio después de esa fecha significa que aceptas las nuevas condiciones.',
  },
  under13Notice: {
    title: '¿Tienes menos de 13 años? Lee esto con un adulto.',
    line1: 'Tu escuela usa Sentence Lab para el trabajo escolar.',
    line2: 'Tu escuela dijo que sí en lugar de tus padres. Eso vale solo para el trabajo escolar.',
    line3: 'Guardamos tu nombre, tu clase y tus respuestas. Tu maestro puede verlos.',
    line4: 'Solo los usamos para ayudarte a aprender. Nunca los vendemos. Nunca mostramos anuncios.',
    line5: 'No necesitas un correo electrónico. Inventa un nombre de usuario.',
    parents:
      'Padres y madres: pueden pedir a la escuela en cualquier momento ver o borrar la información de su hijo o hija. Lean la <privacy>política de privacidad</privacy>.',
  },
} satisfies Translations<{
  legal: typeof legalText;
  privacyPolicy: typeof privacyText;
  termsOfUse: typeof termsText;
  under13Notice: typeof under13Text;
}>;
