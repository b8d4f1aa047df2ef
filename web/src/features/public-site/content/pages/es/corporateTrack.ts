import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Corporate Track: finanzas, consultoría y derecho',
  metaDescription: 'Participa en retos virtuales y eventos de bancos de inversión, consultoras y despachos de abogados y hazte notar por sus reclutadores.',
  eyebrow: 'Corporate Track',
  title: 'Tu camino hacia la banca, la consultoría y el derecho',
  lede: 'Resuelve casos reales de empresas líderes, asiste a sus eventos y solicita sus prácticas, todo desde un mismo panel.',
  cards: [
    { title: 'Casos de las propias empresas', text: 'Valora una compañía, asesora a un cliente o redacta una cláusula en retos diseñados por quienes contratan.' },
    { title: 'Un ranking que cuenta', text: 'Tus resultados te sitúan en tu promoción; las empresas invitan a quienes destacan.' },
    { title: 'Eventos y ofertas', text: 'Jornadas, seminarios web y prácticas para tu itinerario y curso.' },
  ],
  cta: 'Unirte al Corporate Track',
};

export default page;
