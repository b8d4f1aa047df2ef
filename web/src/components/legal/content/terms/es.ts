import type { LegalDocument } from '../../legal-document.ts';

const terms: LegalDocument = {
  title: 'Condiciones de uso',
  summary:
    'Estas condiciones se aplican a todas las personas que usan Fast-Track: estudiantes, empleadores, servicios de carreras y asociaciones estudiantiles. Son breves a propósito; léelas antes de registrarte.',
  sections: [
    {
      id: 'service',
      title: 'Qué es Fast-Track',
      blocks: [
        {
          p: 'Fast-Track conecta a estudiantes con empresas mediante eventos, retos virtuales y trayectorias profesionales. Los visitantes pueden ver los eventos sin cuenta; para asistir, preguntar y apoyar preguntas hace falta una.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Tu cuenta',
      blocks: [
        {
          list: [
            'Los estudiantes se registran con su propia dirección de correo universitaria. Una cuenta por persona.',
            'Da información veraz y mantenla al día.',
            'No compartas tu contraseña ni tus códigos. Eres responsable de lo que ocurra con tu cuenta; avísanos enseguida si crees que otra persona la usa.',
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'Uso de la plataforma',
      blocks: [
        {
          list: [
            'Sigue las Normas de uso de la comunidad.',
            'No intentes saltarte el acceso, los límites de uso u otras protecciones, probar la seguridad sin permiso ni sobrecargar la plataforma.',
            'No copies de forma masiva contenidos o datos de otras personas, ni a mano ni con programas.',
            'No te hagas pasar por otra persona ni hables en nombre de una organización a la que no representas.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Lo que publicas',
      blocks: [
        {
          p: 'Tus preguntas se muestran públicamente en la página del evento, sin tu nombre, y siguen allí después de eliminar tu cuenta. Conservas tus derechos sobre lo que escribes y nos permites mostrarlo en la plataforma. Los organizadores son responsables de sus eventos, descripciones y ofertas. Podemos retirar contenidos que incumplan estas condiciones o las normas.',
        },
      ],
    },
    {
      id: 'events',
      title: 'Eventos y oportunidades',
      blocks: [
        {
          p: 'Los eventos, retos y ofertas de empleo proceden de sus organizadores, que deciden quién participa (algunos eventos requieren su aprobación). Fast-Track no promete una entrevista, una plaza ni un empleo, y los rankings son indicaciones, no una valoración de ti como persona.',
        },
      ],
    },
    {
      id: 'availability',
      title: 'Disponibilidad y cambios',
      blocks: [
        {
          p: 'Trabajamos para que Fast-Track esté disponible y sea correcto, pero lo ofrecemos tal cual, sin garantía de disponibilidad permanente ni de ausencia de errores. Las funciones pueden cambiar; anunciamos con antelación los cambios importantes siempre que podemos.',
        },
      ],
    },
    {
      id: 'ending',
      title: 'Baja',
      blocks: [
        {
          p: 'Puedes eliminar tu cuenta en cualquier momento en Ajustes. Podemos suspender o cerrar cuentas, y suspender organizaciones, que incumplan estas condiciones de forma grave o reiterada; cuando sea posible, te explicaremos antes el motivo.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Responsabilidad',
      blocks: [
        {
          p: 'Respondemos en la medida en que lo exige la ley. Nada en estas condiciones limita una responsabilidad que la ley no permite limitar, ni tus derechos como consumidor.',
        },
      ],
    },
    {
      id: 'updates',
      title: 'Cambios en estas condiciones',
      blocks: [
        {
          p: 'Cuando estas condiciones cambian, cambia también la fecha de arriba. De los cambios importantes avisamos a los usuarios registrados antes de que se apliquen. Las dudas, a través de la página de Ayuda.',
        },
      ],
    },
  ],
};

export default terms;
