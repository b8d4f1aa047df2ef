import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const privacy: LegalDocument = {
  title: 'Política de privacidad',
  summary:
    'Fast-Track es una plataforma de carrera para estudiantes, empleadores, servicios de carreras y asociaciones estudiantiles. Esta página explica qué guarda el software sobre ti, dónde, durante cuánto tiempo y cómo funciona el borrado, tal como lo hace hoy el código y no como nos gustaría.',
  sections: [
    {
      id: 'who',
      title: 'Quién es responsable',
      blocks: [
        { p: 'La organización que gestiona esta instalación de Fast-Track es responsable de tus datos. Puedes contactarla a través de la página de Ayuda.' },
        {
          p: 'Todo se guarda en los servidores del operador: en una base de datos PostgreSQL y, en instalaciones más grandes, en Redis (solo contadores, quién está conectado y referencias a correos pendientes de envío). Las copias que el operador haga por su cuenta, como copias de seguridad de la base de datos o archivos de registros, siguen sus propias normas y no están cubiertas por los plazos de esta página.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Tu cuenta',
      blocks: [
        {
          list: [
            'Tu dirección de correo, tu nombre y apellidos cuando los indiques, un hash de tu contraseña (argon2id; la contraseña nunca se guarda), el texto de invitación que hayas escrito, tu idioma de la interfaz y el tipo de cuenta (estudiante, empleador, servicio de carreras).',
            'Estudiantes: tu universidad, tu año de estudios y tus trayectorias profesionales.',
            'Miembros de una empresa, un servicio de carreras o una asociación estudiantil: a qué organizaciones perteneces y tu función en ellas.',
          ],
        },
        {
          p: 'Tu dirección, tus nombres y el hash de la contraseña están en una tabla de identidades aparte, separada de todo lo demás, para poder borrarlos por completo. Se conservan hasta que eliminas tu cuenta.',
        },
      ],
    },
    {
      id: 'sign-in',
      title: 'Códigos, sesiones y enlaces',
      blocks: [
        {
          list: [
            `Código de registro: 4 cifras, válido ${r.otpMinutes} minutos, como máximo ${r.otpAttempts} intentos. Solo se guarda un hash con clave secreta (HMAC) del código y de tu dirección, nunca el código ni la dirección. El código se borra al usarse, y un código nuevo sustituye al anterior. Un código que caduca sin usarse se queda como ese hash hasta que pidas uno nuevo o elimines tu cuenta.`,
            `Sesiones: tu navegador guarda un token aleatorio; el servidor solo guarda su hash SHA-256. Una sesión termina ${r.sessionDays} días después de su último uso (cada uso la prolonga). Cerrar sesión la borra; cambiar la contraseña cierra tus otras sesiones; restablecer la contraseña o eliminar la cuenta las cierra todas. Una sesión caducada se queda como fila con hash hasta que se elimina tu cuenta.`,
            `Enlaces para restablecer la contraseña y desbloquear: válidos ${r.linkMinutes} minutos y de un solo uso; solo se guarda su hash SHA-256.`,
            `Acceso con Google o LinkedIn, solo si lo eliges: el formulario rellenado y un valor de un solo uso se guardan como máximo ${r.socialSignInMinutes} minutos mientras estás en el proveedor, y luego se borran. El proveedor nos envía tu dirección de correo verificada y tu nombre.`,
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Lo que haces en la plataforma',
      blocks: [
        {
          list: [
            'Los eventos a los que asistes o pides asistir, tus preguntas y las preguntas que apoyas se anotan en el registro de eventos de la plataforma, un historial al que solo se añade. Estas entradas llevan tu identificador de cuenta aleatorio, nunca tu nombre ni tu dirección.',
            'La empresa que organiza un evento ve quién asiste o pide asistir: tu nombre y apellidos y tu universidad, nunca tu dirección de correo.',
            'Las preguntas son públicas en la página del evento, como texto y sin tu nombre. El texto se queda después de eliminar tu cuenta, así que no escribas en una pregunta nada que no quieras que permanezca.',
            'El registro de eventos no contiene direcciones de correo, nombres ni contraseñas. De tu cuenta solo anota el identificador aleatorio, el tipo de cuenta, cómo te registraste, tu universidad, tu año de estudios, tus trayectorias y tu idioma, cada uno con su fecha.',
            `Mientras tienes la sesión iniciada y el sitio abierto, el servidor sabe que tu identificador de cuenta está conectado (para contar a las personas conectadas). Lo olvida cuando sales, o en ${r.presenceSeconds} segundos si un servidor se detiene.`,
          ],
        },
      ],
    },
    {
      id: 'applications',
      title: 'Candidaturas a empleos',
      blocks: [
        {
          p: 'Cuando te presentas a una oferta de empleo, se guardan tu carta de presentación y, si lo adjuntas, tu CV (un archivo PDF): la carta en la base de datos y el archivo en el almacenamiento de archivos de la plataforma (el disco del servidor o un almacenamiento compatible con S3 que configura el operador). El equipo de la empresa que contrata los ve junto con tu nombre, tu universidad y tus trayectorias. Las etapas de tu candidatura quedan anotadas en el registro de eventos bajo tu identificador aleatorio. La carta y el CV se quedan con la candidatura, también si la retiras, hasta que eliminas tu cuenta.',
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Solicitudes enviadas con los formularios del sitio público',
      blocks: [
        {
          p: `Cuando reservas una visita, nos contactas como servicio de carreras o envías una pregunta al soporte, guardamos tu nombre, tu dirección de e-mail, tu organización (visita y servicio de carreras) y tu mensaje en la base de datos, aparte del registro de eventos, que solo anota el tipo de solicitud, su idioma, la hora y lo que elegiste en las listas del formulario. Tu solicitud se envía por e-mail a la dirección comercial del operador y a ti una confirmación. La solicitud guardada se borra ${r.inquiryDays} días después de enviarla, tengas cuenta o no; si borras tu cuenta antes, todas las solicitudes enviadas desde su dirección se borran con ella. Las copias en el buzón del propio operador siguen sus reglas. Las solicitudes enviadas antes del 23 de noviembre de 2026 quedaron completas en el registro de eventos y no se pueden borrar de él.`,
        },
      ],
    },
    {
      id: 'mail',
      title: 'Correos electrónicos',
      blocks: [
        {
          list: [
            'Enviamos códigos de registro, enlaces para restablecer la contraseña y desbloquear, invitaciones a equipos y avisos sobre los eventos a los que asistes o pides asistir y las ofertas a las que te has presentado (un cambio, una cancelación, una decisión), a través del servidor de correo que configura el operador.',
            `Un correo pendiente de envío se guarda con su contenido en la base de datos hasta que se envía; si no puede enviarse, se abandona a las ${r.pendingMailHours} horas. La cola solo contiene una referencia a él.`,
            'Tras el envío se guarda un hash unidireccional de tu dirección y del identificador del correo, para que un reintento nunca envíe un correo dos veces. Estos hashes se quedan hasta que eliminas tu cuenta.',
            'Si el operador no ha configurado un servidor de correo (entornos de prueba y desarrollo), los correos no se envían, sino que se guardan con todo su contenido en una tabla local de salida, hasta que se elimina la cuenta de esa dirección.',
          ],
        },
      ],
    },
    {
      id: 'invitations',
      title: 'Invitaciones a un equipo',
      blocks: [
        {
          p: `Cuando un equipo te invita, tu dirección se guarda con la invitación; el enlace funciona una vez y durante ${r.invitationDays} días. Una invitación que nunca se acepta todavía no se borra automáticamente: se queda hasta que otra nueva la sustituye, hasta que se elimina una cuenta con esa dirección o hasta que pides al operador que la retire.`,
        },
      ],
    },
    {
      id: 'limits',
      title: 'Protección contra abusos',
      blocks: [
        {
          p: `Para frenar el intento de adivinar contraseñas y los envíos masivos de correos, se cuentan los intentos por dirección de correo y por dirección de red (IP), por ejemplo ${r.loginAttemptsPerAddress} inicios de sesión fallidos por dirección en ${r.loginWindowMinutes} minutos. Los contadores se guardan bajo un hash de la dirección, no con la dirección misma, y se borran solos como mucho a los ${r.longestCounterMinutes} minutos. Eliminar tu cuenta pone a cero los contadores de tu dirección.`,
        },
      ],
    },
    {
      id: 'logs',
      title: 'Registros del servidor',
      blocks: [
        {
          list: [
            'La aplicación escribe una línea por petición: hora, método, ruta, estado, duración y un identificador de petición aleatorio. No registra tu dirección IP, lo que escribes, contraseñas, códigos ni tokens.',
            'Cuando la plataforma funciona detrás de su pasarela (nginx), el registro de acceso de la pasarela también anota tu dirección IP con cada petición.',
            'Los registros van a la salida del servidor. Cuánto tiempo se guardan lo decide el sistema de registros del operador, no Fast-Track.',
          ],
        },
      ],
    },
    {
      id: 'browser',
      title: 'En tu navegador',
      blocks: [
        {
          p: 'Fast-Track usa una cookie (tu idioma) y el almacenamiento local y de sesión de tu navegador para mantener tu sesión iniciada y recordar tu progreso en el registro. Sin cookies publicitarias ni analíticas. Cada entrada figura en la Política de cookies.',
        },
      ],
    },
    {
      id: 'others',
      title: 'Otros servicios',
      blocks: [
        {
          list: [
            'Las páginas de eventos con mapa muestran un mapa de OpenStreetMap; tu navegador lo carga desde openstreetmap.org, que ve tu dirección IP. Google Maps solo se abre si haces clic en su enlace.',
            'Google y LinkedIn, solo si los usas para acceder; a lo que hagan se aplican sus propias políticas de privacidad.',
            'Tus datos no se venden ni se usan para publicidad.',
          ],
        },
      ],
    },
    {
      id: 'delete',
      title: 'Eliminar tu cuenta',
      blocks: [
        {
          p: 'En Ajustes elige «Eliminar cuenta» y confirma con tu contraseña. En un solo paso, el servidor borra tu identidad (dirección, nombres, hash de la contraseña), todas tus sesiones, el código pendiente si lo hay, tus enlaces de restablecimiento y desbloqueo, los correos que aún esperan para ti, las copias en la bandeja de salida y los hashes de envío de tu dirección, y las invitaciones dirigidas a ti; retira tus candidaturas abiertas y borra tus cartas de presentación y archivos de CV; pone fin a tus membresías en equipos y retira tus solicitudes de unión. Después pone a cero los contadores antiabuso de tu dirección. Tu dirección puede volver a registrarse después.',
        },
        {
          list: [
            'Lo que queda: las entradas del registro de eventos bajo tu identificador aleatorio (asistencias, apoyos, el texto de tus preguntas, las etapas de tus candidaturas, tu universidad, año de estudios y trayectorias). Ya nada las vincula con tu dirección ni con tu nombre.',
            'Si eres el único propietario de un equipo con más miembros, haz antes propietaria a otra persona; hasta entonces la eliminación se rechaza.',
            'Si te registraste con Google o LinkedIn y no tienes contraseña, crea una antes con «¿Has olvidado tu contraseña?».',
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'Tus derechos',
      blocks: [
        {
          p: 'En Ajustes puedes corregir tu nombre, cambiar tus trayectorias y tu idioma, y eliminar tu cuenta en cualquier momento. Para obtener una copia de tus datos o cualquier otra solicitud sobre ellos, contacta con el operador a través de la página de Ayuda. En la UE, el EEE y el Reino Unido también puedes reclamar ante tu autoridad de protección de datos.',
        },
      ],
    },
  ],
};

export default privacy;
