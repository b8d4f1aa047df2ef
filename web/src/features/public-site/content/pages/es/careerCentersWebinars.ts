import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Seminarios web para servicios de empleo y estudiantes',
  metaDescription: 'Próximos seminarios web y eventos en línea de empresas y servicios de empleo en Fast-Track, con inscripción abierta.',
  eyebrow: 'Seminarios web',
  title: 'Aprende de las empresas, en directo',
  lede: 'Empresas y servicios de empleo imparten seminarios web sobre candidaturas, entrevistas y sectores. Inscríbete gratis y participa desde cualquier lugar.',
  cards: [
    { title: 'Para tus estudiantes', text: 'Comparte el enlace del evento; los estudiantes se inscriben con su correo universitario.' },
    { title: 'Para tu equipo', text: 'Descubre en nuestras sesiones trimestrales cómo usan Fast-Track otros servicios de empleo.' },
    { title: 'Organiza el tuyo', text: 'Los servicios de empleo publican seminarios web para sus estudiantes igual que las empresas.' },
  ],
  cta: 'Proponer un seminario web',
};

export default page;
