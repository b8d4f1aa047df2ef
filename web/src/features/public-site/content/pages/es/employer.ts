import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Employer Hub: contrata estudiantes con retos, eventos y ofertas',
  metaDescription: 'Organiza retos virtuales, eventos y ofertas de empleo, busca en la bolsa de talento y mide tu alcance universitario con el Employer Hub de Fast-Track.',
  eyebrow: 'Employer Hub',
  title: 'Conoce a los estudiantes que darán forma a tu empresa',
  lede: 'Retos, eventos y ofertas en un solo lugar: mira quién participa y habla con los mejores candidatos antes que nadie.',
  cards: [
    { title: 'Retos que muestran talento real', text: 'Los estudiantes resuelven un caso diseñado por tu equipo. Ves un ranking en lugar de adivinar a partir de currículos.' },
    { title: 'Eventos a los que acuden', text: 'Publica eventos en línea o en el campus, aprueba asistentes y responde preguntas en una sola página.' },
    { title: 'Ofertas y bolsa de talento', text: 'Publica prácticas y puestos para recién graduados, mueve candidaturas por fases y guarda a quienes destacaron.' },
  ],
  cta: 'Reservar una visita',
};

export default page;
