import type { LegalDocument } from '../../legal-document.ts';

const guidelines: LegalDocument = {
  title: 'Normas de uso',
  summary:
    'En Fast-Track los estudiantes conocen a las empresas en las que quizá trabajen algún día. Estas normas mantienen la plataforma útil y segura para ambas partes.',
  sections: [
    {
      id: 'respect',
      title: 'Sé respetuoso',
      blocks: [
        {
          list: [
            'Nada de acoso, amenazas, insultos ni discursos de odio, y ninguna discriminación por origen, género, orientación sexual, religión, discapacidad, edad o cualquier otro rasgo de una persona.',
            'Discute ideas, no personas.',
          ],
        },
      ],
    },
    {
      id: 'honest',
      title: 'Sé honesto',
      blocks: [
        {
          list: [
            'Usa tu nombre real y tu propia dirección universitaria.',
            'Organizadores: describid los eventos, requisitos y ofertas tal como son. Nunca pidáis dinero a los estudiantes por presentarse o participar.',
          ],
        },
      ],
    },
    {
      id: 'questions',
      title: 'Hacer buenas preguntas',
      blocks: [
        {
          list: [
            'Pregunta sobre el evento y lo que también sirva a otros; apoya la pregunta cuya respuesta también quieres en lugar de repetirla.',
            'Nada de publicidad, spam ni enlaces a ofertas ajenas.',
            'No publiques datos personales, ni tuyos ni de otros. Las preguntas son públicas y permanecen aunque se elimine una cuenta.',
          ],
        },
      ],
    },
    {
      id: 'hosts',
      title: 'Para empleadores y otros organizadores',
      blocks: [
        {
          list: [
            'Seleccionad de forma justa: valorad a los estudiantes por lo que saben hacer y resolved a tiempo las solicitudes de asistencia.',
            'Usad lo que sepáis de los estudiantes solo para el evento o el empleo para el que se compartió.',
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Mantente seguro',
      blocks: [
        {
          p: 'Nunca compartas tu contraseña ni un código, ni siquiera con alguien que diga trabajar para Fast-Track. Nunca te los pediremos.',
        },
      ],
    },
    {
      id: 'report',
      title: 'Informar de un problema',
      blocks: [
        {
          p: 'Si ves algo que incumple estas normas, avísanos a través de la página de Ayuda, con un enlace a lo que has visto. Revisamos cada aviso; podemos retirar contenidos y suspender cuentas u organizaciones que incumplan las normas.',
        },
      ],
    },
  ],
};

export default guidelines;
