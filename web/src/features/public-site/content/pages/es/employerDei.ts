import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Visión DE&I: amplía tu cantera de talento',
  metaDescription: 'Llega a estudiantes de más universidades y orígenes y mide la diversidad de tu cantera con el Employer Hub de Fast-Track.',
  eyebrow: 'Diversidad, equidad e inclusión',
  title: 'Contrata por habilidades, vengan de donde vengan',
  lede: 'Los retos permiten demostrar lo que uno sabe hacer, sea cual sea su universidad o sus contactos. Tu cantera se amplía, y puedes demostrarlo.',
  cards: [
    { title: 'Más allá de las universidades objetivo', text: 'Estudiantes de cientos de universidades de Europa ven tus retos y eventos, no solo los cercanos a tu oficina.' },
    { title: 'Habilidades antes que currículo', text: 'Los rankings ponen la capacidad primero; tú decides cuándo se muestran nombres y universidades.' },
    { title: 'Informes para compartir', text: 'Consulta la composición de tu cantera por universidad y curso, de forma agregada y respetuosa con la privacidad.' },
  ],
  cta: 'Crear tu cuenta de empresa',
};

export default page;
