import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Ofertas de prácticas y empleo para recién graduados',
  metaDescription: 'Publica prácticas y puestos para recién graduados, recibe candidaturas y avanza con los candidatos por fases en el Employer Hub de Fast-Track.',
  eyebrow: 'Soluciones: ofertas de empleo',
  title: 'Tus ofertas ante los estudiantes adecuados',
  lede: 'Tus puestos aparecen a estudiantes del itinerario y curso adecuados, junto a los retos y eventos por los que ya te conocen.',
  cards: [
    { title: 'Lista en minutos', text: 'Título, itinerario, ubicaciones, fecha límite y una descripción completa: se publica cuando tú quieras.' },
    { title: 'Candidaturas por fases', text: 'Preseleccionar, invitar a entrevista, hacer una oferta o descartar; los estudiantes reciben un correo.' },
    { title: 'Según el itinerario', text: 'Los estudiantes de Finance, Consulting, Corporate Law, Start-Up y MBA ven los puestos pensados para ellos.' },
  ],
  cta: 'Crear tu cuenta de empresa',
};

export default page;
